import { lazyModule } from "../cache/keyed-cache.js";
import type { TokenProvider } from "../http/http-types.js";
import type { RefreshAccessToken, RefreshGrant } from "./refresh-grant.js";
import type { TabLocks } from "./tab-lock.js";
import type { TokenStore } from "./token-store.js";
import {
  accessTokenExpiresAt,
  FRESHNESS_HORIZON_MS,
  MAX_VALIDITY_DEMAND_MS,
  NO_TOKENS,
  type Tokens,
} from "./tokens.js";

export type { RefreshAccessToken, RefreshGrant };
export { FRESHNESS_HORIZON_MS, MAX_VALIDITY_DEMAND_MS };

/** Options of {@link Session}. */
export interface SessionOptions {
  /** The clock, in ms since the epoch; default `Date.now`. */
  now?: (() => number) | undefined;
  /**
   * The service and project the tokens belong to, e.g. `${baseUrl} ${projectId}`. Sessions with
   * the same scope share one in-flight refresh per refresh token, whichever instance started
   * it; without a scope, a session shares only its own refreshes.
   */
  scope?: string | undefined;
  /**
   * The locks that let one tab at a time refresh: by default the browser's Web Locks
   * (`navigator.locks`) when the store is shared with other tabs (cookies), else none.
   */
  locks?: TabLocks | undefined;
}

/** Numbers the sessions without a scope, each of which gets a scope of its own. */
let unscoped = 0;

/**
 * The refresh code (refresh-grant.ts), one promise for every session: loaded with the first
 * refresh, or earlier with {@link preloadRefreshGrant}. A failed load is tried again by the next
 * refresh.
 */
const loadRefreshGrant = lazyModule(() => import("./refresh-grant.js"));

/**
 * Starts loading the refresh code, so that a first refresh does not wait for it (an app calls it
 * when it is built, unless `noAutomaticPrefetch`).
 *
 * @example
 * ```ts
 * preloadRefreshGrant();
 * ```
 */
export function preloadRefreshGrant(): void {
  loadRefreshGrant().catch(() => {});
}

/** The refresh grants in flight of every session of this page (one map per tab). */
const sharedGrants = new Map<string, Promise<string>>();

/**
 * A user's session over a token store. It hands out fresh access tokens, refreshing on demand
 * with ONE request in flight shared by every caller, and by every session of the same scope; a
 * refresh that finishes after the tokens changed is dropped; a refresh the service refuses
 * invalidates the session and clears both tokens. Over a store that other tabs share (cookies),
 * one tab at a time refreshes (Web Locks), and a tab that waited uses the token another tab got.
 *
 * @example
 * ```ts
 * const session = new Session(store, (refreshToken) => grant(refreshToken), { scope });
 * const accessToken = await session.getAccessToken();
 * ```
 */
export class Session implements TokenProvider {
  readonly store: TokenStore;
  readonly #now: () => number;
  /** What the refresh code (refresh-grant.ts, loaded with the first refresh) needs. */
  readonly #grant: RefreshGrant;
  #expiredAccessToken: string | null = null;
  #inFlight: { refreshToken: string; promise: Promise<string | null> } | null = null;

  constructor(store: TokenStore, refresh: RefreshAccessToken, options: SessionOptions = {}) {
    this.store = store;
    this.#now = options.now ?? Date.now;
    this.#grant = {
      refresh,
      scope: options.scope ?? `unscoped ${++unscoped}`,
      inFlight: sharedGrants,
      // The browser's Web Locks, which refresh-grant.ts (loaded with the first refresh) takes.
      locks:
        "locks" in options
          ? options.locks
          : store.sharedAcrossTabs && typeof navigator !== "undefined"
            ? navigator.locks
            : undefined,
    };
  }

  /** The current tokens, as stored. */
  get tokens(): Tokens {
    return this.store.get();
  }

  /** A session with neither token is known to be signed out. */
  isKnownInvalid(): boolean {
    const { accessToken, refreshToken } = this.store.get();
    return accessToken === null && refreshToken === null;
  }

  /**
   * An access token valid for at least `minValidityMs` more (default 20000 ms), refreshing if
   * needed, or `null` when the session has none and cannot get one.
   */
  async getAccessToken(options: { minValidityMs?: number } = {}): Promise<string | null> {
    const minValidityMs = options.minValidityMs ?? FRESHNESS_HORIZON_MS;
    // The message comes with the refresh code: a caller's mistake, not worth bytes on every page.
    if (minValidityMs >= MAX_VALIDITY_DEMAND_MS)
      (await loadRefreshGrant()).refuseValidity(minValidityMs);
    const { accessToken, refreshToken } = this.store.get();
    if (accessToken !== null && this.isFresh(accessToken, minValidityMs)) return accessToken;
    if (refreshToken === null) {
      return accessToken !== null && this.isFresh(accessToken, 0) ? accessToken : null;
    }
    return this.refresh();
  }

  /** Tokens for a request: a fresh access token if one can be had, and the refresh token. */
  async getTokens(): Promise<Tokens> {
    const accessToken = await this.getAccessToken();
    const { refreshToken } = this.store.get();
    return { accessToken, refreshToken };
  }

  /**
   * Refreshes the access token now. Concurrent callers share one request; the result is stored
   * only if the refresh token is still the current one.
   */
  refresh(): Promise<string | null> {
    const { refreshToken, accessToken } = this.store.get();
    if (refreshToken === null) return Promise.resolve(null);
    if (this.#inFlight?.refreshToken === refreshToken) return this.#inFlight.promise;
    const promise = loadRefreshGrant()
      .then((grant) => grant.runRefresh(this, this.#grant, refreshToken, accessToken))
      .finally(() => {
        if (this.#inFlight?.promise === promise) this.#inFlight = null;
      });
    this.#inFlight = { refreshToken, promise };
    return promise;
  }

  /** Records that the service rejected `accessToken`; the next request refreshes first. */
  markAccessTokenExpired(accessToken: string): void {
    this.#expiredAccessToken = accessToken;
  }

  /**
   * Treats the current access token as stale: the next {@link getAccessToken} refreshes it, e.g.
   * after a user update, since the token's `name` and `email` claims are out of date. Without a
   * refresh token, nothing changes.
   *
   * @example
   * ```ts
   * await updateUser(session, { display_name: "Ada" });
   * session.markStale();
   * ```
   */
  markStale(): void {
    const { accessToken, refreshToken } = this.store.get();
    if (accessToken && refreshToken) this.markAccessTokenExpired(accessToken);
  }

  /** Ends the session locally: clears both tokens. */
  invalidate(): void {
    this.store.set(NO_TOKENS);
  }

  /** @internal Whether `accessToken` has more than `minValidityMs` left and was not rejected. */
  isFresh(accessToken: string, minValidityMs: number): boolean {
    if (accessToken === this.#expiredAccessToken) return false;
    const expiresAt = accessTokenExpiresAt(accessToken);
    return expiresAt !== null && expiresAt - this.#now() > minValidityMs;
  }
}
