import * as v from "valibot";
import type { FieldSpec } from "../../schemas/to-wire.js";
import type {
  ServerContactChannelCreateOptions,
  ServerContactChannelUpdateOptions,
} from "./contact-channel.js";
import { CHANNEL_CREATE_FIELDS, CHANNEL_UPDATE_FIELDS } from "./update.js";

/** The server's fields of an update. */
export const SERVER_CHANNEL_UPDATE_FIELDS: Record<
  keyof ServerContactChannelUpdateOptions,
  FieldSpec
> = { ...CHANNEL_UPDATE_FIELDS, isVerified: ["is_verified", v.boolean()] };

/** The server's fields of a new channel. */
export const SERVER_CHANNEL_CREATE_FIELDS: Record<
  keyof ServerContactChannelCreateOptions,
  FieldSpec
> = { ...CHANNEL_CREATE_FIELDS, isVerified: ["is_verified", v.boolean()] };
