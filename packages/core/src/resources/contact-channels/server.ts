import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { type ChannelOwner, channelsQuery, createChannel } from "./client.js";
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
export const serverContactChannelsQuery = (
  context: AppContext,
  userId: string,
): Query<ServerContactChannel[]> =>
  channelsQuery(serverOwner(context, userId)) as Query<ServerContactChannel[]>;

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
