// @app/next under the `react-server` condition: what Next.js's server components, route handlers,
// server actions and middleware import. No module here is marked "use client": the apps (with
// Next.js's defaults: the request's cookies, `redirect()`), the server `StackProvider`,
// `StackHandler`, `stackMiddleware`, errors and types import as themselves; the components and
// hooks of @app/react and @app/ui arrive as client references (their modules are "use client").
// Names given here win over the same names of the `export *` lines.
export * from "@app/core";
export * from "@app/core/admin";
export * from "@app/core/server";
export * from "@app/react";
export * from "@app/ui";
export type { StackProviderProps } from "./client/stack-provider.js";
export { nextPresets } from "./presets.js";
export {
  StackAdminApp as HexclaveAdminApp,
  StackAdminApp,
  StackClientApp as HexclaveClientApp,
  StackClientApp,
  StackServerApp as HexclaveServerApp,
  StackServerApp,
} from "./server/apps.js";
export { type StackMiddlewareHandler, stackMiddleware } from "./server/middleware.js";
export { StackProvider as HexclaveProvider, StackProvider } from "./server/stack-provider.js";
export {
  StackHandler as HexclaveHandler,
  StackHandler,
  type StackHandlerProps,
} from "./stack-handler.js";
