// @app/core/server: the server app. Never import this entry from browser code.

export type { ListUsersOptions } from "./apps/list-users.js";
export {
  DEFAULT_SESSION_EXPIRY_MS,
  type ServerGetUserOptions,
  StackServerApp,
  type StackServerAppOptions,
  type UserPage,
} from "./apps/server-app.js";
export type {
  CreateSessionOptions,
  CurrentServerUser,
  ServerUser,
  SessionTokens,
} from "./entities/server-user.js";
export type { ServerUserCreate, ServerUserUpdate } from "./entities/server-user-update.js";
export type { ServerTeam } from "./entities/team.js";
export type { ServerUserFields } from "./entities/user.js";
export type { TokenStoreInit } from "./session/create-token-store.js";
export type { RequestLike } from "./session/request-token-store.js";
