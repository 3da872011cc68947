import { CookieTokenStore } from "./cookie-token-store.js";
import { isRequestLike, type RequestLike, requestTokenStore } from "./request-token-store.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

/**
 * Where an app keeps the user's tokens: browser cookies, memory, explicit tokens, a server
 * request (its `x-stack-auth` header, then its cookies), or a custom {@link TokenStore}.
 */
export type TokenStoreInit = "cookie" | "memory" | Partial<Tokens> | RequestLike | TokenStore;

function isTokenStore(value: object): value is TokenStore {
  return "get" in value && "set" in value && "subscribe" in value;
}

/**
 * Builds the store an init value names. Anything else is a TypeError listing the valid forms.
 *
 * @example
 * ```ts
 * createTokenStore({ accessToken: null, refreshToken: "..." }, projectId);
 * ```
 */
export function createTokenStore(init: TokenStoreInit, projectId: string): TokenStore {
  if (init === "cookie") return new CookieTokenStore({ projectId });
  if (init === "memory") return new MemoryTokenStore();
  if (typeof init === "object" && init !== null) {
    if (isTokenStore(init)) return init;
    if (isRequestLike(init)) return requestTokenStore(init, projectId);
    if ("accessToken" in init || "refreshToken" in init) return new MemoryTokenStore(init);
  }
  throw new TypeError(
    `tokenStore must be "cookie", "memory", { accessToken, refreshToken }, a request with headers, or a TokenStore; got ${JSON.stringify(init)}.`,
  );
}
