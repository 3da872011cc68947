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
export {
  SERVER_USER_FIELDS,
  type ServerUserCreate,
  type ServerUserUpdate,
} from "./entities/server-user-update.js";
export type { ServerTeam } from "./entities/team.js";
export type { ServerUserFields } from "./entities/user.js";
export { createTokenStore, type TokenStoreInit } from "./session/create-token-store.js";
export {
  type RequestLike,
  readRequestTokens,
  requestTokenStore,
} from "./session/request-token-store.js";
export {
  type ServerTeamJson,
  type ServerUserJson,
  serverTeamJsonSchema,
  serverUserJsonSchema,
} from "./wire/server-users.js";
