// `@app/core/hooks`: what a UI binding needs to give the core's getters their hook twins, and
// nothing else. `@app/react` registers its hooks through it: a narrow entry, since esbuild puts
// into a page's first load every module a barrel such as `@app/core/internal` reaches that some
// lazy chunk also uses, even when the page uses none of it.
// The types are those a binding types its hook twins from (`@app/react`'s hook-types.ts merges
// them onto the core's classes and objects; the core's own types declare no hook).

export type { AppTokens } from "./apps/app-tokens.js";
export { useAppNavigate } from "./apps/use-navigate.js";
export {
  type HookAdapter,
  type HookNameOf,
  type HooksOf,
  registerHookAdapter,
} from "./cache/hook-adapter.js";
export { track } from "./cache/keyed-cache.js";
export { type Query, queryStore } from "./cache/query.js";
export type { TeamGetters } from "./resources/teams/team.js";
export type {
  CurrentUserGetters,
  CurrentUserOf,
  UserGettersOf,
} from "./resources/users/current-user.js";
export type { ServerUserGetters } from "./resources/users/server-user.js";
