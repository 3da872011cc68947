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
