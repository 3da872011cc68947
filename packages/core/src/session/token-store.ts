import { NO_TOKENS, normalizeTokens, sameTokens, type Tokens } from "./tokens.js";

/**
 * Where a session's tokens live. Stores are small state holders: `get` is synchronous and cheap,
 * `subscribe` starts whatever watching the store needs and stops it after the last listener.
 *
 * @example
 * ```ts
 * const unsubscribe = store.subscribe(() => console.log(store.get().accessToken));
 * store.set({ accessToken: null, refreshToken: null }); // signed out
 * ```
 */
export interface TokenStore {
  /** The tokens stored now. */
  get(): Tokens;
  /** Stores new tokens (both null: signed out). */
  set(tokens: Tokens): void;
  /** Calls `listener` whenever the tokens change; answers the function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Whether other tabs of the browser read and write the same tokens (cookies do): their
   * sessions then refresh one at a time.
   */
  readonly sharedAcrossTabs?: boolean;
}

/**
 * Keeps tokens in memory: the default on servers, and the choice for apps that do not want
 * JavaScript-readable cookies.
 *
 * @example
 * ```ts
 * const store = new MemoryTokenStore({ accessToken: null, refreshToken: "..." });
 * ```
 */
export class MemoryTokenStore implements TokenStore {
  #tokens: Tokens;
  readonly #listeners = new Set<() => void>();

  constructor(initial: Partial<Tokens> = NO_TOKENS) {
    this.#tokens = normalizeTokens(initial);
  }

  get(): Tokens {
    return this.#tokens;
  }

  set(tokens: Tokens): void {
    const next = normalizeTokens(tokens);
    if (sameTokens(next, this.#tokens)) return;
    this.#tokens = next;
    for (const listener of [...this.#listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}

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

/** The error of a call that needs the app's own token store when it has none. */
export const NO_STORE_MESSAGE =
  "Cannot call this function on a Stack app without a persistent token store";
