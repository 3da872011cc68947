import * as v from "valibot";
import { userIdOrMeSchema, uuidSchema } from "../../schemas/formats.js";

// The bodies of the user and team API key endpoints, declared once: the option tables
// (`update.ts`) take their rules from these entries, and the emulator checks requests with them.

/** The fields of a new key, whoever owns it. */
export const apiKeyCreateEntries = {
  description: v.string(),
  /** When the key expires (milliseconds since the epoch), or null for never: required. */
  expires_at_millis: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  is_public: v.optional(v.boolean()),
};

/**
 * `POST /user-api-keys`: a key of a user (`me` for the signed-in user).
 *
 * @example
 * ```ts
 * v.is(userApiKeyCreateRequestSchema, { user_id: "me", description: "CI", expires_at_millis: null }); // true
 * ```
 */
export const userApiKeyCreateRequestSchema = v.strictObject({
  ...apiKeyCreateEntries,
  user_id: userIdOrMeSchema,
});

/**
 * `POST /team-api-keys`: a key of a team.
 *
 * @example
 * ```ts
 * v.is(teamApiKeyCreateRequestSchema, { team_id: "me", description: "CI", expires_at_millis: null }); // false
 * ```
 */
export const teamApiKeyCreateRequestSchema = v.strictObject({
  ...apiKeyCreateEntries,
  team_id: uuidSchema,
});

/** The fields of `PATCH /{user,team}-api-keys/{id}`, each optional. */
export const apiKeyUpdateEntries = {
  description: v.optional(v.string()),
  /** A new expiry (milliseconds since the epoch), or null for never, as the reference sends it. */
  expires_at_millis: v.optional(apiKeyCreateEntries.expires_at_millis),
  revoked: v.optional(
    v.pipe(
      v.boolean(),
      v.check((revoked) => revoked, "can only be true: a revoked key cannot be restored"),
    ),
  ),
};

/**
 * `PATCH /user-api-keys/{id}` and `PATCH /team-api-keys/{id}`: a new description or expiry, or
 * revoking.
 *
 * @example
 * ```ts
 * v.is(apiKeyUpdateRequestSchema, { revoked: false }); // false
 * ```
 */
export const apiKeyUpdateRequestSchema = v.strictObject(apiKeyUpdateEntries);
