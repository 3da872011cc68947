import {
  type serverOAuthProviderUpdateRequestSchema,
  userIdOrMeSchema,
  uuidSchema,
} from "@app/core/internal";
import * as v from "valibot";

// The bodies of the connected account endpoints are the core's (`@app/core/internal`:
// `oauthProviderCreateRequestSchema`, `serverOAuthProviderUpdateRequestSchema`…); these are the
// paths and queries.

/** A change to a connected account, whichever access type asked for it. */
export type OAuthProviderUpdate = v.InferOutput<typeof serverOAuthProviderUpdateRequestSchema>;

/** `/oauth-providers/{user_id}/{provider_id}`: the account's own id. */
export const oauthProviderParamsSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  provider_id: uuidSchema,
});

/** `GET /oauth-providers?user_id=…`. */
export const oauthProviderListQuerySchema = v.strictObject({
  user_id: v.optional(userIdOrMeSchema),
});

/** `GET /connected-accounts/{user_id}`. */
export const connectedAccountListParamsSchema = v.strictObject({ user_id: userIdOrMeSchema });

/** `/connected-accounts/{user_id}/{provider_id}/access-token`: the provider's config id. */
export const connectedAccountParamsSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  provider_id: v.pipe(v.string(), v.minLength(1, "is required")),
});

/**
 * `/connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token`: one account
 * of the provider, by the user's id there.
 */
export const connectedAccountByIdParamsSchema = v.strictObject({
  ...connectedAccountParamsSchema.entries,
  provider_account_id: v.pipe(v.string(), v.minLength(1, "is required")),
});
