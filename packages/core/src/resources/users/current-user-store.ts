import { AsyncCache, type AsyncStore, fulfilled } from "../../cache/async-cache.js";
import type { TokenStore } from "../../session/token-store.js";

/**
 * The current user of one token store, as an {@link AsyncStore}. Values are cached per session
 * (keyed by the refresh token), so a token refresh does not refetch the user, while a sign-in,
 * sign-out or session change in another tab does. Subscribers keep seeing the previous user until
 * the next one is loaded, then are told once: no suspense flash on sign-in or sign-out.
 */
export class UserStore<User> implements AsyncStore<User | null> {
  readonly #tokens: TokenStore;
  readonly #cache: AsyncCache<User | null>;
  readonly #listeners = new Set<() => void>();
  #shownKey: string | undefined;
  #stopWatchingTokens: (() => void) | undefined;
  #stopWatchingEntry: (() => void) | undefined;

  constructor(tokens: TokenStore, fetchUser: () => Promise<User | null>) {
    this.#tokens = tokens;
    this.#cache = new AsyncCache((key) => (key === "" ? fulfilled(null) : fetchUser()));
  }

  /** The session key of the stored tokens: the refresh token, else the access token. */
  currentKey(): string {
    const { refreshToken, accessToken } = this.#tokens.get();
    return refreshToken ?? accessToken ?? "";
  }

  getPromise = (): Promise<User | null> => {
    if (this.#shownKey === undefined || this.#listeners.size === 0) {
      this.#show(this.currentKey());
    }
    return this.#cache.get(this.#shownKey as string);
  };

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      if (this.#shownKey === undefined) this.#show(this.currentKey());
      this.#watchEntry();
      const syncInBackground = () => {
        this.sync().catch(() => {
          // The failure is stored in the cache entry; subscribers see it through getPromise.
        });
      };
      this.#stopWatchingTokens = this.#tokens.subscribe(syncInBackground);
      // The tokens may have changed while nobody watched (between a render and its subscription).
      if (this.currentKey() !== this.#shownKey) syncInBackground();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#stopWatchingTokens?.();
        this.#stopWatchingEntry?.();
        this.#stopWatchingTokens = this.#stopWatchingEntry = undefined;
      }
    };
  };

  /**
   * The user of the tokens stored now. Loads it if needed; once loaded, subscribers switch to it.
   */
  async sync(): Promise<User | null> {
    const key = this.currentKey();
    const user = await this.#cache.getLatest(key);
    if (this.currentKey() === key && this.#shownKey !== key) {
      this.#show(key);
      this.#notify();
    }
    return user;
  }

  /** Stores a user just returned by the service (after an update) and tells subscribers. */
  set(user: User | null): void {
    this.#cache.set(this.currentKey(), user);
  }

  /** Loads the current user again. */
  async refresh(): Promise<User | null> {
    const key = this.currentKey();
    return this.#cache.has(key) ? this.#cache.refresh(key) : this.sync();
  }

  #show(key: string): void {
    if (key === this.#shownKey) return;
    this.#shownKey = key;
    if (this.#listeners.size > 0) this.#watchEntry();
    this.#cache.prune(key);
  }

  #watchEntry(): void {
    this.#stopWatchingEntry?.();
    this.#stopWatchingEntry = this.#cache.subscribe(this.#shownKey as string, () => this.#notify());
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
