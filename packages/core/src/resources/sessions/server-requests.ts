import * as v from "valibot";
import { uuidSchema } from "../../schemas/formats.js";

// The body of `POST /auth/sessions` (server only), declared once for `createSession()` and the
// emulator.

/** The longest session a server may create: 367 days. */
export const SESSION_MAX_LIFETIME_MS = 367 * 24 * 60 * 60 * 1000;

/** The fields of `POST /auth/sessions`. */
export const sessionCreateEntries = {
  user_id: uuidSchema,
  expires_in_millis: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(SESSION_MAX_LIFETIME_MS, `must be at most ${SESSION_MAX_LIFETIME_MS} (367 days)`),
    ),
  ),
  is_impersonation: v.optional(v.boolean()),
};

/**
 * `POST /auth/sessions`: a new session of a user, for up to 367 days.
 *
 * @example
 * ```ts
 * v.is(sessionCreateRequestSchema, { user_id: crypto.randomUUID(), expires_in_millis: 0 }); // false
 * ```
 */
export const sessionCreateRequestSchema = v.strictObject(sessionCreateEntries);
/** The body of `POST /auth/sessions`. */
export type SessionCreateRequest = v.InferOutput<typeof sessionCreateRequestSchema>;
