import * as v from "valibot";
import {
  emailSchema,
  urlSchema,
  userIdOrMeSchema,
  verificationCodeSchema,
} from "../../schemas/formats.js";
import { CONTACT_CHANNEL_TYPES } from "./wire.js";

// The bodies of the contact channel endpoints, declared once: the option tables (`update.ts`)
// take their rules from these entries, and the emulator checks requests with these schemas.

/** The fields of `PATCH /contact-channels/{user_id}/{id}` with client access, each optional. */
export const clientChannelUpdateEntries = {
  value: v.optional(emailSchema),
  type: v.optional(v.picklist(CONTACT_CHANNEL_TYPES)),
  used_for_auth: v.optional(v.boolean()),
  is_primary: v.optional(v.boolean()),
};

/**
 * `PATCH /contact-channels/{user_id}/{id}` with client access.
 *
 * @example
 * ```ts
 * v.is(clientChannelUpdateRequestSchema, { is_primary: true }); // true
 * ```
 */
export const clientChannelUpdateRequestSchema = v.strictObject(clientChannelUpdateEntries);

/** The fields of `POST /contact-channels` with client access. Only e-mail channels exist. */
export const clientChannelCreateEntries = {
  user_id: userIdOrMeSchema,
  value: emailSchema,
  type: v.picklist(CONTACT_CHANNEL_TYPES),
  used_for_auth: v.boolean(),
  is_primary: clientChannelUpdateEntries.is_primary,
};

/**
 * `POST /contact-channels` with client access: a new e-mail address of the user (`me`).
 *
 * @example
 * ```ts
 * v.is(clientChannelCreateRequestSchema, { user_id: "me", value: "ada@example.com", type: "email", used_for_auth: false }); // true
 * ```
 */
export const clientChannelCreateRequestSchema = v.strictObject(clientChannelCreateEntries);

/**
 * `POST /contact-channels/{user_id}/{id}/send-verification-code`: the page the e-mail links to.
 *
 * @example
 * ```ts
 * v.is(channelSendCodeRequestSchema, { callback_url: "https://app.example.com/verify" }); // true
 * ```
 */
export const channelSendCodeRequestSchema = v.strictObject({ callback_url: urlSchema });

/**
 * `POST /contact-channels/send-verification-code`: the signed-in user's primary e-mail.
 *
 * @example
 * ```ts
 * v.is(primaryEmailSendCodeRequestSchema, { email: "ada@example.com", callback_url: "https://a.com/v" }); // true
 * ```
 */
export const primaryEmailSendCodeRequestSchema = v.strictObject({
  email: emailSchema,
  callback_url: urlSchema,
});

/**
 * `POST /contact-channels/verify[/check-code]`: the code of the e-mailed link (45 characters).
 *
 * @example
 * ```ts
 * v.is(channelVerifyRequestSchema, { code: "x".repeat(45) }); // true
 * ```
 */
export const channelVerifyRequestSchema = v.strictObject({ code: verificationCodeSchema });
