import { uuidSchema } from "@app/core/internal";
import * as v from "valibot";

/**
 * A user id or `me`, the signed-in user, wherever the service takes "userIdOrMe" (a client may
 * only name itself).
 *
 * @example
 * ```ts
 * const params = v.strictObject({ user_id: userIdOrMeSchema, contact_channel_id: uuidSchema });
 * ```
 */
export const userIdOrMeSchema = v.pipe(
  v.string(),
  v.check((value) => value === "me" || v.is(uuidSchema, value), 'must be "me" or a valid UUID'),
);
