import * as z from "zod/mini";

/** Tokens returned by the sign-in and sign-up endpoints and by server session creation. */
export const tokensJsonSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  user_id: z.optional(z.string()),
  is_new_user: z.optional(z.boolean()),
});
export type TokensJson = z.infer<typeof tokensJsonSchema>;

/** The answer of the OAuth token endpoint to a refresh grant. */
export const refreshGrantJsonSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.string().check(
    z.refine((value) => /^(bearer|dpop)$/i.test(value), { error: "must be bearer or dpop" }),
  ),
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
});
export type RefreshGrantJson = z.infer<typeof refreshGrantJsonSchema>;
