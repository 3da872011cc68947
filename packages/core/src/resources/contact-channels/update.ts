import * as v from "valibot";
import { emailSchema } from "../../schemas/formats.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import type {
  ContactChannelCreateOptions,
  ContactChannelUpdateOptions,
} from "./contact-channel.js";
import { CONTACT_CHANNEL_TYPES } from "./wire.js";

/** The fields of `contactChannel.update()`. */
export const CHANNEL_UPDATE_FIELDS: Record<keyof ContactChannelUpdateOptions, FieldSpec> = {
  value: ["value", emailSchema],
  usedForAuth: ["used_for_auth", v.boolean()],
  isPrimary: ["is_primary", v.boolean()],
};

/** The fields of `user.createContactChannel()`. */
export const CHANNEL_CREATE_FIELDS: Record<keyof ContactChannelCreateOptions, FieldSpec> = {
  ...CHANNEL_UPDATE_FIELDS,
  type: ["type", v.picklist(CONTACT_CHANNEL_TYPES)],
};

/** The options a new channel must have. */
export const REQUIRED_CREATE_OPTIONS = ["value", "type", "usedForAuth"] as const;
