import type { QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { serverUserApiKeysQuery } from "../api-keys/server.js";
import { serverAccountQueries } from "../connected-accounts/server.js";
import { serverContactChannelsQuery } from "../contact-channels/server.js";
import { activeSessionsQuery } from "../sessions/active-sessions.js";
import type { ServerUserJson } from "./server-wire.js";

/**
 * The getters of a `ServerUser` beyond teams and permissions (those have tables of their own),
 * each `(context, json, …args)` to its query: `serverUser.listContactChannels()` and its hook
 * twin `serverUser.useContactChannels()` are made from `listContactChannels` here.
 *
 * @example
 * ```ts
 * const user = { ...getters(context.cache, serverUserQueries, ["listApiKeys"], context, json) };
 * await user.listApiKeys();
 * ```
 */
export const serverUserQueries = {
  listContactChannels: (context: AppContext, json: ServerUserJson) =>
    serverContactChannelsQuery(context, json.id),
  ...serverAccountQueries,
  listApiKeys: (context: AppContext, json: ServerUserJson) =>
    serverUserApiKeysQuery(context, json.id),
  getActiveSessions: (context: AppContext, json: ServerUserJson) =>
    activeSessionsQuery(context, { userId: json.id, session: null }),
} satisfies Record<string, QueryFn>;
