import type { ContactChannelJson } from "./wire.js";

/** The fields of a contact channel, whoever reads it (SPEC.md section 3). */
export interface ContactChannelFields {
  /** The contact channel's id. */
  readonly id: string;
  /** The e-mail address. */
  readonly value: string;
  /** The kind of channel: only `"email"` for now. */
  readonly type: "email";
  /** The primary channel is the user's primary e-mail; a user has at most one. */
  readonly isPrimary: boolean;
  /** Whether the address is verified. */
  readonly isVerified: boolean;
  /** Whether the address signs in (password, magic link); unique among a project's users. */
  readonly usedForAuth: boolean;
}

/**
 * Options of `user.createContactChannel()`.
 *
 * @example
 * ```ts
 * await user.createContactChannel({ type: "email", value: "ada@example.com", usedForAuth: true });
 * ```
 */
export interface ContactChannelCreateOptions {
  /** An e-mail address. */
  value: string;
  /** Only `"email"` exists. */
  type: "email";
  /** Whether the user may sign in with the address. */
  usedForAuth: boolean;
  /** Makes it the user's primary e-mail; the previous primary channel stays, not primary. */
  isPrimary?: boolean;
}

/**
 * Options of `contactChannel.update()`. A new value is unverified.
 *
 * @example
 * ```ts
 * await channel.update({ isPrimary: true });
 * ```
 */
export interface ContactChannelUpdateOptions {
  /** Whether the user may sign in with the address. */
  usedForAuth?: boolean;
  /** The new address (it needs verifying again). */
  value?: string;
  /** Makes the address the user's primary one. */
  isPrimary?: boolean;
}

/**
 * The server may also say whether the address is verified.
 *
 * @example
 * ```ts
 * await serverUser.createContactChannel({ type: "email", value: "ada@example.com", usedForAuth: true, isVerified: true });
 * ```
 */
export interface ServerContactChannelCreateOptions extends ContactChannelCreateOptions {
  /** Whether the address counts as verified without an e-mail. */
  isVerified?: boolean;
}

/**
 * The server may also say whether the address is verified.
 *
 * @example
 * ```ts
 * await channel.update({ isVerified: true });
 * ```
 */
export interface ServerContactChannelUpdateOptions extends ContactChannelUpdateOptions {
  /** Whether the address counts as verified. */
  isVerified?: boolean;
}

/**
 * Options of sending a verification e-mail.
 *
 * @example
 * ```ts
 * await channel.sendVerificationEmail({ callbackUrl: "/verified" });
 * ```
 */
export interface SendVerificationEmailOptions {
  /**
   * The page the e-mailed link opens, with the code as its `code` parameter (a trusted URL of the
   * project). Default: the e-mail verification handler page of the current origin.
   */
  callbackUrl?: string;
}

/**
 * An e-mail address of the signed-in user, with what the user may do to it.
 *
 * @example
 * ```ts
 * const channels = await user.listContactChannels();
 * const work = channels.find((channel) => channel.value === "ada@work.example");
 * await work?.update({ isPrimary: true });
 * ```
 */
export interface ContactChannel extends ContactChannelFields {
  /**
   * E-mails a verification link to the address. An address already verified sends nothing and
   * resolves all the same, as in the reference SDK.
   */
  sendVerificationEmail(options?: SendVerificationEmailOptions): Promise<void>;
  /** Changes the channel; the user's list (and primary e-mail, if it changed) reloads. */
  update(data: ContactChannelUpdateOptions): Promise<void>;
  /** Removes the channel; removing the primary one leaves the user without a primary e-mail. */
  delete(): Promise<void>;
}

/**
 * A contact channel of any user, as the server manages it: it may also mark it verified.
 *
 * @example
 * ```ts
 * const [channel] = await serverUser.listContactChannels();
 * await channel?.update({ isVerified: true });
 * ```
 */
export interface ServerContactChannel extends Omit<ContactChannel, "update"> {
  /** Changes the channel, its verification included. */
  update(data: ServerContactChannelUpdateOptions): Promise<void>;
}

/** Maps the wire form of a channel. */
export function contactChannelFieldsFromJson(json: ContactChannelJson): ContactChannelFields {
  return {
    id: json.id,
    value: json.value,
    type: json.type,
    isPrimary: json.is_primary,
    isVerified: json.is_verified,
    usedForAuth: json.used_for_auth,
  };
}
