import type { OAuthProviderJson, ServerOAuthProviderJson } from "@app/core/internal";
import type { OAuthAccountRecord } from "../store/user-store.js";

/** A connected account as a client reads it: no account id (WIRE.md section 9). */
export function oauthProviderJson(userId: string, account: OAuthAccountRecord) {
  return {
    id: account.id,
    user_id: userId,
    provider_config_id: account.providerId,
    // Provider config ids are the provider's kind (`github`…).
    type: account.providerId,
    ...(account.email === null ? {} : { email: account.email }),
    allow_sign_in: account.allowSignIn,
    allow_connected_accounts: account.allowConnectedAccounts,
  } satisfies OAuthProviderJson;
}

/** The server view adds the user's id at the provider. */
export function serverOAuthProviderJson(userId: string, account: OAuthAccountRecord) {
  return {
    ...oauthProviderJson(userId, account),
    account_id: account.accountId,
  } satisfies ServerOAuthProviderJson;
}
