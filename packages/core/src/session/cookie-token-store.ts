import { pageLocation } from "../platform/page-location.js";
import { type CookieJar, documentCookieJar } from "./cookie-jar.js";
import {
  ACCESS_COOKIE_NAME,
  customRefreshCookieName,
  domainFromCustomRefreshCookieName,
  encodeAccessCookie,
  encodeRefreshCookie,
  readTokensFromCookies,
  refreshCookieCandidates,
  refreshCookieName,
  refreshCookieNamesIn,
} from "./cookie-names.js";
import { withLiveUpdates } from "./load-live-updates.js";
import type { TokenStore } from "./token-store.js";
import { NO_TOKENS, normalizeTokens, sameTokens, type Tokens } from "./tokens.js";
/** Refresh cookie lifetime: 1 year. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Access cookie lifetime: 1 day. */
export const ACCESS_COOKIE_MAX_AGE_SECONDS = 86_400;
/** How often cookies are re-read while someone listens, where there is no BroadcastChannel: 100 ms. */
export const COOKIE_POLL_INTERVAL_MS = 100;

/** The part of a `BroadcastChannel` the store uses. */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** The `BroadcastChannel` class, or one of the same shape (tests). */
export type TabChannelClass = new (name: string) => TabChannel;

/**
 * The name of the channel on which the cookie stores of `projectId` tell the other tabs that they
 * changed the tokens. The messages carry no token: the other tabs read the cookies again. Named
 * after the project alone, as the cookies are: every app of the project on this origin reads
 * them, whichever API it talks to.
 */
export const tokensChannelName = (projectId: string): string => `stack-auth tokens ${projectId}`;

/** Options of {@link CookieTokenStore}. */
export interface CookieTokenStoreOptions {
  projectId: string;
  jar?: CookieJar;
  /** Whether to write `Secure`, `__Host-` cookies. Default: the page is served over https. */
  secure?: boolean;
  pollIntervalMs?: number;
  now?: () => number;
  /**
   * How other tabs hear of this store's changes: the browser's `BroadcastChannel` by default;
   * without one (or with `null`), the store polls the cookies every `pollIntervalMs`.
   */
  broadcastChannel?: TabChannelClass | null;
  /**
   * The trusted parent domain whose subdomains share the sign-in (the project trusts it as itself
   * and as `**.{domain}`), or null; asked after each sign-in or refresh. With one, the refresh
   * cookie is written for that domain, as `stack-refresh-{projectId}--custom-{base32(domain)}`,
   * in place of the page's own. The browser app passes the project's; default none.
   */
  parentDomain?: () => Promise<string | null>;
}

/**
 * Keeps tokens in browser cookies, in the names and formats that server middleware and other SDK
 * builds read. A change it makes (sign-in, sign-out, refresh) is announced to the other tabs on a
 * `BroadcastChannel`; while anyone listens, it reads the cookies again when another tab announces
 * a change, and when the page is focused again (changes made by a server or other code). Where
 * there is no `BroadcastChannel`, it re-reads the cookies every 100 ms instead.
 *
 * @example
 * ```ts
 * const store = new CookieTokenStore({ projectId });
 * const stop = store.subscribe(() => console.log(store.get()));
 * ```
 */
export class CookieTokenStore implements TokenStore {
  readonly sharedAcrossTabs = true;
  readonly #projectId: string;
  readonly #jar: CookieJar;
  readonly #secure: boolean;
  readonly #pollIntervalMs: number;
  readonly #now: () => number;
  readonly #Channel: TabChannelClass | null;
  readonly #parentDomain: (() => Promise<string | null>) | undefined;
  /** Counts writes, so that only the last one's custom-domain cookie is written. */
  #writes = 0;
  readonly #listeners = new Set<() => void>();
  /** Stops watching other tabs; set while anyone listens. */
  #stopWatching: (() => void) | undefined;
  /** The channel open while anyone listens; it never hears its own messages. */
  #channel: TabChannel | undefined;
  #snapshot: string | undefined;
  #tokens: Tokens = NO_TOKENS;

  constructor(options: CookieTokenStoreOptions) {
    this.#projectId = options.projectId;
    this.#jar = options.jar ?? documentCookieJar();
    this.#secure = options.secure ?? pageLocation()?.protocol === "https:";
    this.#pollIntervalMs = options.pollIntervalMs ?? COOKIE_POLL_INTERVAL_MS;
    this.#now = options.now ?? Date.now;
    this.#parentDomain = options.parentDomain;
    this.#Channel =
      options.broadcastChannel !== undefined
        ? options.broadcastChannel
        : typeof BroadcastChannel === "function"
          ? BroadcastChannel
          : null;
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
    const write = ++this.#writes;
    if (next.refreshToken === null) {
      const names = new Set([
        ...refreshCookieCandidates(this.#projectId),
        ...refreshCookieNamesIn(this.#jar.getAll(), this.#projectId),
      ]);
      for (const name of names) {
        const domain = domainFromCustomRefreshCookieName(this.#projectId, name) ?? undefined;
        this.#jar.remove(name, { secure: name.startsWith("__Host-") || secure, domain });
      }
      this.#jar.remove(ACCESS_COOKIE_NAME, { secure });
    } else {
      const refreshCookie = encodeRefreshCookie(next.refreshToken, this.#now());
      this.#jar.set(refreshCookieName(this.#projectId, secure), refreshCookie, {
        maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS,
        secure,
      });
      if (this.#parentDomain) void this.#shareWithParentDomain(write, refreshCookie);
      if (next.accessToken === null) this.#jar.remove(ACCESS_COOKIE_NAME, { secure });
      else {
        this.#jar.set(ACCESS_COOKIE_NAME, encodeAccessCookie(next.refreshToken, next.accessToken), {
          maxAgeSeconds: ACCESS_COOKIE_MAX_AGE_SECONDS,
          secure,
        });
      }
    }
    // Only a change is announced: an echo of what another tab wrote changes nothing here.
    if (this.#check()) this.#announce();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (!this.#stopWatching) {
      this.get();
      this.#stopWatching = withLiveUpdates(({ watchOtherTabs }) => {
        const check = () => {
          this.#check();
        };
        const watch = watchOtherTabs(
          this.#Channel,
          tokensChannelName(this.#projectId),
          this.#pollIntervalMs,
          check,
        );
        this.#channel = watch.channel;
        // What other tabs wrote while the watch loaded.
        check();
        return () => {
          watch.stop();
          this.#channel = undefined;
        };
      });
    }
    return () => {
      if (this.#listeners.delete(listener) && this.#listeners.size === 0) {
        this.#stopWatching?.();
        this.#stopWatching = undefined;
      }
    };
  }

  /**
   * Writes the refresh cookie for the trusted parent domain, if there is one and no later write
   * came meanwhile, and drops the page's own (the reference SDK's cross-subdomain cookie).
   */
  async #shareWithParentDomain(write: number, refreshCookie: string): Promise<void> {
    let domain: string | null;
    try {
      domain = (await this.#parentDomain?.()) ?? null;
    } catch {
      // Without the project's domains the page keeps its own cookie, as before.
      return;
    }
    if (domain === null || write !== this.#writes) return;
    const secure = this.#secure;
    this.#jar.set(customRefreshCookieName(this.#projectId, domain), refreshCookie, {
      maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS,
      secure,
      domain,
    });
    this.#jar.remove(refreshCookieName(this.#projectId, secure), { secure });
    this.#check();
  }

  /** Reads the cookies; tells the listeners and answers `true` if the tokens changed. */
  #check(): boolean {
    const before = this.#tokens;
    if (this.get() === before) return false;
    for (const listener of [...this.#listeners]) listener();
    return true;
  }

  /** Tells the other tabs that the tokens changed; this store's own channel does not hear it. */
  #announce(): void {
    const channel =
      this.#channel ?? (this.#Channel && new this.#Channel(tokensChannelName(this.#projectId)));
    channel?.postMessage("tokens");
    if (channel !== this.#channel) channel?.close();
  }
}
