import { KnownErrors } from "@app/core/errors";
import { StatusError } from "../http/status-error.js";
import type { ChannelUpdate } from "../schemas/contact-channels.js";
import type { EmulatorServices } from "../services/context.js";
import {
  type ContactChannelRecord,
  makePrimary,
  newContactChannel,
} from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import { sameEmail, type UserRecord } from "../store/user-store.js";

/** A new channel's fields, from `POST /contact-channels`. */
export interface ChannelInput {
  value: string;
  usedForAuth: boolean;
  isPrimary?: boolean | undefined;
  isVerified?: boolean | undefined;
}

/** Refuses a second channel of the same user with the same address. */
function assertNoTwin(user: UserRecord, value: string, except?: ContactChannelRecord): void {
  const twin = user.contactChannels.find(
    (channel) => channel !== except && sameEmail(channel.value, value),
  );
  if (twin) throw new StatusError(400, "Contact channel already exists");
}

/** Refuses an address that another user of the project signs in with. */
function assertFreeForAuth(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  value: string,
): void {
  const owner = services.store.users.findByAuthEmail(project.id, value);
  if (owner && owner.id !== user.id) {
    throw new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({
      type: "email",
      contact_channel_value: value,
    });
  }
}

/**
 * Adds a channel to a user. A channel used for auth must be free among the project's other users
 * (CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE); a primary one becomes the user's
 * primary e-mail, and the previous primary channel stays as a secondary one.
 */
export function createChannel(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  input: ChannelInput,
): ContactChannelRecord {
  assertNoTwin(user, input.value);
  if (input.usedForAuth) assertFreeForAuth(services, project, user, input.value);
  const channel = newContactChannel(input, services.clock.now());
  user.contactChannels.push(channel);
  if (channel.isPrimary) makePrimary(user, channel);
  return channel;
}

/**
 * Changes a channel. A new address is unverified unless `is_verified` says otherwise; making a
 * channel primary unsets the previous primary channel, unsetting it leaves the user without a
 * primary e-mail.
 */
export function updateChannel(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  channel: ContactChannelRecord,
  update: ChannelUpdate,
): ContactChannelRecord {
  const value = update.value ?? channel.value;
  const valueChanged = !sameEmail(value, channel.value);
  const usedForAuth = update.used_for_auth ?? channel.usedForAuth;
  if (valueChanged) assertNoTwin(user, value, channel);
  if (usedForAuth && (valueChanged || !channel.usedForAuth)) {
    assertFreeForAuth(services, project, user, value);
  }
  channel.value = value;
  channel.usedForAuth = usedForAuth;
  channel.isVerified = update.is_verified ?? (valueChanged ? false : channel.isVerified);
  if (update.is_primary === true) makePrimary(user, channel);
  if (update.is_primary === false) channel.isPrimary = false;
  return channel;
}

/** Removes a channel; removing the primary one leaves the user without a primary e-mail. */
export function deleteChannel(user: UserRecord, channel: ContactChannelRecord): void {
  user.contactChannels = user.contactChannels.filter((other) => other !== channel);
}
