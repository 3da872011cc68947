// Tokens travel in query strings (a magic link's `code`, an OAuth callback's `code`, a refresh
// token a script put in a URL): what the emulator keeps or shows of a URL leaves their values out.

/** What a redacted value reads as. */
export const REDACTED = "[redacted]";

const SENSITIVE_NAMES = new Set([
  "code",
  "code_verifier",
  "key",
  "nonce",
  "otp",
  "password",
  "secret",
  "token",
]);

/**
 * Whether a query parameter carries a credential, by its name (case-insensitive): `token`,
 * `code`, `password`, `secret`, `key` and the like, every `…token` (`access_token`,
 * `refresh_token`, `id_token`), every name holding `secret` or `password` (`client_secret`,
 * `secret_server_key`), and every `…_key` or `…-key` (`publishable_client_key`, `api_key`).
 *
 * @example
 * ```ts
 * isSensitiveParameter("refresh_token"); // true
 * isSensitiveParameter("user_id"); // false
 * ```
 */
export function isSensitiveParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    SENSITIVE_NAMES.has(lower) ||
    lower.endsWith("token") ||
    lower.includes("secret") ||
    lower.includes("password") ||
    /[_-]key$/.test(lower)
  );
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}

/**
 * A query string (with or without its `?`) with the value of every sensitive parameter (see
 * {@link isSensitiveParameter}) replaced by `[redacted]`; everything else, its encoding and order
 * included, is kept as it was.
 *
 * @example
 * ```ts
 * redactQuery("?code=abc123&after=%2Fhome"); // "?code=[redacted]&after=%2Fhome"
 * redactQuery(""); // ""
 * ```
 */
export function redactQuery(query: string): string {
  const prefix = query.startsWith("?") ? "?" : "";
  const body = query.slice(prefix.length);
  if (body === "") return query;
  const parts = body.split("&").map((part) => {
    const equals = part.indexOf("=");
    const name = equals < 0 ? part : part.slice(0, equals);
    if (equals < 0 || !isSensitiveParameter(decodedName(name))) return part;
    return `${name}=${REDACTED}`;
  });
  return `${prefix}${parts.join("&")}`;
}
