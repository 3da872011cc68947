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
 * The user of `users` who signs in with this account at this provider, if any.
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
 * Attaches an account at a provider to a user, as an OAuth sign-up or link flow does: the account
 * signs the user in from now on. Attaching the same account again only refreshes its e-mail.
 * This is the one place OAuth flows write accounts, so a richer account model (connected-account
 * flags, scopes) plugs in here.
 *
 * @example
 * ```ts
 * linkOAuthAccount(user, { providerId: "github", accountId: "12345", email: "ada@example.com" });
 * ```
 */
export function linkOAuthAccount(
  user: UserRecord,
  identity: OAuthAccountIdentity,
): OAuthAccountRecord {
  const existing = user.oauthAccounts.find(
    (a) => a.providerId === identity.providerId && a.accountId === identity.accountId,
  );
  if (existing) {
    existing.email = identity.email;
    return existing;
  }
  const account: OAuthAccountRecord = { ...identity };
  user.oauthAccounts.push(account);
  return account;
}
