import type { CacheKey } from "../cache/keyed-cache.js";
import type { HandlerUrls } from "../context/urls.js";
import { loadCookieWriter } from "../session/cookie-token-store.js";
import type { Session } from "../session/session.js";
import type { PerRequestTokenStore, TokenStore } from "../session/token-store.js";
import type { StackClientApp } from "./client-app.js";
import { contextOf } from "./context.js";

// What a framework package built on the apps (`@app/next`) needs of an app beyond its public API:
// the plain configuration a browser builds its app from, an app that loads nothing (a server's
// render of a browser app's components), a session over a store of its own (middleware), and
// the per-request store a call's `tokenStore: "nextjs-cookie"` names.

/**
 * What a browser needs to build an app like another (a server's): plain JSON, never a secret key.
 * The extra request headers are a client app's only: a server app's may carry secrets.
 */
export interface ClientAppConfig {
  projectId: string;
  publishableClientKey?: string;
  baseUrl: string;
  urls: HandlerUrls;
  oauthScopesOnSignIn: Partial<Record<string, string[]>>;
  extraRequestHeaders?: Record<string, string>;
}

/**
 * The configuration of `app` (any kind) that a browser's client app is built from: the checked
 * and resolved options (presets included), without its keys but the publishable one.
 *
 * @example
 * ```ts
 * const config = clientAppConfig(serverApp); // { projectId, publishableClientKey, baseUrl, urls, … }
 * const browserApp = new StackClientApp({ ...config, tokenStore: "cookie" });
 * ```
 */
export function clientAppConfig(app: StackClientApp): ClientAppConfig {
  const { http, urls, oauthScopesOnSignIn, projectId } = contextOf(app);
  const { publishableClientKey, extraRequestHeaders, accessType } = http.options;
  return {
    projectId,
    ...(publishableClientKey === undefined ? {} : { publishableClientKey }),
    baseUrl: http.baseUrl,
    urls: { ...urls },
    oauthScopesOnSignIn: { ...oauthScopesOnSignIn },
    ...(accessType === "client" && extraRequestHeaders ? { extraRequestHeaders } : {}),
  };
}

/**
 * Makes `app` load nothing from now on: a read of anything it was not handed (`hydrate`) fails
 * with `reason(key)`. For a browser app whose components a server renders without its tokens
 * (Next.js's client components): the user the server read shows, and what needs loading renders
 * in the browser.
 *
 * @example
 * ```ts
 * refuseLoads(app, () => new Error("rendered in the browser"));
 * hydrate(app, state);
 * ```
 */
export function refuseLoads(app: StackClientApp, reason: (key: CacheKey) => unknown): void {
  contextOf(app).cache.refuseLoads(reason);
}

/**
 * A session of `app` over `store`: it refreshes the access token through the app's API when
 * asked for a fresh one, and writes the new token into the store (middleware that refreshes the
 * request's cookies before the page reads them).
 *
 * @example
 * ```ts
 * const accessToken = await sessionOf(app, store).getAccessToken(); // refreshed if about to expire
 * ```
 */
export function sessionOf(app: StackClientApp, store: TokenStore): Session {
  return contextOf(app).sessionFor(store);
}

/**
 * Makes a call's `tokenStore: name` on `app` (`getUser({ tokenStore: "nextjs-cookie" })`,
 * `getPartialUser`) read `store`'s store of the request being served, as an app whose own store
 * is `store` does. `@app/next` names Next.js's request cookies so; the core knows no framework.
 *
 * @example
 * ```ts
 * nameRequestTokenStore(app, "nextjs-cookie", { forRequest: async () => requestStore() });
 * await app.getUser({ tokenStore: "nextjs-cookie" }); // the user of the request's cookies
 * ```
 */
export function nameRequestTokenStore(
  app: StackClientApp,
  name: string,
  store: PerRequestTokenStore,
): void {
  contextOf(app).requestStoreNames.set(name, store);
}

/**
 * Resolves once the code that writes a cookie store's cookies has loaded, from when on its writes
 * are immediate (a server's response must not leave before its cookies are set).
 *
 * @example
 * ```ts
 * await cookieWriterReady();
 * store.set(tokens); // written now
 * ```
 */
export async function cookieWriterReady(): Promise<void> {
  await loadCookieWriter();
}
