import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { assertRequired, type FieldSpec, toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import { changed, type Mutation } from "../kit/changes.js";
import * as api from "./api.js";
import { verificationCallbackUrl } from "./callback-url.js";
import {
  type ContactChannel,
  type ContactChannelCreateOptions,
  contactChannelFieldsFromJson,
  type SendVerificationEmailOptions,
} from "./contact-channel.js";
import { CHANNEL_CREATE_FIELDS, CHANNEL_UPDATE_FIELDS, REQUIRED_CREATE_OPTIONS } from "./update.js";
import type { ContactChannelJson } from "./wire.js";

/** Whose channels an operation acts on, and how it may. */
export interface ChannelOwner {
  context: AppContext;
  /** The signed-in user's session (client access), or null (server access, secret key). */
  session: Session | null;
  userId: string;
  /** How requests name the user: `me` for a client, the id for a server. */
  pathUserId: string;
  /** The fields `update()` takes. */
  updateFields: Record<string, FieldSpec>;
}

/**
 * After a change: the owner's list reloads, their received team invitations (sent to their
 * verified addresses), and, when their primary e-mail moved, the user (whose access token carries
 * stale e-mail claims).
 */
function channelsChanged(
  owner: ChannelOwner,
  mutation: Mutation & `contactChannel.${string}`,
  primaryTouched: boolean,
): void {
  changed(owner.context, mutation, owner.userId, owner.session ?? "server", owner.pathUserId);
  if (primaryTouched) {
    owner.session?.markStale();
    changed(owner.context, "user.update");
  }
}

/** Wraps a channel's JSON with the actions its owner may take. */
export function channelFromJson(owner: ChannelOwner, json: ContactChannelJson): ContactChannel {
  const { context, session, pathUserId } = owner;
  return {
    ...contactChannelFieldsFromJson(json),
    sendVerificationEmail: async (options?: SendVerificationEmailOptions) => {
      const url = verificationCallbackUrl(context, options?.callbackUrl, "sendVerificationEmail()");
      try {
        await api.sendChannelVerificationCode(context.http, session, pathUserId, json.id, url);
      } catch (error) {
        // As in the reference SDK: an address already verified needs no e-mail, and is no error.
        if (!KnownError.hasCode(error, "EMAIL_ALREADY_VERIFIED")) throw error;
      }
    },
    update: async (data) => {
      const body = toWire(data, owner.updateFields, "contactChannel.update()");
      const updated = await api.updateContactChannelJson(
        context.http,
        session,
        pathUserId,
        json.id,
        body,
      );
      channelsChanged(owner, "contactChannel.update", json.is_primary || updated.is_primary);
    },
    delete: async () => {
      await api.deleteContactChannelJson(context.http, session, pathUserId, json.id);
      channelsChanged(owner, "contactChannel.delete", json.is_primary);
    },
  };
}

/** The owner's channels, oldest first, cached per user and view. */
export const channelsQuery = (owner: ChannelOwner): Query<ContactChannel[]> => ({
  key: keys.contactChannels(owner.userId, owner.session ?? "server"),
  load: async () => {
    const { context, session, pathUserId } = owner;
    const items = await api.listContactChannelsJson(context.http, session, pathUserId);
    return items.map((json) => channelFromJson(owner, json));
  },
});

/** Adds a channel to the owner, checked against `fields` before the request. */
export async function createChannel(
  owner: ChannelOwner,
  options: ContactChannelCreateOptions,
  fields: Record<string, FieldSpec> = CHANNEL_CREATE_FIELDS,
): Promise<ContactChannel> {
  const body = toWire(options, fields, "createContactChannel()");
  assertRequired(options, REQUIRED_CREATE_OPTIONS, "createContactChannel()");
  const json = await api.createContactChannelJson(owner.context.http, owner.session, {
    ...body,
    user_id: owner.pathUserId,
  });
  channelsChanged(owner, "contactChannel.create", json.is_primary);
  return channelFromJson(owner, json);
}

/** The signed-in user as the owner of their channels. */
function clientOwner(context: AppContext, session: Session, userId: string): ChannelOwner {
  return { context, session, userId, pathUserId: "me", updateFields: CHANNEL_UPDATE_FIELDS };
}

/** `user.listContactChannels()`: the signed-in user's e-mail addresses, oldest first. */
export const contactChannelsQuery = (
  context: AppContext,
  session: Session,
  userId: string,
): Query<ContactChannel[]> => channelsQuery(clientOwner(context, session, userId));

/** `user.createContactChannel()`: adds an e-mail address to the signed-in user. */
export function createContactChannel(
  context: AppContext,
  session: Session,
  userId: string,
  options: ContactChannelCreateOptions,
): Promise<ContactChannel> {
  return createChannel(clientOwner(context, session, userId), options);
}

/**
 * `user.sendVerificationEmail()`: e-mails a verification link to the primary e-mail. An address
 * already verified is returned as the error, not thrown; a user without a primary e-mail cannot
 * send one (an Error, before any request).
 */
export async function sendPrimaryEmailVerification(
  context: AppContext,
  session: Session,
  primaryEmail: string | null,
  options: SendVerificationEmailOptions = {},
): Promise<KnownErrors["EmailAlreadyVerified"] | undefined> {
  if (primaryEmail === null) {
    throw new Error("sendVerificationEmail(): the user has no primary e-mail to verify.");
  }
  const url = verificationCallbackUrl(context, options.callbackUrl, "sendVerificationEmail()");
  try {
    await api.sendPrimaryEmailVerificationCode(context.http, session, primaryEmail, url);
    return undefined;
  } catch (error) {
    if (KnownError.hasCode(error, "EMAIL_ALREADY_VERIFIED")) {
      return error as KnownErrors["EmailAlreadyVerified"];
    }
    throw error;
  }
}

/**
 * `app.verifyEmail(code)`: redeems the code of a verification link (the `code` query parameter).
 * A wrong, used or expired code is an error result; on success the channels and the user reload.
 */
export async function verifyEmail(
  context: AppContext,
  code: string,
): Promise<Result<undefined, KnownErrors["VerificationCodeError"]>> {
  // Any string goes to the service, as @stackframe/js sends it: an empty one is its SCHEMA_ERROR.
  if (typeof code !== "string") {
    throw new TypeError(`verifyEmail: code must be a string; got ${JSON.stringify(code)}.`);
  }
  try {
    await api.verifyEmailCode(context.http, code);
  } catch (error) {
    if (KnownError.hasCode(error, "VERIFICATION_ERROR")) {
      return fail(error as KnownErrors["VerificationCodeError"]);
    }
    throw error;
  }
  // Whose address it was is not known here: every list reloads, and the signed-in user.
  context.session?.markStale();
  changed(context, "email.verify");
  return ok(undefined);
}
