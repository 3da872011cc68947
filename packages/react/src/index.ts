// @app/react: what code written for @stackframe/react imports from it (but the UI components,
// which are @app/ui's): the apps, whose objects carry a hook twin of every getter
// (`app.useProject()`, `user.useTeams()`, `team.useUsers()`…), the provider, `useStackApp`,
// `useUser`, and the core's types and errors. Browser bundles resolve browser.ts instead, the
// same exports without the server and admin apps' code.
// Each entry re-exports the core itself: a re-export in a bundled module would become a namespace
// object, which keeps the whole core in the bundle.
export * from "@app/core";
export * from "@app/core/admin";
export * from "@app/core/server";
export * from "./common.js";
