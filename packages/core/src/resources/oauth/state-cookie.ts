import { pageLocation } from "../../platform/page-location.js";
import type { CookieJar } from "../../session/cookie-jar.js";

/** How long an OAuth flow's state cookie lives: 1 hour. */
export const OAUTH_STATE_COOKIE_MAX_AGE_SECONDS = 3600;

/** The cookie that holds a flow's PKCE verifier: `stack-oauth-outer-{state}` (WIRE.md section 8). */
export function oauthStateCookieName(state: string): string {
  return `stack-oauth-outer-${state}`;
}

// The 2.8.108 builds of the reference SDK write this name as well, and read either.
const hexclaveName = (state: string) => `hexclave-oauth-outer-${state}`;

const isHttps = () => pageLocation()?.protocol === "https:";

/**
 * Remembers a flow's verifier under its state for 1 hour.
 *
 * @example
 * ```ts
 * saveOAuthVerifier(state, verifier, documentCookieJar());
 * ```
 */
export function saveOAuthVerifier(state: string, verifier: string, jar: CookieJar): void {
  jar.set(oauthStateCookieName(state), verifier, {
    maxAgeSeconds: OAUTH_STATE_COOKIE_MAX_AGE_SECONDS,
    secure: isHttps(),
  });
}

/**
 * The verifier saved for `state`, removed so that it serves once; null when there is none (the
 * hour passed, the flow was finished already, or it was not started in this browser).
 *
 * @example
 * ```ts
 * const state = new URL(location.href).searchParams.get("state") ?? "";
 * const verifier = consumeOAuthVerifier(state, documentCookieJar());
 * ```
 */
export function consumeOAuthVerifier(state: string, jar: CookieJar): string | null {
  const cookies = jar.getAll();
  const verifier = cookies[oauthStateCookieName(state)] ?? cookies[hexclaveName(state)] ?? null;
  for (const name of [oauthStateCookieName(state), hexclaveName(state)]) {
    if (cookies[name] !== undefined) jar.remove(name, { secure: isHttps() });
  }
  return verifier;
}
