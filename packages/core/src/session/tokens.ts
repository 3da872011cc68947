/** An access token counts as fresh while it has more than this left: 20000 ms. */
export const FRESHNESS_HORIZON_MS = 20_000;
/** Demands of this much validity or more cannot be met by a refresh, so they are refused. */
export const MAX_VALIDITY_DEMAND_MS = 60_000;

/**
 * A user's pair of tokens; either may be missing.
 *
 * @example
 * ```ts
 * const tokens: Tokens = { accessToken, refreshToken };
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: tokens });
 * ```
 */
export interface Tokens {
  /** The access token; null when there is none. */
  accessToken: string | null;
  /** The refresh token; null when signed out. */
  refreshToken: string | null;
}

/** The header a browser app sends its tokens in to its own backend (`getAuthHeaders()`). */
export const AUTH_HEADER_NAME = "x-stack-auth";

/** No session. */
export const NO_TOKENS: Tokens = Object.freeze({ accessToken: null, refreshToken: null });

/** A token string, or `null` for anything that is not one (empty, `"undefined"`, not a string). */
export function normalizeToken(value: unknown): string | null {
  return typeof value === "string" && value !== "" && value !== "undefined" && value !== "null"
    ? value
    : null;
}

/** Both tokens, normalised. */
export function normalizeTokens(tokens: Partial<Tokens> | null | undefined): Tokens {
  return {
    accessToken: normalizeToken(tokens?.accessToken),
    refreshToken: normalizeToken(tokens?.refreshToken),
  };
}

/** Whether two token pairs are the same. */
export function sameTokens(a: Tokens, b: Tokens): boolean {
  return a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;
}

/**
 * When the access token expires, in ms since the epoch: `Infinity` when it has no `exp` claim,
 * `null` when it is not a JWT with a JSON object payload (then it is treated as expired). Only
 * the payload is read, as any client may (the signature is the service's to check); the few lines
 * of decoding spare a browser app a JWT library.
 */
export function accessTokenExpiresAt(accessToken: string): number | null {
  const parts = accessToken.split(".");
  if (parts.length !== 3) return null;
  let payload: unknown;
  try {
    // base64url → base64; `atob` takes it without padding, and refuses anything else.
    const binary = atob((parts[1] as string).replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  const { exp } = payload as { exp?: unknown };
  return typeof exp === "number" ? exp * 1000 : Number.POSITIVE_INFINITY;
}
