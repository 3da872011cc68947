import {
  CONTACT_CHANNEL_TYPES,
  emailSchema,
  urlSchema,
  userIdOrMeSchema,
  uuidSchema,
  verificationCodeSchema,
} from "@app/core/internal";
import * as v from "valibot";

const type = v.picklist(CONTACT_CHANNEL_TYPES);

/** `POST /contact-channels` with client access. Only e-mail channels exist. */
export const clientChannelCreateSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  value: emailSchema,
  type,
  used_for_auth: v.boolean(),
  is_primary: v.optional(v.boolean()),
});

/** With server access, a new channel may also be marked verified. */
export const serverChannelCreateSchema = v.strictObject({
  ...clientChannelCreateSchema.entries,
  is_verified: v.optional(v.boolean()),
});

/** A new channel, whichever access type asked for it. */
export type ChannelCreate = v.InferOutput<typeof serverChannelCreateSchema>;

/** `PATCH /contact-channels/{user_id}/{id}` with client access. */
export const clientChannelUpdateSchema = v.strictObject({
  value: v.optional(emailSchema),
  type: v.optional(type),
  used_for_auth: v.optional(v.boolean()),
  is_primary: v.optional(v.boolean()),
});

/** With server access, the verification flag may change too. */
export const serverChannelUpdateSchema = v.strictObject({
  ...clientChannelUpdateSchema.entries,
  is_verified: v.optional(v.boolean()),
});

/** A change to a channel, whichever access type asked for it. */
export type ChannelUpdate = v.InferOutput<typeof serverChannelUpdateSchema>;

/** `/contact-channels/{user_id}/{contact_channel_id}…`. */
export const channelParamsSchema = v.strictObject({
  user_id: userIdOrMeSchema,
  contact_channel_id: uuidSchema,
});

/** `GET /contact-channels?user_id=…`. */
export const channelListQuerySchema = v.strictObject({
  user_id: v.optional(userIdOrMeSchema),
  contact_channel_id: v.optional(uuidSchema),
});

/** `POST /contact-channels/{user_id}/{id}/send-verification-code`. */
export const sendChannelCodeSchema = v.strictObject({ callback_url: urlSchema });

/** `POST /contact-channels/send-verification-code`: the signed-in user's primary e-mail. */
export const sendPrimaryEmailCodeSchema = v.strictObject({
  email: emailSchema,
  callback_url: urlSchema,
});

/** `POST /contact-channels/verify[/check-code]`: the code of the e-mailed link (45 characters). */
export const verificationCodeBodySchema = v.strictObject({ code: verificationCodeSchema });
