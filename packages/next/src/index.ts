// @app/next for client components (Next.js's server render of them, and the browser): the same
// names as the `react-server` entry (index.react-server.ts). The apps navigate with Next.js's
// router and keep the session in the browser's cookies; `StackProvider` takes an app. Browser
// bundles get @app/react's browser build, whose server and admin apps refuse to be built.
// Names given here win over the same names of the `export *` lines.
export * from "@app/react";
export * from "@app/ui";
export { StackClientApp as HexclaveClientApp, StackClientApp } from "./client/client-app.js";
export {
  StackProvider as HexclaveProvider,
  StackProvider,
  type StackProviderProps,
} from "./client/stack-provider.js";
export { type StackMiddlewareHandler, stackMiddleware } from "./middleware-elsewhere.js";
export { nextPresets } from "./presets.js";
export {
  StackHandler as HexclaveHandler,
  StackHandler,
  type StackHandlerProps,
} from "./stack-handler.js";
