import * as v from "valibot";
import { listJsonSchema } from "../../schemas/list.js";

/** The contact channel types the service knows: only e-mail. */
export const CONTACT_CHANNEL_TYPES = ["email"] as const;

/** A contact channel of a user (`/contact-channels`), the same for every access type. */
export const contactChannelJsonSchema = v.looseObject({
  id: v.string(),
  user_id: v.string(),
  type: v.picklist(CONTACT_CHANNEL_TYPES),
  value: v.string(),
  is_verified: v.boolean(),
  is_primary: v.boolean(),
  used_for_auth: v.boolean(),
});
export type ContactChannelJson = v.InferOutput<typeof contactChannelJsonSchema>;

/** `GET /contact-channels?user_id=…`. */
export const contactChannelListJsonSchema = listJsonSchema(contactChannelJsonSchema);
