import { type CookieJar, documentCookieJar } from "./cookie-jar.js";
import {
  ACCESS_COOKIE_NAME,
  customRefreshCookieName,
  domainFromCustomRefreshCookieName,
  refreshCookieNamesIn,
} from "./cookie-names.js";
import type { Tokens } from "./tokens.js";

// What writes the cookie store's tokens (cookie-token-store.ts): loaded when a browser app is built
// (unless `noAutomaticPrefetch`) or with the store's first write, since a page that only reads
// its session never writes a cookie.

/** Refresh cookie lifetime: 1 year. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Access cookie lifetime: 1 day. */
export const ACCESS_COOKIE_MAX_AGE_SECONDS = 86_400;

/** The refresh cookie this SDK writes: `stack-refresh-{projectId}--default`. */
export function refreshCookieName(projectId: string, secure: boolean): string {
  return `${secure ? "__Host-" : ""}stack-refresh-${projectId}--default`;
}

/** Every refresh cookie name of the default domain that is read, newest format first. */
export function refreshCookieCandidates(projectId: string): string[] {
  return [
    `__Host-stack-refresh-${projectId}--default`,
    `stack-refresh-${projectId}--default`,
    `__Host-hexclave-refresh-${projectId}--default`,
    `hexclave-refresh-${projectId}--default`,
    `stack-refresh-${projectId}`,
    "stack-refresh",
  ];
}

/** The JSON stored in the refresh cookie. */
export function encodeRefreshCookie(refreshToken: string, nowMillis: number): string {
  return JSON.stringify({ refresh_token: refreshToken, updated_at_millis: nowMillis });
}

/** The JSON stored in the access cookie. */
export function encodeAccessCookie(refreshToken: string, accessToken: string): string {
  return JSON.stringify([refreshToken, accessToken]);
}

/** One write of a cookie store: where it writes, and what it learns of later writes. */
export interface CookieWrite {
  projectId: string;
  /** The store's jar; `undefined`: the page's `document.cookie`. */
  jar: CookieJar | undefined;
  /** `Secure`, `__Host-` cookies. */
  secure: boolean;
  now: () => number;
  /** The trusted parent domain whose subdomains share the sign-in, or null (see the store). */
  parentDomain: (() => Promise<string | null>) | undefined;
  /** Whether no later write came since this one. */
  isLatest(): boolean;
  /** Called once the parent domain's refresh cookie replaced the page's own. */
  changed(): void;
}

/**
 * Writes `tokens` into the cookies, in the names and formats that server middleware and the
 * reference SDK read; null tokens delete every refresh cookie of the project (either SDK's, the
 * default domain's and trusted parent domains') and the access cookie.
 *
 * @example
 * ```ts
 * writeTokenCookies({ projectId, jar: undefined, secure: true, now: Date.now, parentDomain: undefined,
 *   isLatest: () => true, changed: () => {} }, { refreshToken: "r", accessToken: "a" });
 * ```
 */
export function writeTokenCookies(write: CookieWrite, tokens: Tokens): void {
  const { projectId, secure } = write;
  const jar = write.jar ?? documentCookieJar();
  if (tokens.refreshToken === null) {
    const names = new Set([
      ...refreshCookieCandidates(projectId),
      ...refreshCookieNamesIn(jar.getAll(), projectId),
    ]);
    for (const name of names) {
      const domain = domainFromCustomRefreshCookieName(projectId, name) ?? undefined;
      jar.remove(name, { secure: name.startsWith("__Host-") || secure, domain });
    }
    jar.remove(ACCESS_COOKIE_NAME, { secure });
    return;
  }
  const refreshCookie = encodeRefreshCookie(tokens.refreshToken, write.now());
  jar.set(refreshCookieName(projectId, secure), refreshCookie, {
    maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS,
    secure,
  });
  if (write.parentDomain) void shareWithParentDomain(write, refreshCookie);
  if (tokens.accessToken === null) jar.remove(ACCESS_COOKIE_NAME, { secure });
  else {
    jar.set(ACCESS_COOKIE_NAME, encodeAccessCookie(tokens.refreshToken, tokens.accessToken), {
      maxAgeSeconds: ACCESS_COOKIE_MAX_AGE_SECONDS,
      secure,
    });
  }
}

/**
 * Writes the refresh cookie for the trusted parent domain, if there is one and no later write
 * came meanwhile, and drops the page's own (the reference SDK's cross-subdomain cookie).
 */
async function shareWithParentDomain(write: CookieWrite, refreshCookie: string): Promise<void> {
  let domain: string | null;
  try {
    domain = (await write.parentDomain?.()) ?? null;
  } catch {
    // Without the project's domains the page keeps its own cookie, as before.
    return;
  }
  if (domain === null || !write.isLatest()) return;
  const { projectId, secure } = write;
  const jar = write.jar ?? documentCookieJar();
  jar.set(customRefreshCookieName(projectId, domain), refreshCookie, {
    maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS,
    secure,
    domain,
  });
  jar.remove(refreshCookieName(projectId, secure), { secure });
  write.changed();
}
