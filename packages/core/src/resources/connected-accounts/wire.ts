import * as v from "valibot";
import { listJsonSchema } from "../../schemas/list.js";

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

/** The server view adds the user's account id at the provider. */
export const serverOAuthProviderJsonSchema = v.looseObject({
  ...oauthProviderJsonSchema.entries,
  account_id: v.string(),
});
export type ServerOAuthProviderJson = v.InferOutput<typeof serverOAuthProviderJsonSchema>;

/** `GET /oauth-providers?user_id=…`. */
export const oauthProviderListJsonSchema = listJsonSchema(oauthProviderJsonSchema);
export const serverOAuthProviderListJsonSchema = listJsonSchema(serverOAuthProviderJsonSchema);

/** `POST /connected-accounts/{user_id}/{provider}/access-token`: a provider access token. */
export const providerAccessTokenJsonSchema = v.looseObject({ access_token: v.string() });
export type ProviderAccessTokenJson = v.InferOutput<typeof providerAccessTokenJsonSchema>;
