import { KnownErrors } from "@app/core/errors";
import { StatusError } from "../http/status-error.js";
import { openIdClientFor } from "../oauth/openid-client-for.js";
import { splitScopes } from "../oauth/provider-scopes.js";
import type { OAuthProviderUpdate } from "../schemas/oauth-providers.js";
import type { EmulatorServices } from "../services/context.js";
import type { OAuthProviderConfig, ProjectRecord } from "../store/project-store.js";
import { newId, randomToken } from "../store/random.js";
import type { OAuthAccountRecord, UserRecord } from "../store/user-store.js";
import { providerAccessToken } from "./provider-tokens.js";

/** A new connected account's fields, from `POST /oauth-providers`. */
export interface OAuthAccountInput {
  providerId: string;
  accountId: string;
  email: string | null;
  allowSignIn: boolean;
  allowConnectedAccounts: boolean;
}

/** The provider of the project's config with this id, or a 404 in plain text. */
function configuredProvider(project: ProjectRecord, providerId: string): OAuthProviderConfig {
  const provider = project.config.oauth_providers.find((p) => p.id === providerId);
  if (!provider) {
    throw new StatusError(404, `OAuth provider ${providerId} not found or not configured`);
  }
  return provider;
}

/**
 * The rules of the service for an account's new state: one sign-in account per provider and user,
 * one account per provider, user and account id, and an account id signs in to one user only
 * (OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN).
 */
function assertValid(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  next: Omit<OAuthAccountInput, "email">,
  self?: OAuthAccountRecord,
): void {
  const mine = user.oauthAccounts.filter((a) => a !== self && a.providerId === next.providerId);
  if (next.allowSignIn && mine.some((a) => a.allowSignIn)) {
    throw new StatusError(
      400,
      "The same provider type with sign-in enabled already exists for this user.",
    );
  }
  if (mine.some((a) => a.accountId === next.accountId)) {
    throw new StatusError(
      400,
      "The same provider type with the same account ID already exists for this user.",
    );
  }
  if (!next.allowSignIn) return;
  const taken = services.store.users
    .list(project.id, { includeAnonymous: true })
    .some((other) =>
      other.oauthAccounts.some(
        (a) =>
          a !== self &&
          a.allowSignIn &&
          a.providerId === next.providerId &&
          a.accountId === next.accountId,
      ),
    );
  if (taken) throw new KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn();
}

/** Attaches an account at one of the project's providers to a user. */
export function createOAuthAccount(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  input: OAuthAccountInput,
): OAuthAccountRecord {
  configuredProvider(project, input.providerId);
  assertValid(services, project, user, input);
  const account: OAuthAccountRecord = {
    id: newId(),
    ...input,
    scopes: [],
    hasProviderTokens: false,
    createdAtMillis: services.clock.now(),
  };
  user.oauthAccounts.push(account);
  return account;
}

/** Changes a connected account, under the same rules as creating one. */
export function updateOAuthAccount(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  account: OAuthAccountRecord,
  update: OAuthProviderUpdate,
): OAuthAccountRecord {
  const next = {
    providerId: account.providerId,
    accountId: update.account_id ?? account.accountId,
    allowSignIn: update.allow_sign_in ?? account.allowSignIn,
    allowConnectedAccounts: update.allow_connected_accounts ?? account.allowConnectedAccounts,
  };
  assertValid(services, project, user, next, account);
  Object.assign(account, next);
  if (update.email !== undefined) account.email = update.email;
  return account;
}

/** Detaches a connected account from its user. */
export function deleteOAuthAccount(user: UserRecord, account: OAuthAccountRecord): void {
  user.oauthAccounts = user.oauthAccounts.filter((other) => other !== account);
}

/**
 * An access token for the user's connected account of `providerId` (with `accountId`, only the
 * user's account with that id at the provider) whose granted scopes include every scope of
 * `scope` (space-separated). With an external OpenID provider (`oauthMockUrl`), a shared
 * provider's token is the provider's own, kept from the sign-in or refreshed
 * ({@link providerAccessToken}); otherwise it is a fresh token of the fake provider, and shared
 * keys never hand one out (OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS). Other errors
 * as on the service: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, OAUTH_CONNECTION_NOT_CONNECTED_TO_USER,
 * and OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE when no account has such tokens (one attached
 * with `POST /oauth-providers` has none at all).
 */
export async function issueProviderAccessToken(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  request: { providerId: string; scope: string | undefined; accountId?: string | undefined },
): Promise<string> {
  const { providerId, accountId } = request;
  const provider = project.config.oauth_providers.find((p) => p.id === providerId && p.enabled);
  if (!provider) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
  const client = openIdClientFor(services, provider);
  if (client === null && provider.type === "shared") {
    throw new KnownErrors.OAuthAccessTokenNotAvailableWithSharedOAuthKeys();
  }
  const accounts = user.oauthAccounts.filter(
    (a) =>
      a.providerId === providerId &&
      a.allowConnectedAccounts &&
      (accountId === undefined || a.accountId === accountId),
  );
  if (accounts.length === 0) throw new KnownErrors.OAuthConnectionNotConnectedToUser();
  if (client !== null) {
    const now = services.clock.now();
    return providerAccessToken({ client, providerId, accounts, scope: request.scope, now });
  }
  const wanted = splitScopes(request.scope);
  const account = accounts.find(
    (a) => a.hasProviderTokens === true && wanted.every((s) => a.scopes.includes(s)),
  );
  if (!account) throw new KnownErrors.OAuthConnectionDoesNotHaveRequiredScope();
  return `emulator_${providerId}_${randomToken(24)}`;
}

/**
 * What a test says a user agreed to at the fake provider.
 *
 * @inline
 */
export interface ScopeGrant {
  userId: string;
  /** The provider's config id (`github`…). */
  provider: string;
  scopes: string[];
  /** Only the account with this id at the provider (default: every account of the user there). */
  accountId?: string;
  /** Default: the demo project. */
  projectId: string;
}

/**
 * Adds scopes to every connected account of the user at the provider, as if the user had
 * re-authorized with them: the provider then holds tokens for the accounts (with the scopes
 * granted so far; `scopes: []` grants tokens without new scopes). A user or account that does
 * not exist is a TypeError.
 */
export function grantOAuthScopes(services: EmulatorServices, grant: ScopeGrant): void {
  const user = services.store.users.get(grant.projectId, grant.userId);
  if (!user) throw new TypeError(`No user ${grant.userId} in project ${grant.projectId}.`);
  const accounts = user.oauthAccounts.filter(
    (a) =>
      a.providerId === grant.provider &&
      (grant.accountId === undefined || a.accountId === grant.accountId),
  );
  if (accounts.length === 0) {
    const which = grant.accountId === undefined ? "no" : `no ${grant.accountId}`;
    throw new TypeError(
      `User ${grant.userId} has ${which} ${grant.provider} account; attach one with POST /oauth-providers first.`,
    );
  }
  for (const account of accounts) {
    account.scopes = [...new Set([...account.scopes, ...grant.scopes.flatMap(splitScopes)])];
    account.hasProviderTokens = true;
  }
}
