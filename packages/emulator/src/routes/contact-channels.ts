import { KnownErrors } from "@app/core/errors";
import {
  channelSendCodeRequestSchema,
  channelVerifyRequestSchema,
  clientChannelCreateRequestSchema,
  clientChannelUpdateRequestSchema,
  primaryEmailSendCodeRequestSchema,
  serverChannelCreateRequestSchema,
  serverChannelUpdateRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import { createChannel, deleteChannel, updateChannel } from "../actions/save-contact-channel.js";
import { sendChannelVerification, verifyChannelCode } from "../actions/verify-contact-channel.js";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { targetUser } from "../http/target-user.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import {
  type ChannelCreate,
  channelListQuerySchema,
  channelParamsSchema,
} from "../schemas/contact-channels.js";
import { contactChannelJson } from "../serialize/contact-channel-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import { findChannel, primaryChannel } from "../store/contact-channel-store.js";

/** The message of a client naming another user, per action (a 403 in plain text). */
const forbidden = (action: string) =>
  `Client can only ${action} contact channels for their own user.`;

/**
 * Contact channels (WIRE.md section 6): a user's e-mail addresses, the primary one being the
 * user's primary e-mail. Client access acts on the signed-in user only; server and admin access
 * on any user, and may set `is_verified`. Verification e-mails go to the outbox with a link to
 * the caller's `callback_url` carrying the code.
 */
export function registerContactChannelRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const isClient = (auth: ProjectAuth) => auth.accessType === "client";

  api.get("/contact-channels", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, channelListQuerySchema);
    const users =
      query.user_id === undefined && !isClient(auth)
        ? services.store.users.list(auth.project.id, { includeAnonymous: true })
        : [targetUser(services, auth, query.user_id ?? "", forbidden("list"))];
    const items = users.flatMap((user) =>
      user.contactChannels
        .filter((channel) => !query.contact_channel_id || channel.id === query.contact_channel_id)
        .map((channel) => contactChannelJson(user.id, channel)),
    );
    return json(c, { items, is_paginated: false });
  });

  api.post("/contact-channels", async (c) => {
    const auth = requireAccess(c, "client");
    const body: ChannelCreate = await readBody(
      c,
      isClient(auth) ? clientChannelCreateRequestSchema : serverChannelCreateRequestSchema,
    );
    const user = targetUser(services, auth, body.user_id, forbidden("create"));
    const channel = createChannel(services, auth.project, user, {
      value: body.value,
      usedForAuth: body.used_for_auth,
      isPrimary: body.is_primary,
      isVerified: body.is_verified,
    });
    return json(c, contactChannelJson(user.id, channel), 201);
  });

  /**
   * The user and channel of the path, or the service's plain text: 400 "Contact channel not found"
   * to a change (update, delete), 404 "Contact channel not found." otherwise.
   */
  const channelOf = (
    auth: ProjectAuth,
    params: { user_id: string; contact_channel_id: string },
    action: string,
  ) => {
    const user = targetUser(services, auth, params.user_id, forbidden(action));
    const channel = findChannel(user, params.contact_channel_id);
    if (!channel) {
      if (action === "update" || action === "delete") {
        throw new StatusError(400, "Contact channel not found");
      }
      throw new StatusError(404, "Contact channel not found.");
    }
    return { user, channel };
  };

  api.get("/contact-channels/:user_id/:contact_channel_id", (c) => {
    const auth = requireAccess(c, "client");
    const { user, channel } = channelOf(auth, readParams(c, channelParamsSchema), "read");
    return json(c, contactChannelJson(user.id, channel));
  });

  api.patch("/contact-channels/:user_id/:contact_channel_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, channelParamsSchema);
    const body = await readBody(
      c,
      isClient(auth) ? clientChannelUpdateRequestSchema : serverChannelUpdateRequestSchema,
    );
    const { user, channel } = channelOf(auth, params, "update");
    updateChannel(services, auth.project, user, channel, body);
    return json(c, contactChannelJson(user.id, channel));
  });

  api.delete("/contact-channels/:user_id/:contact_channel_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, channelParamsSchema);
    await readBody(c, emptyBodySchema);
    const { user, channel } = channelOf(auth, params, "delete");
    deleteChannel(user, channel);
    return json(c, { success: true });
  });

  api.post("/contact-channels/:user_id/:contact_channel_id/send-verification-code", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, channelParamsSchema);
    const body = await readBody(c, channelSendCodeRequestSchema);
    const { user, channel } = channelOf(auth, params, "verify");
    sendChannelVerification(services, auth.project, user, channel, body.callback_url);
    return json(c, { success: true });
  });

  // Deprecated by the per-channel route, still sent by `user.sendVerificationEmail()`.
  api.post("/contact-channels/send-verification-code", async (c) => {
    // Who asks comes before what they sent, as on the service.
    const { user, project } = requireUser(requireAccess(c, "client"));
    const body = await readBody(c, primaryEmailSendCodeRequestSchema);
    const primary = primaryChannel(user);
    if (!primary || primary.value !== body.email) {
      throw new KnownErrors.EmailIsNotPrimaryEmail({
        email: body.email,
        primary_email: primary?.value ?? null,
      });
    }
    sendChannelVerification(services, project, user, primary, body.callback_url);
    return json(c, { success: true });
  });

  api.post("/contact-channels/verify", async (c) => {
    const { project } = requireAccess(c, "client");
    const { code } = await readBody(c, channelVerifyRequestSchema);
    verifyChannelCode(services, project, code, { consume: true });
    return json(c, { success: true });
  });

  api.post("/contact-channels/verify/check-code", async (c) => {
    const { project } = requireAccess(c, "client");
    const { code } = await readBody(c, channelVerifyRequestSchema);
    verifyChannelCode(services, project, code, { consume: false });
    return json(c, { is_code_valid: true });
  });
}
