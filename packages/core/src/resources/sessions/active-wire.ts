import * as v from "valibot";

// Apart from wire.ts, which the initial bundle carries (tokens, refresh): the session list loads
// with the first call that needs it.

/** Where a session was last used from, as the service located its IP address. */
export const geoInfoJsonSchema = v.looseObject({
  /** The IP address the session was last used from. */
  ip: v.string(),
  /** The ISO country code of that address, if known. */
  countryCode: v.optional(v.nullable(v.string())),
  /** The code of its region, if known. */
  regionCode: v.optional(v.nullable(v.string())),
  /** The name of its city, if known. */
  cityName: v.optional(v.nullable(v.string())),
  /** Its latitude, if known. */
  latitude: v.optional(v.nullable(v.number())),
  /** Its longitude, if known. */
  longitude: v.optional(v.nullable(v.number())),
  /** Its time zone (IANA name, such as `"Europe/Paris"`), if known. */
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
