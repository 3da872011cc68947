import { decodeBase32, encodeBase32 } from "./base32.js";
import { normalizeToken, type Tokens } from "./tokens.js";

/**
 * The cookie names and formats shared with server middleware and other builds of the SDK
 * (a de facto API; see WIRE.md section 8), and how they are read: from a `Cookie` header or from
 * the page's `document.cookie`.
 */

/** The access cookie: one per site, holding `["<refresh>", "<access>"]`. */
export const ACCESS_COOKIE_NAME = "stack-access";

/** The access cookie of the reference SDK's 2.8.108 builds, read as well. */
const HEXCLAVE_ACCESS_COOKIE_NAME = "hexclave-access";

/** The bases of the structured refresh cookies (`{base}--default`, `{base}--custom-…`). */
const refreshBases = (projectId: string) => [
  `stack-refresh-${projectId}`,
  `hexclave-refresh-${projectId}`,
];

/**
 * The refresh cookie shared by the subdomains of a trusted parent domain (written with
 * `Domain={domain}`): `stack-refresh-{projectId}--custom-{base32(domain)}`, the domain in lower
 * case and Crockford's base32 (WIRE.md section 8).
 */
export function customRefreshCookieName(projectId: string, domain: string): string {
  return `stack-refresh-${projectId}--custom-${encodeBase32(new TextEncoder().encode(domain.toLowerCase()))}`;
}

/**
 * The domain a custom refresh cookie is written for (either SDK's name), or null for any other
 * name or one whose domain does not decode.
 */
export function domainFromCustomRefreshCookieName(projectId: string, name: string): string | null {
  for (const base of refreshBases(projectId)) {
    const prefix = `${base}--custom-`;
    if (!name.startsWith(prefix)) continue;
    const bytes = decodeBase32(name.slice(prefix.length));
    if (bytes === null) return null;
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Every refresh cookie of the project among `cookies`: the structured ones of either SDK
 * (`[__Host-]{stack|hexclave}-refresh-{projectId}--…`, default and custom domains), and the
 * legacy `stack-refresh-{projectId}` and `stack-refresh` (raw tokens).
 */
export function refreshCookieNamesIn(cookies: Record<string, string>, projectId: string): string[] {
  const prefixes = refreshBases(projectId).flatMap((base) => [`${base}--`, `__Host-${base}--`]);
  const legacy = [`stack-refresh-${projectId}`, "stack-refresh"];
  return Object.keys(cookies).filter(
    (name) => legacy.includes(name) || prefixes.some((prefix) => name.startsWith(prefix)),
  );
}

/**
 * How far in the future a refresh cookie's `updated_at_millis` may lie, for clocks that differ
 * (a server's `Set-Cookie`, another device's): 1 minute. A later one is not believed.
 */
export const COOKIE_CLOCK_SKEW_MS = 60_000;

/**
 * The tokens found in a set of cookies (name → decoded value), at `now` (default the clock). A
 * cookie's writer chooses its name's domain and its timestamp, so among several refresh cookies:
 * a `__Host-` one (which only this host can set, over https) wins over any other; then the
 * structured ones (either SDK's, the default domain's and trusted parent domains'); the legacy raw
 * `stack-refresh-{projectId}` and `stack-refresh` only when there is neither. Within each kind
 * the most recently updated wins, and a timestamp more than {@link COOKIE_CLOCK_SKEW_MS} ahead of
 * `now` counts as none. An access cookie counts only if it belongs to the chosen refresh token.
 * Why: docs/sessions.md, "Which cookie wins".
 */
export function readTokensFromCookies(
  cookies: Record<string, string>,
  projectId: string,
  now: number = Date.now(),
): Tokens {
  let refreshToken: string | null = null;
  let best = Number.NEGATIVE_INFINITY;
  for (const name of refreshCookieNamesIn(cookies, projectId)) {
    const parsed = parseRefreshCookie(cookies[name] as string);
    if (!parsed) continue;
    const { token, updatedAt } = parsed;
    // One number orders them: the kind of name, 2e14 apart (beyond any timestamp until the year
    // 8000), then the timestamp (none: 0).
    const score =
      (updatedAt > 0 && updatedAt <= now + COOKIE_CLOCK_SKEW_MS ? updatedAt : 0) +
      (name.startsWith("__Host-")
        ? 4e14
        : name === "stack-refresh" || name === `stack-refresh-${projectId}`
          ? 0
          : 2e14);
    if (score > best) {
      best = score;
      refreshToken = token;
    }
  }
  let accessToken: string | null = null;
  for (const name of [ACCESS_COOKIE_NAME, HEXCLAVE_ACCESS_COOKIE_NAME]) {
    const access = parseJson(cookies[name]);
    if (Array.isArray(access) && refreshToken !== null && access[0] === refreshToken) {
      accessToken = normalizeToken(access[1]);
      break;
    }
  }
  return { refreshToken, accessToken };
}

function parseRefreshCookie(raw: string): { token: string; updatedAt: number } | null {
  const json = parseJson(raw);
  if (typeof json === "object" && json !== null && "refresh_token" in json) {
    const token = normalizeToken(json.refresh_token);
    // Only a number or a numeric string: Number() throws on JSON such as { "toString": 1 }.
    const raw = "updated_at_millis" in json ? json.updated_at_millis : 0;
    const updatedAt = typeof raw === "number" || typeof raw === "string" ? Number(raw) : 0;
    return token ? { token, updatedAt: Number.isFinite(updatedAt) ? updatedAt : 0 } : null;
  }
  // Legacy cookies hold the raw token; they lose against any cookie with a timestamp.
  const token = normalizeToken(raw);
  return token ? { token, updatedAt: -1 } : null;
}

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Parses a `Cookie` request header into name → decoded value. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    // Own names only: `in` also sees Object.prototype, which dropped cookies named "constructor".
    if (!name || Object.hasOwn(cookies, name)) continue;
    const value = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** The reading half of a cookie jar (cookie-jar.ts adds the writing half, which loads later). */
export interface CookieReader {
  /** A cheap value that changes whenever any cookie changes (the raw `document.cookie`). */
  snapshot(): string;
  /** Every readable cookie, name → decoded value. */
  getAll(): Record<string, string>;
}

/**
 * Reads `document.cookie`; outside browsers it is empty.
 *
 * @example
 * ```ts
 * const cookies = documentCookieReader().getAll(); // { "stack-access": "[…]" }
 * ```
 */
export function documentCookieReader(): CookieReader {
  const hasDocument = typeof document !== "undefined";
  return {
    snapshot: () => (hasDocument ? document.cookie : ""),
    getAll: () => (hasDocument ? parseCookieHeader(document.cookie) : {}),
  };
}
