import * as v from "valibot";

// Apart from wire.ts, which the initial bundle carries (tokens, refresh): the session list loads
// with the first call that needs it.

/** Where a session was last used from, as the service located its IP address. */
export const geoInfoJsonSchema = v.looseObject({
  ip: v.string(),
  countryCode: v.optional(v.nullable(v.string())),
  regionCode: v.optional(v.nullable(v.string())),
  cityName: v.optional(v.nullable(v.string())),
  latitude: v.optional(v.nullable(v.number())),
  longitude: v.optional(v.nullable(v.number())),
  tzIdentifier: v.optional(v.nullable(v.string())),
});
export type GeoInfoJson = v.InferOutput<typeof geoInfoJsonSchema>;

/** One session of a user, as `GET /auth/sessions` lists it (times in milliseconds). */
export const activeSessionJsonSchema = v.looseObject({
  id: v.string(),
  user_id: v.string(),
  created_at: v.number(),
  last_used_at: v.optional(v.nullable(v.number())),
  is_impersonation: v.boolean(),
  is_current_session: v.optional(v.boolean()),
  last_used_at_end_user_ip_info: v.optional(v.nullable(geoInfoJsonSchema)),
});
export type ActiveSessionJson = v.InferOutput<typeof activeSessionJsonSchema>;
