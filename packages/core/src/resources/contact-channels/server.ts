import type { AppContext } from "../../apps/context.js";
import { type ChannelOwner, createChannel, listChannels } from "./client.js";
import type { ServerContactChannel, ServerContactChannelCreateOptions } from "./contact-channel.js";
import { SERVER_CHANNEL_CREATE_FIELDS, SERVER_CHANNEL_UPDATE_FIELDS } from "./server-update.js";

/** Any user as the owner of their channels, with server access. */
function serverOwner(context: AppContext, userId: string): ChannelOwner {
  return {
    context,
    session: null,
    userId,
    pathUserId: userId,
    updateFields: SERVER_CHANNEL_UPDATE_FIELDS,
  };
}

/** `serverUser.listContactChannels()`: any user's e-mail addresses, oldest first. */
export async function listServerContactChannels(
  context: AppContext,
  userId: string,
): Promise<ServerContactChannel[]> {
  return (await listChannels(serverOwner(context, userId))) as ServerContactChannel[];
}

/** `serverUser.createContactChannel()`: adds an address to any user, verified if so told. */
export async function createServerContactChannel(
  context: AppContext,
  userId: string,
  options: ServerContactChannelCreateOptions,
): Promise<ServerContactChannel> {
  const owner = serverOwner(context, userId);
  return (await createChannel(
    owner,
    options,
    SERVER_CHANNEL_CREATE_FIELDS,
  )) as ServerContactChannel;
}
