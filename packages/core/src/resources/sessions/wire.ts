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

/** Where a session was last used from, as the service located its IP address. */
export const geoInfoJsonSchema = v.looseObject({
  ip: v.string(),
  countryCode: v.nullish(v.string()),
  regionCode: v.nullish(v.string()),
  cityName: v.nullish(v.string()),
  latitude: v.nullish(v.number()),
  longitude: v.nullish(v.number()),
  tzIdentifier: v.nullish(v.string()),
});
export type GeoInfoJson = v.InferOutput<typeof geoInfoJsonSchema>;

/** One session of a user, as `GET /auth/sessions` lists it (times in milliseconds). */
export const activeSessionJsonSchema = v.looseObject({
  id: v.string(),
  user_id: v.string(),
  created_at: v.number(),
  last_used_at: v.nullish(v.number()),
  is_impersonation: v.boolean(),
  is_current_session: v.optional(v.boolean()),
  last_used_at_end_user_ip_info: v.nullish(geoInfoJsonSchema),
});
export type ActiveSessionJson = v.InferOutput<typeof activeSessionJsonSchema>;
