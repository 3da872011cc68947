import type { AppContext } from "../../apps/context.js";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, ok } from "../../result.js";
import type { Session } from "../../session/session.js";
import {
  type AccountOwner,
  checkScopes,
  clientOwner,
  connectedAccount,
  listProviders,
  providerAccessToken,
} from "./client.js";
import type {
  ConnectedAccountId,
  DeprecatedOAuthConnection,
  GetConnectedAccountOptions,
  OAuthConnection,
} from "./oauth-provider.js";

// The reference SDK's newer connected-account calls: `listConnectedAccounts()`,
// `getConnectedAccount({ provider, providerAccountId })` and `getOrLinkConnectedAccount()`, over
// the same routes as `getConnectedAccount(provider)` (`/oauth-providers`, the access-token call).

/** The user's OAuth accounts as the user JSON lists them (`oauth_providers`). */
export type UserAccounts = readonly { id: string; account_id?: string | undefined }[];

/** A connection of the owner at `provider`, with the user's id there. */
function connection(owner: AccountOwner, provider: string, accountId: string): OAuthConnection {
  return {
    id: provider,
    provider,
    providerAccountId: accountId,
    getAccessToken: async (options) => {
      const scopes = checkScopes(options?.scopes ?? [], "connection.getAccessToken()");
      const accessToken = await providerAccessToken(owner, provider, scopes);
      if (accessToken === null) {
        return fail(
          new KnownErrors.OAuthAccessTokenNotAvailable({
            provider,
            details: `The ${provider} account gives no access token with the scopes [${scopes.join(", ")}].`,
          }),
        );
      }
      return ok({ accessToken });
    },
  };
}

/**
 * The owner's connected accounts: their OAuth accounts that allow connected-account use, oldest
 * first, each giving provider access tokens as a `Result`.
 */
export async function listConnections(
  owner: AccountOwner,
  accounts: UserAccounts,
): Promise<OAuthConnection[]> {
  const providers = await listProviders(owner);
  return providers
    .filter((provider) => provider.allowConnectedAccounts)
    .map((provider) => {
      const accountId =
        provider.accountId ??
        accounts.find((account) => account.id === provider.type)?.account_id ??
        "";
      return connection(owner, provider.type, accountId);
    });
}

/**
 * `getConnectedAccount(providerOrAccount, options)`: with a provider id, the older form (a
 * `DeprecatedOAuthConnection` or null); with `{ provider, providerAccountId }`, that connected
 * account or null.
 */
export async function findConnectedAccount(
  owner: AccountOwner,
  accounts: UserAccounts,
  providerOrAccount: string | ConnectedAccountId,
  options?: GetConnectedAccountOptions,
): Promise<DeprecatedOAuthConnection | OAuthConnection | null> {
  if (typeof providerOrAccount === "string") {
    return connectedAccount(owner, accounts, providerOrAccount, options);
  }
  const { provider, providerAccountId } = providerOrAccount ?? {};
  if (typeof provider !== "string" || typeof providerAccountId !== "string") {
    throw new TypeError(
      "getConnectedAccount({ provider, providerAccountId }): both must be strings.",
    );
  }
  const connections = await listConnections(owner, accounts);
  return (
    connections.find(
      (candidate) =>
        candidate.provider === provider && candidate.providerAccountId === providerAccountId,
    ) ?? null
  );
}

/**
 * `getOrLinkConnectedAccount(provider, { scopes })`: the connected account at `provider` whose
 * token carries the scopes; without one, the browser goes to the provider to link it (and this
 * never resolves).
 */
export async function getOrLinkConnection(
  owner: AccountOwner,
  accounts: UserAccounts,
  provider: string,
  options: { scopes?: string[] } = {},
): Promise<OAuthConnection> {
  const found = await connectedAccount(owner, accounts, provider, {
    or: "redirect",
    scopes: options?.scopes ?? [],
  });
  return connection(owner, provider, (found as DeprecatedOAuthConnection).providerAccountId);
}

/** A user as the operations below take them: the id and the OAuth accounts of their JSON. */
export interface AccountsUser {
  id: string;
  oauth_providers: UserAccounts;
}

/** `user.getConnectedAccount(providerOrAccount, options)` for the signed-in user. */
export function getConnectedAccount(
  context: AppContext,
  session: Session,
  user: AccountsUser,
  providerOrAccount: string | ConnectedAccountId,
  options?: GetConnectedAccountOptions,
): Promise<DeprecatedOAuthConnection | OAuthConnection | null> {
  const owner = clientOwner(context, session, user.id);
  return findConnectedAccount(owner, user.oauth_providers, providerOrAccount, options);
}

/** `user.listConnectedAccounts()` for the signed-in user. */
export function listConnectedAccounts(
  context: AppContext,
  session: Session,
  user: AccountsUser,
): Promise<OAuthConnection[]> {
  return listConnections(clientOwner(context, session, user.id), user.oauth_providers);
}

/** `user.getOrLinkConnectedAccount(provider, options)` for the signed-in user. */
export function getOrLinkConnectedAccount(
  context: AppContext,
  session: Session,
  user: AccountsUser,
  provider: string,
  options?: { scopes?: string[] },
): Promise<OAuthConnection> {
  const owner = clientOwner(context, session, user.id);
  return getOrLinkConnection(owner, user.oauth_providers, provider, options);
}
