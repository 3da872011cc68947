import { newId } from "./random.js";

/**
 * One contact channel of a user: an e-mail address (the only type). A user's primary e-mail IS
 * its primary channel: `primary_email`, `primary_email_verified` and
 * `primary_email_auth_enabled` are read from it, and changing them changes it.
 */
export interface ContactChannelRecord {
  id: string;
  type: "email";
  value: string;
  isVerified: boolean;
  isPrimary: boolean;
  /** Whether the address signs in (password, magic link); unique among a project's users. */
  usedForAuth: boolean;
  /** Lists are in creation order. */
  createdAtMillis: number;
}

/** What holds contact channels: a user record. */
export interface HasContactChannels {
  contactChannels: ContactChannelRecord[];
}

/** The fields a new channel may be given; the flags default to false. */
export interface NewContactChannel {
  value: string;
  isVerified?: boolean | undefined;
  isPrimary?: boolean | undefined;
  usedForAuth?: boolean | undefined;
}

/**
 * A new e-mail channel, not yet attached to a user.
 *
 * @example
 * ```ts
 * user.contactChannels.push(newContactChannel({ value: "ada@example.com" }, clock.now()));
 * ```
 */
export function newContactChannel(input: NewContactChannel, now: number): ContactChannelRecord {
  return {
    id: newId(),
    type: "email",
    value: input.value,
    isVerified: input.isVerified ?? false,
    isPrimary: input.isPrimary ?? false,
    usedForAuth: input.usedForAuth ?? false,
    createdAtMillis: now,
  };
}

/**
 * The user's primary channel: their primary e-mail, its verification and whether it signs in.
 *
 * @example
 * ```ts
 * const email = primaryChannel(user)?.value ?? null;
 * ```
 */
export function primaryChannel(user: HasContactChannels): ContactChannelRecord | undefined {
  return user.contactChannels.find((channel) => channel.isPrimary);
}

/** The user's channel with this id. */
export function findChannel(
  user: HasContactChannels,
  id: string,
): ContactChannelRecord | undefined {
  return user.contactChannels.find((channel) => channel.id === id);
}

/** Makes `channel` the user's only primary channel. */
export function makePrimary(user: HasContactChannels, channel: ContactChannelRecord): void {
  for (const other of user.contactChannels) other.isPrimary = other === channel;
}
