// @app/react in a browser bundle (package.json's `browser` condition, which esbuild, Vite and
// webpack pick for browser builds): index.ts's exports, with the server and admin apps replaced by
// classes that refuse to be built (server-apps-browser.ts). Types come from index.ts's build.
// Each entry re-exports the core itself: a re-export in a bundled module would become a namespace
// object, which keeps the whole core in the bundle.
export * from "@app/core";
export * from "./common.js";
export {
  DEFAULT_SESSION_EXPIRY_MS,
  StackAdminApp as HexclaveAdminApp,
  StackAdminApp,
  StackServerApp as HexclaveServerApp,
  StackServerApp,
} from "./server-apps-browser.js";
