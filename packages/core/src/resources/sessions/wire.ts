import * as v from "valibot";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** Tokens returned by the sign-in and sign-up endpoints and by server session creation. */
export const tokensJsonSchema = v.looseObject({
  access_token: nonEmpty,
  refresh_token: nonEmpty,
  user_id: v.optional(v.string()),
  is_new_user: v.optional(v.boolean()),
});
export type TokensJson = v.InferOutput<typeof tokensJsonSchema>;

/** The answer of the OAuth token endpoint to a refresh grant. */
export const refreshGrantJsonSchema = v.looseObject({
  access_token: nonEmpty,
  token_type: v.pipe(v.string(), v.regex(/^(bearer|dpop)$/i, "must be bearer or dpop")),
  expires_in: v.optional(v.number()),
  scope: v.optional(v.string()),
  refresh_token: v.optional(v.string()),
});
export type RefreshGrantJson = v.InferOutput<typeof refreshGrantJsonSchema>;
