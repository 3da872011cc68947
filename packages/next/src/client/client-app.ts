import { StackClientApp as CoreClientApp, type StackClientAppOptions } from "@app/core";
import { refuseLoads } from "@app/core/internal";
import { withPresets } from "../presets.js";
import { routerNavigator } from "./router-navigator.js";
import { RenderInBrowser, serverRenderTokenStore } from "./server-render.js";

/**
 * The browser build's options with Next.js's defaults: the presets of `NEXT_PUBLIC_STACK_…`,
 * `tokenStore: "nextjs-cookie"` (the browser's cookies; while a server renders, a store that
 * holds no tokens) and `redirectMethod: "nextjs"` (Next.js's router).
 */
export function nextClientOptions(options: StackClientAppOptions): StackClientAppOptions {
  const inherits = options.inheritsFrom !== undefined;
  const given = withPresets(options);
  const tokenStore = given.tokenStore ?? (inherits ? undefined : "nextjs-cookie");
  const redirectMethod = given.redirectMethod ?? (inherits ? undefined : "nextjs");
  return {
    ...given,
    tokenStore: rendersOnServer(options) ? serverRenderTokenStore() : tokenStore,
    redirectMethod: redirectMethod === "nextjs" ? routerNavigator : redirectMethod,
  };
}

/** Whether the app is a Next.js server render's, without its cookies (see server-render.ts). */
function rendersOnServer(options: StackClientAppOptions): boolean {
  const tokenStore = options.tokenStore ?? (options.inheritsFrom ? undefined : "nextjs-cookie");
  return tokenStore === "nextjs-cookie" && typeof window === "undefined";
}

/**
 * `StackClientApp` of `@app/core` with Next.js's defaults (`@stackframe/stack`'s): the project,
 * key and API URL from `NEXT_PUBLIC_STACK_…`, `tokenStore: "nextjs-cookie"` and
 * `redirectMethod: "nextjs"`. In the browser it keeps the session in the cookies a server reads
 * too, and navigates with Next.js's router. While Next.js renders client components on the
 * server, it loads nothing: it shows what `StackProvider` read on the server, and a component
 * that needs more renders in the browser (inside the nearest Suspense boundary).
 *
 * @example
 * ```ts
 * // stack/client.ts: NEXT_PUBLIC_STACK_PROJECT_ID and NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY set.
 * export const stackClientApp = new StackClientApp({ tokenStore: "nextjs-cookie" });
 * ```
 */
export class StackClientApp extends CoreClientApp {
  constructor(options: StackClientAppOptions = {}) {
    const serverRender = rendersOnServer(options);
    super(nextClientOptions(options));
    if (serverRender) refuseLoads(this, (key) => new RenderInBrowser(`The app's ${key[0]}`));
  }
}
