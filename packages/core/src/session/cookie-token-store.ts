import { type CookieJar, documentCookieJar } from "./cookie-jar.js";
import {
  ACCESS_COOKIE_NAME,
  encodeAccessCookie,
  encodeRefreshCookie,
  readTokensFromCookies,
  refreshCookieCandidates,
  refreshCookieName,
} from "./cookie-names.js";
import type { TokenStore } from "./token-store.js";
import { NO_TOKENS, normalizeTokens, sameTokens, type Tokens } from "./tokens.js";

/** Refresh cookie lifetime: 1 year. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Access cookie lifetime: 1 day. */
export const ACCESS_COOKIE_MAX_AGE_SECONDS = 86_400;
/** How often cookies are re-read while someone listens: 100 ms. */
export const COOKIE_POLL_INTERVAL_MS = 100;

/** Options of {@link CookieTokenStore}. */
export interface CookieTokenStoreOptions {
  projectId: string;
  jar?: CookieJar;
  /** Whether to write `Secure`, `__Host-` cookies. Default: the page is served over https. */
  secure?: boolean;
  pollIntervalMs?: number;
  now?: () => number;
}

/**
 * Keeps tokens in browser cookies, in the names and formats that server middleware and other SDK
 * builds read. While anyone listens, it re-reads the cookies every 100 ms, so a sign-in or
 * sign-out in another tab, or a refresh by the server, reaches this tab.
 *
 * @example
 * ```ts
 * const store = new CookieTokenStore({ projectId });
 * const stop = store.subscribe(() => console.log(store.get()));
 * ```
 */
export class CookieTokenStore implements TokenStore {
  readonly #projectId: string;
  readonly #jar: CookieJar;
  readonly #secure: boolean;
  readonly #pollIntervalMs: number;
  readonly #now: () => number;
  readonly #listeners = new Set<() => void>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #snapshot: string | undefined;
  #tokens: Tokens = NO_TOKENS;

  constructor(options: CookieTokenStoreOptions) {
    this.#projectId = options.projectId;
    this.#jar = options.jar ?? documentCookieJar();
    this.#secure =
      options.secure ??
      (typeof location !== "undefined" &&
        (location as { protocol?: string }).protocol === "https:");
    this.#pollIntervalMs = options.pollIntervalMs ?? COOKIE_POLL_INTERVAL_MS;
    this.#now = options.now ?? Date.now;
  }

  get(): Tokens {
    const snapshot = this.#jar.snapshot();
    if (snapshot !== this.#snapshot) {
      this.#snapshot = snapshot;
      const next = readTokensFromCookies(this.#jar.getAll(), this.#projectId);
      if (!sameTokens(next, this.#tokens)) this.#tokens = next;
    }
    return this.#tokens;
  }

  set(tokens: Tokens): void {
    const next = normalizeTokens(tokens);
    const secure = this.#secure;
    if (next.refreshToken === null) {
      for (const name of refreshCookieCandidates(this.#projectId)) {
        this.#jar.remove(name, { secure: name.startsWith("__Host-") || secure });
      }
      this.#jar.remove(ACCESS_COOKIE_NAME, { secure });
    } else {
      this.#jar.set(
        refreshCookieName(this.#projectId, secure),
        encodeRefreshCookie(next.refreshToken, this.#now()),
        { maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS, secure },
      );
      if (next.accessToken === null) this.#jar.remove(ACCESS_COOKIE_NAME, { secure });
      else {
        this.#jar.set(ACCESS_COOKIE_NAME, encodeAccessCookie(next.refreshToken, next.accessToken), {
          maxAgeSeconds: ACCESS_COOKIE_MAX_AGE_SECONDS,
          secure,
        });
      }
    }
    this.#check();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (this.#timer === undefined) {
      this.get();
      this.#timer = setInterval(() => this.#check(), this.#pollIntervalMs);
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0 && this.#timer !== undefined) {
        clearInterval(this.#timer);
        this.#timer = undefined;
      }
    };
  }

  #check(): void {
    const before = this.#tokens;
    if (this.get() !== before) for (const listener of [...this.#listeners]) listener();
  }
}
