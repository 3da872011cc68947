import {
  type serverChannelCreateRequestSchema,
  type serverChannelUpdateRequestSchema,
  userIdOrMeSchema,
  uuidSchema,
} from "@app/core/internal";
import * as v from "valibot";

// The bodies of the contact channel endpoints are the core's (`@app/core/internal`:
// `clientChannelCreateRequestSchema`, `serverChannelUpdateRequestSchema`…); these are the paths
// and queries.

/** A new channel, whichever access type asked for it. */
export type ChannelCreate = v.InferOutput<typeof serverChannelCreateRequestSchema>;

/** A change to a channel, whichever access type asked for it. */
export type ChannelUpdate = v.InferOutput<typeof serverChannelUpdateRequestSchema>;

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
