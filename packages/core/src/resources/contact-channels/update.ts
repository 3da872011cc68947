import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import type {
  ContactChannelCreateOptions,
  ContactChannelUpdateOptions,
} from "./contact-channel.js";
import { clientChannelCreateEntries, clientChannelUpdateEntries } from "./requests.js";

/** The fields of `contactChannel.update()`: the rules of `requests.ts`. */
export const CHANNEL_UPDATE_FIELDS: Record<keyof ContactChannelUpdateOptions, FieldSpec> =
  optionFields(clientChannelUpdateEntries, {
    value: "value",
    usedForAuth: "used_for_auth",
    isPrimary: "is_primary",
  });

/** The fields of `user.createContactChannel()`. */
export const CHANNEL_CREATE_FIELDS: Record<keyof ContactChannelCreateOptions, FieldSpec> =
  optionFields(clientChannelCreateEntries, {
    value: "value",
    usedForAuth: "used_for_auth",
    isPrimary: "is_primary",
    type: "type",
  });

/** The options a new channel must have. */
export const REQUIRED_CREATE_OPTIONS = ["value", "type", "usedForAuth"] as const;
