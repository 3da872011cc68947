import { parseCookieHeader, readTokensFromCookies } from "./cookie-names.js";
import { type RequestLike, readHeader } from "./request-headers.js";
import type { TokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

// What `#request-tokens` (package.json "imports") is in a browser build: a browser never hands
// the client app a request, so a browser bundle carries no header parsing. Anywhere else (Node,
// server rendering, edge and worker runtimes) it is `request-token-store.ts`, which reads the
// Authorization and x-stack-auth headers before the cookies.

/**
 * The tokens of a request's cookies, which the browser's `"cookie"` store wrote: the browser
 * build's reader of a request (its headers are not read here).
 *
 * @example
 * ```ts
 * readRequestTokens({ headers: { cookie: document.cookie } }, projectId);
 * ```
 */
export function readRequestTokens(request: RequestLike, projectId: string): Tokens {
  return readTokensFromCookies(parseCookieHeader(readHeader(request, "cookie")), projectId);
}

/**
 * `tokenStore: "nextjs-cookie"` without a document in a browser build (a worker): none, so the
 * store is refused as `"cookie"` is (the server's reader builds one, see request-token-store.ts).
 *
 * @example
 * ```ts
 * nextjsCookieOutsideNext(); // null
 * ```
 */
export function nextjsCookieOutsideNext(): TokenStore | null {
  return null;
}
