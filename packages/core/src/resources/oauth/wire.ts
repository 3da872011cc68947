import * as v from "valibot";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** The answer of the authorize endpoint in JSON mode: where to send the browser. */
export const authorizeJsonSchema = v.looseObject({ location: nonEmpty });

/** The answer of the token endpoint to an authorization code (WIRE.md section 4). */
export const authorizationCodeGrantJsonSchema = v.looseObject({
  access_token: nonEmpty,
  refresh_token: nonEmpty,
  token_type: v.pipe(v.string(), v.regex(/^(bearer|dpop)$/i, "must be bearer or dpop")),
  is_new_user: v.optional(v.boolean(), false),
  after_callback_redirect_url: v.optional(v.nullable(v.string()), null),
});
export type AuthorizationCodeGrantJson = v.InferOutput<typeof authorizationCodeGrantJsonSchema>;
