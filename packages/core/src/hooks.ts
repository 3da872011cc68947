// `@app/core/hooks`: what a UI binding needs to give the core's getters their hook twins, and
// nothing else. `@app/react` registers its hooks through it: a narrow entry, since esbuild puts
// into a page's first load every module a barrel such as `@app/core/internal` reaches that some
// lazy chunk also uses, even when the page uses none of it.
// The types are those a binding types its hook twins from, and those it merges them onto
// (`@app/react`'s hook-types.ts augments this module, never the public entries, so that a
// documentation tool reading both packages' sources sees each entry's exports as the core
// declares them; the core's own types declare no hook).

export type { StackAdminApp } from "./apps/admin-app.js";
export type { AppTokens } from "./apps/app-tokens.js";
export type { StackClientApp } from "./apps/client-app.js";
export type { StackServerApp } from "./apps/server-app.js";
export { useAppNavigate } from "./apps/use-navigate.js";
export {
  type HookAdapter,
  type HookNameOf,
  type HooksOf,
  registerHookAdapter,
} from "./cache/hook-adapter.js";
export { track } from "./cache/keyed-cache.js";
export { type Query, queryStore } from "./cache/query.js";
export type {
  DeprecatedOAuthConnection,
  OAuthConnection,
} from "./resources/connected-accounts/oauth-provider.js";
export type { AdminProject } from "./resources/projects/admin-project.js";
export type { Team, TeamGetters } from "./resources/teams/team.js";
export type { UserPermissionMethods, UserTeamMethods } from "./resources/teams/user-methods.js";
export type {
  CurrentSession,
  CurrentUserGetters,
  CurrentUserOf,
  UserGettersOf,
} from "./resources/users/current-user.js";
export type { ServerTeam, ServerUser, ServerUserGetters } from "./resources/users/server-user.js";
