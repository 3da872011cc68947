import { KnownError } from "../errors/known-error.js";
import type { TokenProvider } from "../http/http-client.js";
import { browserLocks, type TabLocks, withTabLock } from "./tab-lock.js";
import type { TokenStore } from "./token-store.js";
import { accessTokenExpiresAt, NO_TOKENS, type Tokens } from "./tokens.js";

/** An access token counts as fresh while it has more than this left: 20000 ms. */
export const FRESHNESS_HORIZON_MS = 20_000;
/** Demands of this much validity or more cannot be met by a refresh, so they are refused. */
export const MAX_VALIDITY_DEMAND_MS = 60_000;

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

/** The refresh grants in flight, by scope and refresh token; each is removed once settled. */
const sharedGrants = new Map<string, Promise<string>>();
/** Numbers the sessions without a scope, each of which gets a scope of its own. */
let unscoped = 0;

/** Exchanges a refresh token for a new access token; throws a REFRESH_TOKEN_ERROR if it is dead. */
export type RefreshAccessToken = (refreshToken: string) => Promise<string>;

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
  readonly #refresh: RefreshAccessToken;
  readonly #now: () => number;
  readonly #scope: string;
  readonly #locks: TabLocks | undefined;
  #expiredAccessToken: string | null = null;
  #inFlight: { refreshToken: string; promise: Promise<string | null> } | null = null;

  constructor(store: TokenStore, refresh: RefreshAccessToken, options: SessionOptions = {}) {
    this.store = store;
    this.#refresh = refresh;
    this.#now = options.now ?? Date.now;
    this.#scope = options.scope ?? `unscoped ${++unscoped}`;
    this.#locks =
      "locks" in options ? options.locks : store.sharedAcrossTabs ? browserLocks() : undefined;
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
    if (minValidityMs >= MAX_VALIDITY_DEMAND_MS) {
      throw new RangeError(
        `An access token cannot be guaranteed valid for ${minValidityMs} ms; ask for less than ${MAX_VALIDITY_DEMAND_MS} ms.`,
      );
    }
    const { accessToken, refreshToken } = this.store.get();
    if (accessToken !== null && this.#isFresh(accessToken, minValidityMs)) return accessToken;
    if (refreshToken === null) {
      return accessToken !== null && this.#isFresh(accessToken, 0) ? accessToken : null;
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
    const promise = this.#runRefresh(refreshToken, accessToken).finally(() => {
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

  /** Refreshes `refreshToken`, whose stored access token `stale` is not good enough. */
  async #runRefresh(refreshToken: string, stale: string | null): Promise<string | null> {
    let accessToken: string;
    try {
      accessToken = await this.#grant(refreshToken, stale);
    } catch (error) {
      if (!KnownError.hasCode(error, "REFRESH_TOKEN_ERROR")) throw error;
      if (this.store.get().refreshToken === refreshToken) this.invalidate();
      return null;
    }
    // The session changed while we waited: this token belongs to a session that is gone.
    return this.#keep(refreshToken, accessToken) ? accessToken : this.getAccessToken();
  }

  /** Stores `accessToken` if `refreshToken` is still the session's; answers whether it is. */
  #keep(refreshToken: string, accessToken: string): boolean {
    const stored = this.store.get();
    if (stored.refreshToken !== refreshToken) return false;
    if (stored.accessToken !== accessToken) this.store.set({ refreshToken, accessToken });
    return true;
  }

  /**
   * The refresh grant for `refreshToken`, joining one in flight for the same scope; across tabs,
   * under the scope's lock, with the new token stored before the lock is released. Once it holds
   * the lock, a tab that finds a fresh access token other than `stale` stored (another tab
   * refreshed meanwhile) uses it instead of asking again.
   */
  #grant(refreshToken: string, stale: string | null): Promise<string> {
    const key = `${this.#scope}\n${refreshToken}`;
    let grant = sharedGrants.get(key);
    if (!grant) {
      grant = withTabLock(this.#locks, `stack-auth refresh ${this.#scope}`, async () => {
        const stored = this.store.get().accessToken;
        if (
          stored !== null &&
          stored !== stale &&
          this.store.get().refreshToken === refreshToken &&
          this.#isFresh(stored, FRESHNESS_HORIZON_MS)
        ) {
          return stored;
        }
        const accessToken = await this.#refresh(refreshToken);
        this.#keep(refreshToken, accessToken);
        return accessToken;
      }).finally(() => sharedGrants.delete(key));
      sharedGrants.set(key, grant);
    }
    return grant;
  }

  #isFresh(accessToken: string, minValidityMs: number): boolean {
    if (accessToken === this.#expiredAccessToken) return false;
    const expiresAt = accessTokenExpiresAt(accessToken);
    return expiresAt !== null && expiresAt - this.#now() > minValidityMs;
  }
}
