import { emailSchema, userIdOrMeSchema, uuidSchema } from "@app/core/internal";
import * as v from "valibot";

const accountId = v.pipe(v.string(), v.minLength(1, "is required"));

/** `/oauth-providers/{user_id}/{provider_id}`: the account's own id. */
export const oauthProviderParamsSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  provider_id: uuidSchema,
});

/** `GET /oauth-providers?user_id=…`. */
export const oauthProviderListQuerySchema = v.strictObject({
  user_id: v.optional(userIdOrMeSchema),
});

/** `PATCH /oauth-providers/{user_id}/{provider_id}` with client access. */
export const clientOAuthProviderUpdateSchema = v.strictObject({
  allow_sign_in: v.optional(v.boolean()),
  allow_connected_accounts: v.optional(v.boolean()),
});

/** With server access, the account id and e-mail may change too. */
export const serverOAuthProviderUpdateSchema = v.strictObject({
  ...clientOAuthProviderUpdateSchema.entries,
  email: v.optional(emailSchema),
  account_id: v.optional(accountId),
});

/** A change to a connected account, whichever access type asked for it. */
export type OAuthProviderUpdate = v.InferOutput<typeof serverOAuthProviderUpdateSchema>;

/** `POST /oauth-providers` (server): attaches an account at a configured provider to a user. */
export const oauthProviderCreateSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  provider_config_id: v.pipe(v.string(), v.minLength(1, "is required")),
  account_id: accountId,
  email: v.optional(emailSchema),
  allow_sign_in: v.boolean(),
  allow_connected_accounts: v.boolean(),
});

/** `GET /connected-accounts/{user_id}`. */
export const connectedAccountListParamsSchema = v.strictObject({ user_id: userIdOrMeSchema });

/** `/connected-accounts/{user_id}/{provider_id}/access-token`: the provider's config id. */
export const connectedAccountParamsSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  provider_id: v.pipe(v.string(), v.minLength(1, "is required")),
});

/** The scopes the access token must carry, separated by spaces. */
export const accessTokenBodySchema = v.strictObject({ scope: v.optional(v.string()) });
