import type { TokenStore } from "./token-store.js";

/**
 * An app's own token store that is not one object for the app's life but the store of whichever
 * request the server is serving (`@app/next` builds one over Next.js's request cookies): each call
 * that reads or writes the app's own session (`getUser()`, the token getters, `signOut()`, a
 * sign-in) finds the request's store anew. A module-level server app then serves every request
 * with that request's user. Hooks need a store of the app's life, so they are for other apps.
 *
 * @example
 * ```ts
 * const perRequest: PerRequestTokenStore = {
 *   forRequest: async () => new MemoryTokenStore(readTokens(currentRequest())),
 * };
 * const app = new StackServerApp({ projectId, publishableClientKey, secretServerKey, tokenStore: perRequest });
 * ```
 */
export interface PerRequestTokenStore {
  /** The store of the request being served; rejects, saying what is missing, outside one. */
  readonly forRequest: () => Promise<TokenStore>;
}

/** Whether a `tokenStore` option is a {@link PerRequestTokenStore}. */
export function isPerRequestTokenStore(value: unknown): value is PerRequestTokenStore {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { forRequest?: unknown }).forRequest === "function"
  );
}
