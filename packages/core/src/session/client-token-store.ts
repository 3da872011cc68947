// A browser build's `#request-tokens` reads only a request's cookies; Node's, an edge runtime's
// and a worker's read its Authorization and x-stack-auth headers first (package.json "imports").
import { nextjsCookieOutsideNext, readRequestTokens } from "#request-tokens";
import {
  CookieTokenStore,
  type CookieTokenStoreOptions,
  loadCookieWriter,
} from "./cookie-token-store.js";
import { isRequestLike, type RequestLike } from "./request-headers.js";
import type { PerRequestTokenStore } from "./token-store.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

/**
 * Where a client app keeps the user's tokens: cookies (browsers; `"nextjs-cookie"`, the reference
 * SDK's name for Next.js, is the same store there; on a server it is `@app/next`'s, which reads
 * the request's cookies, and elsewhere a store whose reads say so), memory, explicit tokens, a custom
 * {@link TokenStore}, the store of each request a server serves ({@link PerRequestTokenStore}, as
 * the app's own store), or a request (a page's, rendered on a server, or one your frontend sent to
 * your backend): its `Authorization: Bearer stackauth_…` header, then its `x-stack-auth` header,
 * then the cookies the browser's `"cookie"` store wrote. (A browser bundle reads only a request's
 * cookies: a browser is never handed one, and the headers' reader stays out of its first load.)
 *
 * @example
 * ```ts
 * const tokenStore: ClientTokenStoreInit = typeof window === "undefined" ? "memory" : "cookie";
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore });
 * ```
 */
export type ClientTokenStoreInit =
  | "cookie"
  | "nextjs-cookie"
  | "memory"
  | Partial<Tokens>
  | TokenStore
  | RequestLike
  | PerRequestTokenStore;

function isTokenStore(value: object): value is TokenStore {
  return "get" in value && "set" in value && "subscribe" in value;
}

/**
 * Builds the store an init value names. Anything else is a TypeError listing the valid forms.
 * `prefetch`: a cookie store starts loading the code that writes its cookies now (a browser app
 * built without `noAutomaticPrefetch`), rather than with its first write.
 *
 * @example
 * ```ts
 * createClientTokenStore({ accessToken: null, refreshToken: "..." }, projectId);
 * createClientTokenStore(request, projectId); // Authorization, x-stack-auth, then cookies
 * ```
 */
export function createClientTokenStore(
  init: ClientTokenStoreInit,
  projectId: string,
  {
    prefetch,
    ...cookieOptions
  }: Pick<CookieTokenStoreOptions, "parentDomain"> & {
    prefetch?: boolean;
  } = {},
): TokenStore {
  // A server: `@app/next` hands its apps the request's cookies (next/headers) instead. An app
  // built elsewhere with it (a module shared with Next.js code) is still built; what reads the
  // tokens learns why there are none (from the server's reader, out of browser bundles).
  const outsideNext = init === "nextjs-cookie" && typeof document === "undefined";
  if (outsideNext) return nextjsCookieOutsideNext() ?? refuseCookies(init);
  if (init === "cookie" || init === "nextjs-cookie") {
    if (typeof document === "undefined") refuseCookies(init);
    if (prefetch) loadCookieWriter().catch(() => {});
    return new CookieTokenStore({ projectId, ...cookieOptions });
  }
  if (init === "memory") return new MemoryTokenStore();
  if (typeof init === "object" && init !== null) {
    if (isTokenStore(init)) return init;
    // A page rendered on a server, or a request to your backend: the request's tokens, in memory
    // for the request (a refreshed access token stays there).
    if (isRequestLike(init)) return new MemoryTokenStore(readRequestTokens(init, projectId));
    if ("accessToken" in init || "refreshToken" in init) return new MemoryTokenStore(init);
  }
  throw new TypeError(
    `tokenStore must be "cookie", "nextjs-cookie", "memory", { accessToken, refreshToken }, a request with headers, or a TokenStore; got ${describe(init)}.`,
  );
}

function refuseCookies(init: string): never {
  throw new TypeError(
    `tokenStore "${init}" needs a browser (document.cookie); on a server, pass the request, or use "memory".`,
  );
}

/** A short description of a bad init that cannot throw (circular objects) nor print token values. */
function describe(value: unknown): string {
  if (typeof value === "function") return "a function";
  if (typeof value === "object" && value !== null) {
    return `an object with keys ${JSON.stringify(Object.keys(value))}`;
  }
  if (typeof value === "string") {
    // A short string is a typo of "cookie" or "memory"; a long one may be a token: do not print it.
    return value.length <= 16 ? JSON.stringify(value) : `a string of ${value.length} characters`;
  }
  return String(value);
}
