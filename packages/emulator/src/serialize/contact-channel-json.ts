import type { ContactChannelJson } from "@app/core/internal";
import type { ContactChannelRecord } from "../store/contact-channel-store.js";

/** A user's contact channel in its wire form, the same for every access type (WIRE.md section 6). */
export function contactChannelJson(userId: string, channel: ContactChannelRecord) {
  return {
    id: channel.id,
    user_id: userId,
    type: channel.type,
    value: channel.value,
    is_verified: channel.isVerified,
    is_primary: channel.isPrimary,
    used_for_auth: channel.usedForAuth,
  } satisfies ContactChannelJson;
}
