import * as v from "valibot";

/**
 * A connected OAuth account of a user (`/oauth-providers`), as a client sees it: `id` is the
 * account's own id, `provider_config_id` the provider in the project's config and `type` its kind
 * (`github`…).
 */
export const oauthProviderJsonSchema = v.looseObject({
  id: v.string(),
  user_id: v.string(),
  provider_config_id: v.string(),
  type: v.string(),
  email: v.optional(v.nullable(v.string())),
  allow_sign_in: v.boolean(),
  allow_connected_accounts: v.boolean(),
});
export type OAuthProviderJson = v.InferOutput<typeof oauthProviderJsonSchema>;

/** `GET /connected-accounts/{user_id}`: one account that gives provider tokens. */
export const connectedAccountJsonSchema = v.looseObject({
  user_id: v.string(),
  provider: v.string(),
  provider_account_id: v.string(),
});

/** `POST /connected-accounts/{user_id}/{provider}/access-token`: a provider access token. */
export const providerAccessTokenJsonSchema = v.looseObject({ access_token: v.string() });
export type ProviderAccessTokenJson = v.InferOutput<typeof providerAccessTokenJsonSchema>;
