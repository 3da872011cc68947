import { newId } from "../store/random.js";
import type { OAuthAccountRecord, UserRecord } from "../store/user-store.js";

/** An account at a provider, as an OAuth sign-in found it. */
export interface OAuthAccountIdentity {
  /** The provider's config id in the project (`github`…). */
  providerId: string;
  /** The user's id at the provider. */
  accountId: string;
  email: string | null;
}

/**
 * The user of `users` who has this account at this provider, if any.
 *
 * @example
 * ```ts
 * const owner = findOAuthAccountOwner(store.users.list(projectId, { includeAnonymous: true }), account);
 * ```
 */
export function findOAuthAccountOwner(
  users: Iterable<UserRecord>,
  account: Pick<OAuthAccountIdentity, "providerId" | "accountId">,
): UserRecord | undefined {
  for (const user of users) {
    const owns = user.oauthAccounts.some(
      (a) => a.providerId === account.providerId && a.accountId === account.accountId,
    );
    if (owns) return user;
  }
  return undefined;
}

/**
 * Attaches an account at a provider to a user, as an OAuth sign-up or link flow does, or
 * refreshes it when the user has it already: its e-mail, and the scopes the user granted now
 * (`scopes`, added to those granted before). The provider gave tokens for it, so the account gives
 * provider access tokens (a connected account), and signs the user in unless another of the user's accounts at the same
 * provider already does (one sign-in account per provider and user).
 *
 * @example
 * ```ts
 * linkOAuthAccount(user, { providerId: "github", accountId: "12345", email: "ada@example.com" }, ["repo"], now);
 * ```
 */
export function linkOAuthAccount(
  user: UserRecord,
  identity: OAuthAccountIdentity,
  scopes: string[],
  now: number,
): OAuthAccountRecord {
  const existing = user.oauthAccounts.find(
    (a) => a.providerId === identity.providerId && a.accountId === identity.accountId,
  );
  if (existing) {
    existing.email = identity.email;
    existing.scopes = [...new Set([...existing.scopes, ...scopes])];
    existing.hasProviderTokens = true;
    return existing;
  }
  const signsInAlready = user.oauthAccounts.some(
    (a) => a.providerId === identity.providerId && a.allowSignIn,
  );
  const account: OAuthAccountRecord = {
    id: newId(),
    ...identity,
    allowSignIn: !signsInAlready,
    allowConnectedAccounts: true,
    scopes: [...new Set(scopes)],
    hasProviderTokens: true,
    createdAtMillis: now,
  };
  user.oauthAccounts.push(account);
  return account;
}
