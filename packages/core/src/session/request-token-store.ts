import { tokensFromAuthorizationHeader } from "./authorization-header.js";
import { parseCookieHeader, readTokensFromCookies } from "./cookie-names.js";
import { isRequestLike, type RequestLike, readHeader } from "./request-headers.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";
import { AUTH_HEADER_NAME, NO_TOKENS, normalizeToken, type Tokens } from "./tokens.js";

export { AUTH_HEADER_NAME, isRequestLike, type RequestLike };

/** `{ accessToken?, refreshToken? }` with each present token a string or null. */
function isTokensJson(value: unknown): value is { accessToken?: unknown; refreshToken?: unknown } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return [accessToken, refreshToken].every(
    (token) => token === undefined || token === null || typeof token === "string",
  );
}

/** The headers already warned about: each malformed kind is told once per process. */
const warned = new Set<string>();

/**
 * The tokens of a request whose `header` is malformed: none (signed out), with a warning the first
 * time, saying why (`problem`) without showing the value.
 */
function malformed(header: string, problem: string): Tokens {
  if (!warned.has(header)) {
    warned.add(header);
    console.warn(
      `A request's ${header} header is malformed, so the request reads as signed out: ${problem} (Shown once per process; see docs/ssr.md.)`,
    );
  }
  return NO_TOKENS;
}

/**
 * The tokens a request carries, as the reference SDK reads them: an `Authorization: Bearer
 * stackauth_…` header (`getAuthorizationHeader()`) first, then the `x-stack-auth` JSON header
 * (`getAuthHeaders()`), then the cookies. Any visitor can send any header, so a malformed header
 * of either kind reads as signed out (no tokens, not the cookies either), with a console warning
 * the first time that says what it should hold and does not print its value.
 *
 * @example
 * ```ts
 * const tokens = readRequestTokens(request, projectId);
 * ```
 */
export function readRequestTokens(request: RequestLike, projectId: string): Tokens {
  const authorization = readHeader(request, "authorization");
  let fromAuthorization: Tokens | null = null;
  try {
    fromAuthorization = authorization ? tokensFromAuthorizationHeader(authorization) : null;
  } catch (error) {
    return malformed("authorization", (error as Error).message);
  }
  if (fromAuthorization) {
    return {
      accessToken: normalizeToken(fromAuthorization.accessToken),
      refreshToken: normalizeToken(fromAuthorization.refreshToken),
    };
  }
  const header = readHeader(request, AUTH_HEADER_NAME);
  if (header !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(header);
    } catch {
      parsed = undefined;
    }
    if (!isTokensJson(parsed)) {
      return malformed(
        AUTH_HEADER_NAME,
        `The ${AUTH_HEADER_NAME} header must be JSON of { "accessToken": string | null, "refreshToken": string | null }; got a value of ${header.length} characters that is not (the value is not shown: it may hold tokens).`,
      );
    }
    const { accessToken, refreshToken } = parsed;
    return { accessToken: normalizeToken(accessToken), refreshToken: normalizeToken(refreshToken) };
  }
  return readTokensFromCookies(parseCookieHeader(readHeader(request, "cookie")), projectId);
}

/**
 * A store for one server request: it starts with the request's tokens and keeps refreshed ones in
 * memory for the rest of the request.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser({ tokenStore: request });
 * ```
 */
export function requestTokenStore(request: RequestLike, projectId: string): MemoryTokenStore {
  return new MemoryTokenStore(readRequestTokens(request, projectId));
}

/** Why a `"nextjs-cookie"` store outside a browser and outside `@app/next` holds no tokens. */
export const NEXTJS_COOKIE_OUTSIDE_NEXT =
  'tokenStore "nextjs-cookie" reads the request\'s cookies through Next.js (next/headers): import the app from @app/next in code that Next.js runs. Elsewhere on a server, pass the request as tokenStore, or use "memory".';

/**
 * The store of `tokenStore: "nextjs-cookie"` on a server outside `@app/next`: the app is built
 * (a module shared with Next.js code builds it), and every read or write is a TypeError that says
 * what is missing.
 *
 * @example
 * ```ts
 * nextjsCookieOutsideNext().get(); // TypeError: tokenStore "nextjs-cookie" reads the request's cookies…
 * ```
 */
export function nextjsCookieOutsideNext(): TokenStore {
  const refuse = (): never => {
    throw new TypeError(NEXTJS_COOKIE_OUTSIDE_NEXT);
  };
  return { get: refuse, set: refuse, subscribe: () => () => {} };
}
