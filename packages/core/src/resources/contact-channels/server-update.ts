import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import type {
  ServerContactChannelCreateOptions,
  ServerContactChannelUpdateOptions,
} from "./contact-channel.js";
import { serverChannelCreateEntries, serverChannelUpdateEntries } from "./server-requests.js";
import { CHANNEL_CREATE_FIELDS, CHANNEL_UPDATE_FIELDS } from "./update.js";

/** The server's fields of an update: the rules of `server-requests.ts`. */
export const SERVER_CHANNEL_UPDATE_FIELDS: Record<
  keyof ServerContactChannelUpdateOptions,
  FieldSpec
> = {
  ...CHANNEL_UPDATE_FIELDS,
  ...optionFields(serverChannelUpdateEntries, { isVerified: "is_verified" }),
};

/** The server's fields of a new channel. */
export const SERVER_CHANNEL_CREATE_FIELDS: Record<
  keyof ServerContactChannelCreateOptions,
  FieldSpec
> = {
  ...CHANNEL_CREATE_FIELDS,
  ...optionFields(serverChannelCreateEntries, { isVerified: "is_verified" }),
};
