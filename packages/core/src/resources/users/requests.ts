import * as v from "valibot";
import { profileImageUrlSchema } from "../../schemas/fields.js";
import { base64Schema, emailSchema, uuidSchema } from "../../schemas/formats.js";
import { jsonMetadataSchema } from "../../schemas/metadata.js";

// The bodies a signed-in user sends about themselves, declared once: `user.update()` checks its
// options with these rules (`update.ts`) and the emulator checks requests with these schemas.

/** The fields of `PATCH /users/me` with client access, each optional. */
export const clientUserUpdateEntries = {
  display_name: v.optional(v.nullable(v.string())),
  profile_image_url: v.optional(v.nullable(profileImageUrlSchema)),
  /** Any JSON value within the metadata limits: the service stores strings and arrays as they are. */
  client_metadata: v.optional(jsonMetadataSchema),
  /** The service takes a team id (a uuid) or null. */
  selected_team_id: v.optional(v.nullable(uuidSchema)),
  totp_secret_base64: v.optional(v.nullable(base64Schema)),
  otp_auth_enabled: v.optional(v.boolean()),
  passkey_auth_enabled: v.optional(v.boolean()),
  primary_email: v.optional(v.nullable(emailSchema)),
};

/**
 * `PATCH /users/me` with client access: what a user may change about themselves.
 *
 * @example
 * ```ts
 * v.is(clientUserUpdateRequestSchema, { selected_team_id: "team-1" }); // false: not a uuid
 * ```
 */
export const clientUserUpdateRequestSchema = v.strictObject(clientUserUpdateEntries);

/**
 * `POST /auth/password/update`: the current password and the new one.
 *
 * @example
 * ```ts
 * v.is(passwordUpdateRequestSchema, { old_password: "old", new_password: "new password" }); // true
 * ```
 */
export const passwordUpdateRequestSchema = v.strictObject({
  old_password: v.pipe(v.string(), v.minLength(1, "is required")),
  new_password: v.string(),
});

/**
 * `POST /auth/password/set`: a first password for a user who has none.
 *
 * @example
 * ```ts
 * v.is(passwordSetRequestSchema, { password: "a long password" }); // true
 * ```
 */
export const passwordSetRequestSchema = v.strictObject({ password: v.string() });
