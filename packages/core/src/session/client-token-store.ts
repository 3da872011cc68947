import { CookieTokenStore } from "./cookie-token-store.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

/**
 * Where a browser app keeps the user's tokens: cookies, memory, explicit tokens, or a custom
 * {@link TokenStore}. Server apps also accept a request (see `TokenStoreInit`).
 */
export type ClientTokenStoreInit = "cookie" | "memory" | Partial<Tokens> | TokenStore;

function isTokenStore(value: object): value is TokenStore {
  return "get" in value && "set" in value && "subscribe" in value;
}

/**
 * Builds the store an init value names. Anything else is a TypeError listing the valid forms.
 *
 * @example
 * ```ts
 * createClientTokenStore({ accessToken: null, refreshToken: "..." }, projectId);
 * ```
 */
export function createClientTokenStore(init: ClientTokenStoreInit, projectId: string): TokenStore {
  if (init === "cookie") {
    if (typeof document === "undefined") {
      throw new TypeError(
        'tokenStore "cookie" needs a browser (document.cookie); on a server, pass the request, or use "memory".',
      );
    }
    return new CookieTokenStore({ projectId });
  }
  if (init === "memory") return new MemoryTokenStore();
  if (typeof init === "object" && init !== null) {
    if (isTokenStore(init)) return init;
    if ("headers" in init) {
      throw new TypeError(
        "A request as tokenStore is for server code: use StackServerApp from @app/core/server.",
      );
    }
    if ("accessToken" in init || "refreshToken" in init) return new MemoryTokenStore(init);
  }
  throw new TypeError(
    `tokenStore must be "cookie", "memory", { accessToken, refreshToken }, a request with headers (server apps), or a TokenStore; got ${describe(init)}.`,
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
