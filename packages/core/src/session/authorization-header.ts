import type { Tokens } from "./tokens.js";

// The `Authorization` header that carries a session to your own backend, as the reference SDK
// writes and reads it: `Bearer stackauth_<base64 of the getAuthJson() JSON>` (`hexclave_` is read
// too). Written by `getAuthorizationHeader()` (loaded on first use in the browser), read by the server
// app's request token store.

const PREFIXES = ["stackauth_", "hexclave_"];

/**
 * The header value for `tokens`, or null when there is no session.
 *
 * @example
 * ```ts
 * authorizationHeaderOf({ accessToken: "eyJ…", refreshToken: "r" }); // "Bearer stackauth_eyJhY2Nlc3NUb2tlbiI6…"
 * ```
 */
export function authorizationHeaderOf(tokens: Tokens): string | null {
  if (tokens.accessToken === null && tokens.refreshToken === null) return null;
  const bytes = new TextEncoder().encode(JSON.stringify(tokens));
  return `Bearer ${PREFIXES[0]}${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * The tokens of an `Authorization` header written by `getAuthorizationHeader()`; null for any
 * other header (another scheme, a bearer token without the prefix), which is not ours to read. A
 * header with the prefix whose payload is not the tokens' JSON is a TypeError that does not show
 * the value (it may hold tokens).
 *
 * @example
 * ```ts
 * tokensFromAuthorizationHeader(request.headers.get("authorization") ?? "");
 * ```
 */
export function tokensFromAuthorizationHeader(header: string): Tokens | null {
  const credential = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const prefix = PREFIXES.find((candidate) => credential?.startsWith(candidate));
  if (credential === undefined || prefix === undefined) return null;
  let parsed: unknown;
  try {
    // Standard base64, or base64url; padding optional.
    const base64 = credential.slice(prefix.length).replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    parsed = undefined;
  }
  const tokens = parsed as Record<string, unknown> | undefined;
  const isToken = (value: unknown) => value == null || typeof value === "string";
  if (
    typeof tokens !== "object" ||
    tokens === null ||
    Array.isArray(tokens) ||
    !isToken(tokens.accessToken) ||
    !isToken(tokens.refreshToken) ||
    credential.length === prefix.length
  ) {
    throw new TypeError(
      `The authorization header must be "Bearer ${prefix}" followed by the base64 of { "accessToken": string | null, "refreshToken": string | null } (what getAuthorizationHeader() writes); got a value of ${header.length} characters that is not (the value is not shown: it may hold tokens).`,
    );
  }
  return {
    accessToken: (tokens.accessToken as string | null | undefined) ?? null,
    refreshToken: (tokens.refreshToken as string | null | undefined) ?? null,
  };
}
