import { type AsyncStore, type CacheKey, fulfilled, KeyedCache } from "../cache/keyed-cache.js";
import { withLiveUpdates } from "./load-live-updates.js";
import type { TokenStore } from "./token-store.js";

/** The cache key of the current user of a session. */
export const userKey = (session: string): CacheKey => ["user", session];

/** What the store needs besides the tokens. */
export interface UserStoreOptions<User> {
  /** Loads the user of the tokens stored now. */
  fetchUser: () => Promise<User | null>;
  /** The app's cache; a private one by default. */
  cache?: KeyedCache;
  /** Called before a revalidation (page focus, back online): e.g. marks the access token stale. */
  beforeRevalidate?: () => void;
}

/**
 * The current user of one token store, as an {@link AsyncStore}. Values are cached per session
 * under `["user", refreshToken]`, so a token refresh does not refetch the user, while a sign-in,
 * sign-out or session change in another tab does. Subscribers keep seeing the previous user until
 * the next one is loaded, then are told once: no suspense flash on sign-in or sign-out. While
 * someone listens, the user is revalidated when the app regains focus or comes back online
 * (`focusManager`, `onlineManager`), so a user deleted or signed out elsewhere reads as signed out.
 */
export class UserStore<User> implements AsyncStore<User | null> {
  readonly #tokens: TokenStore;
  readonly #cache: KeyedCache;
  readonly #options: UserStoreOptions<User>;
  readonly #listeners = new Set<() => void>();
  #shownKey: string | undefined;
  #stopWatching: (() => void)[] = [];
  #stopWatchingEntry: (() => void) | undefined;
  #revalidating: Promise<unknown> | null = null;

  constructor(tokens: TokenStore, options: UserStoreOptions<User>) {
    this.#tokens = tokens;
    this.#cache = options.cache ?? new KeyedCache();
    this.#options = options;
  }

  /** The session key of the stored tokens: the refresh token, else the access token. */
  currentKey(): string {
    const { refreshToken, accessToken } = this.#tokens.get();
    return refreshToken ?? accessToken ?? "";
  }

  #load = (key: CacheKey): Promise<User | null> =>
    key[1] === "" ? fulfilled(null) : this.#options.fetchUser();

  getPromise = (): Promise<User | null> => {
    if (this.#shownKey === undefined || this.#listeners.size === 0) {
      this.#show(this.currentKey());
    }
    return this.#cache.get(userKey(this.#shownKey as string), this.#load);
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
      this.#stopWatching.push(
        this.#tokens.subscribe(syncInBackground),
        // Refetch on focus and reconnect (the live updates load with the first subscriber).
        withLiveUpdates(({ onFocusOrReconnect }) => onFocusOrReconnect(this.revalidate)),
      );
      // The tokens may have changed while nobody watched (between a render and its subscription).
      if (this.currentKey() !== this.#shownKey) syncInBackground();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        for (const stop of this.#stopWatching.splice(0)) stop();
        this.#stopWatchingEntry?.();
        this.#stopWatchingEntry = undefined;
      }
    };
  };

  /**
   * The user of the tokens stored now. Loads it if needed; once loaded, subscribers switch to it.
   * With `fresh` (an awaited `getUser()`), as the service holds it now: loaded again (or the load
   * in flight joined) and stored, so that subscribers see the answer too.
   */
  async sync(fresh = false): Promise<User | null> {
    const key = this.currentKey();
    const user = fresh
      ? await this.#cache.fresh(userKey(key), this.#load)
      : await this.#cache.getLatest(userKey(key), this.#load);
    if (this.currentKey() === key && this.#shownKey !== key) {
      this.#show(key);
      this.#notify();
    }
    return user;
  }

  /** Stores a user just returned by the service (after an update) and tells subscribers. */
  set(user: User | null): void {
    this.#cache.set(userKey(this.currentKey()), user, this.#load);
  }

  /**
   * Stores the user that `pending` resolves to, unless one is stored: a user known without a
   * request whose object is still being built (a server render's user, see `hydrate`). Readers
   * wait for it, then see it; nothing is fetched.
   */
  seed(pending: Promise<User | null>): void {
    this.#cache.seed(userKey(this.currentKey()), pending, this.#load);
  }

  /** Loads the current user again. */
  async refresh(): Promise<User | null> {
    const key = userKey(this.currentKey());
    return this.#cache.has(key) ? this.#cache.refresh(key) : this.sync();
  }

  /**
   * Checks the signed-in user with the service again (one check at a time): the session may have
   * been revoked or the user deleted since the page last looked.
   */
  revalidate = (): Promise<unknown> => {
    if (this.currentKey() === "") return Promise.resolve();
    this.#revalidating ??= (async () => {
      this.#options.beforeRevalidate?.();
      await this.refresh();
    })()
      .catch(() => {
        // A failed check keeps the user shown: being offline does not sign anybody out.
      })
      .finally(() => {
        this.#revalidating = null;
      });
    return this.#revalidating;
  };

  #show(key: string): void {
    if (key === this.#shownKey) return;
    this.#shownKey = key;
    if (this.#listeners.size > 0) this.#watchEntry();
    this.#cache.prune(["user"], userKey(key));
  }

  #watchEntry(): void {
    this.#stopWatchingEntry?.();
    this.#stopWatchingEntry = this.#cache.subscribe(
      userKey(this.#shownKey as string),
      this.#notify,
      this.#load,
    );
  }

  #notify = (): void => {
    for (const listener of [...this.#listeners]) listener();
  };
}
