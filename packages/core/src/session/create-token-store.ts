import { type ClientTokenStoreInit, createClientTokenStore } from "./client-token-store.js";
import { isRequestLike, type RequestLike, requestTokenStore } from "./request-token-store.js";
import type { TokenStore } from "./token-store.js";

/**
 * Where an app keeps the user's tokens: browser cookies, memory, explicit tokens, a server
 * request (its `x-stack-auth` header, then its cookies), or a custom {@link TokenStore}.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser({ tokenStore: request });
 * ```
 */
export type TokenStoreInit = ClientTokenStoreInit | RequestLike;

/**
 * Builds the store an init value names, requests included (server apps). Anything else is a
 * TypeError listing the valid forms.
 *
 * @example
 * ```ts
 * createTokenStore(request, projectId);
 * ```
 */
export function createTokenStore(init: TokenStoreInit, projectId: string): TokenStore {
  if (isRequestLike(init)) return requestTokenStore(init, projectId);
  return createClientTokenStore(init, projectId);
}
