import * as v from "valibot";

/**
 * `POST /auth/oauth/token` (form-encoded, as OAuth 2 sends it): the refresh grant
 * (`grant_type=refresh_token`) and the authorization code grant. Each grant's required fields are
 * checked by the endpoint, in OAuth's own error format; fields it does not know are ignored.
 * The browser's refresh grant builds its form by hand and imports nothing of this module.
 *
 * @example
 * ```ts
 * v.is(oauthTokenRequestSchema, { grant_type: "refresh_token", refresh_token: "r" }); // true
 * ```
 */
export const oauthTokenRequestSchema = v.object({
  grant_type: v.string(),
  client_id: v.optional(v.string()),
  client_secret: v.optional(v.string()),
  refresh_token: v.optional(v.string()),
  code: v.optional(v.string()),
  redirect_uri: v.optional(v.string()),
  code_verifier: v.optional(v.string()),
});
/** The form of `POST /auth/oauth/token`. */
export type OAuthTokenRequest = v.InferOutput<typeof oauthTokenRequestSchema>;
