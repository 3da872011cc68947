import type { TrackedPromise } from "../cache/keyed-cache.js";
import { lazyModule } from "../cache/keyed-cache.js";
import { pageLocation } from "../platform/page-location.js";
import type { CookieJar } from "./cookie-jar.js";
import { type CookieReader, documentCookieReader, readTokensFromCookies } from "./cookie-names.js";
import type { CookieWriteQueue } from "./cookie-writer.js";
import type { TabChannel, TabChannelClass } from "./live-updates.js";
import { withLiveUpdates } from "./load-live-updates.js";
import type { TokenStore } from "./token-store.js";
import { NO_TOKENS, normalizeTokens, sameTokens, type Tokens } from "./tokens.js";

/**
 * The code that writes the cookies (cookie-writer.ts): loaded when a browser app is built (unless
 * `noAutomaticPrefetch`), or with a store's first write. A failed load is tried again by the next
 * write.
 *
 * @example
 * ```ts
 * loadCookieWriter().catch(() => {}); // start loading it now
 * ```
 */
export const loadCookieWriter = lazyModule<CookieWriter>(() => import("./cookie-writer.js"));

type CookieWriter = typeof import("./cookie-writer.js");

/** How often cookies are re-read while someone listens, where there is no BroadcastChannel: 100 ms. */
export const COOKIE_POLL_INTERVAL_MS = 100;

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
   * @internal Loads the code that writes the cookies (default {@link loadCookieWriter}): tests
   * give one that fails.
   */
  loadWriter?: () => TrackedPromise<CookieWriter>;
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
  /**
   * Where writes go and the writes waiting for the writer's code, shared with that code, which
   * writes them in order and tells the other tabs (a page that never writes never loads it).
   */
  readonly #writes: CookieWriteQueue<TabChannel>;
  /** Reads the cookies: the given jar, else `document.cookie`. */
  readonly #reader: CookieReader;
  readonly #pollIntervalMs: number;
  readonly #loadWriter: () => TrackedPromise<CookieWriter>;
  readonly #listeners = new Set<() => void>();
  /** Stops watching other tabs; set while anyone listens. */
  #stopWatching: (() => void) | undefined;
  #snapshot: string | undefined;
  #tokens: Tokens = NO_TOKENS;

  constructor(options: CookieTokenStoreOptions) {
    this.#writes = {
      projectId: options.projectId,
      jar: options.jar,
      secure: options.secure ?? pageLocation()?.protocol === "https:",
      now: options.now ?? Date.now,
      parentDomain: options.parentDomain,
      Channel:
        options.broadcastChannel !== undefined
          ? options.broadcastChannel
          : typeof BroadcastChannel === "function"
            ? BroadcastChannel
            : null,
      channelName: tokensChannelName(options.projectId),
      queued: [],
      count: 0,
      check: () => this.#check(),
    };
    this.#reader = options.jar ?? documentCookieReader();
    this.#pollIntervalMs = options.pollIntervalMs ?? COOKIE_POLL_INTERVAL_MS;
    this.#loadWriter = options.loadWriter ?? loadCookieWriter;
  }

  get(): Tokens {
    const jar = this.#reader;
    const snapshot = jar.snapshot();
    if (this.#writes.queued.length === 0 && snapshot !== this.#snapshot) {
      this.#snapshot = snapshot;
      const next = readTokensFromCookies(jar.getAll(), this.#writes.projectId, this.#writes.now());
      if (!sameTokens(next, this.#tokens)) this.#tokens = next;
    }
    return this.#tokens;
  }

  /**
   * Writes the tokens into the cookies, at once when the writer's code is in (the usual case: a
   * browser app loads it when it is built); else they are the store's tokens at once and reach the
   * cookies, in order, when it has loaded.
   */
  set(tokens: Tokens): void {
    const writer = this.#loadWriter();
    const writes = this.#writes;
    writes.queued.push(normalizeTokens(tokens));
    if (writer.status === "fulfilled") (writer.value as CookieWriter).flushWrites(writes);
    else {
      const last = writes.queued.at(-1) as Tokens;
      if (!sameTokens(last, this.#tokens)) {
        this.#tokens = last;
        writes.queuedChange = true;
        this.#notify();
      }
      // A failed load leaves the writes queued, for the next write to try again.
      writer.then(
        (writer) => writer.flushWrites(writes),
        () => {},
      );
    }
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (!this.#stopWatching) {
      this.get();
      this.#stopWatching = withLiveUpdates(({ watchOtherTabs }) => {
        const writes = this.#writes;
        const check = () => {
          this.#check();
        };
        const watch = watchOtherTabs(
          writes.Channel,
          writes.channelName,
          this.#pollIntervalMs,
          check,
        );
        writes.channel = watch.channel;
        // What other tabs wrote while the watch loaded.
        check();
        return () => {
          watch.stop();
          writes.channel = undefined;
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

  /** Reads the cookies; tells the listeners and answers `true` if the tokens changed. */
  #check(): boolean {
    const before = this.#tokens;
    if (this.get() === before) return false;
    this.#notify();
    return true;
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
