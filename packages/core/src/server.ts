// @app/core/server: the server app. Never import this entry from browser code.

import type { StackAdminApp } from "./apps/admin-app.js";
import { provideAdminModule } from "./apps/admin-module.js";

// The projects a user owns come with admin apps (`user.listOwnedProjects()`). The apps below the
// admin app cannot import it, so it is passed in here (apps/admin-module.ts): its module, a lazy
// chunk in a browser bundle (package.json lists this entry as a side effect, so that bundlers keep
// the call), and its type (apps/public-types.ts).
provideAdminModule(() => import("./apps/admin-app.js"));
declare global {
  interface AppCoreTypes {
    adminApp(): StackAdminApp;
  }
}

export type { CurrentServerUser } from "./apps/public-types.js";
export type { RedactedAppView } from "./apps/redacted-view.js";
export {
  DEFAULT_SESSION_EXPIRY_MS,
  type GetTeamByApiKeyOptions,
  type GetUserByApiKeyOptions,
  type ServerGetUserOptions,
  StackServerApp,
  /** The reference SDK's newer name of {@link StackServerApp}. */
  StackServerApp as HexclaveServerApp,
  type StackServerAppOptions,
  type TeamPage,
  type UserPage,
} from "./apps/server-app.js";
export type {
  CreateOAuthProviderOptions,
  ServerOAuthProvider,
  ServerOAuthProviderUpdateOptions,
} from "./resources/connected-accounts/oauth-provider.js";
export type {
  ServerContactChannel,
  ServerContactChannelCreateOptions,
  ServerContactChannelUpdateOptions,
} from "./resources/contact-channels/contact-channel.js";
export type { ServerListTeamsOptions } from "./resources/teams/list-teams.js";
export type { ServerTeamFields } from "./resources/teams/team.js";
export type { ServerTeamCreateOptions, ServerTeamUpdateOptions } from "./resources/teams/update.js";
export type { ServerUserPermissionMethods } from "./resources/teams/user-methods.js";
export type { AccessTokenClaims } from "./resources/tokens/claims.js";
export type { TokenPartialUser } from "./resources/tokens/partial-user.js";
export type { GetPartialUserOptions } from "./resources/tokens/server.js";
export type { ServerUserFields } from "./resources/users/fields.js";
export type { ListUsersOptions } from "./resources/users/list-users.js";
export type { ServerUserCreate, ServerUserUpdate } from "./resources/users/server-update.js";
export type {
  CreateSessionOptions,
  ServerTeam,
  ServerTeamUser,
  ServerUser,
  ServerUserTeamMethods,
  SessionTokens,
} from "./resources/users/server-user.js";
export type { ClientTokenStoreInit } from "./session/client-token-store.js";
export type { TokenStoreInit } from "./session/create-token-store.js";
export type { RequestLike } from "./session/request-token-store.js";
