import * as v from "valibot";
import { clientChannelCreateEntries, clientChannelUpdateEntries } from "./requests.js";

// With server access, a channel may also be marked verified. Server-only: a browser bundle does
// not import it.

const isVerified = v.optional(v.boolean());

/** The fields of `PATCH /contact-channels/{user_id}/{id}` with server access. */
export const serverChannelUpdateEntries = {
  ...clientChannelUpdateEntries,
  is_verified: isVerified,
};

/**
 * `PATCH /contact-channels/{user_id}/{id}` with server access.
 *
 * @example
 * ```ts
 * v.is(serverChannelUpdateRequestSchema, { is_verified: true }); // true
 * ```
 */
export const serverChannelUpdateRequestSchema = v.strictObject(serverChannelUpdateEntries);

/** The fields of `POST /contact-channels` with server access. */
export const serverChannelCreateEntries = {
  ...clientChannelCreateEntries,
  is_verified: isVerified,
};

/**
 * `POST /contact-channels` with server access: any user's channel, verified or not.
 *
 * @example
 * ```ts
 * v.is(serverChannelCreateRequestSchema, { user_id: "me", value: "a@b.co", type: "email", used_for_auth: true, is_verified: true }); // true
 * ```
 */
export const serverChannelCreateRequestSchema = v.strictObject(serverChannelCreateEntries);
