// The field primitives' plain checks, without valibot (the option checks and the handler path
// use them: docs/architecture.md, "Chunk map"). `fields.ts` composes them into schemas and
// re-exports them.

/** Sign-up password length limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;
/** Profile image URLs may be data URLs; this is the limit on their length. */
export const PROFILE_IMAGE_URL_MAX_LENGTH = 1_000_000;
/** Length of a magic-link / OTP code typed by the user. */
export const OTP_CODE_LENGTH = 6;
/** Length of a TOTP code: digits only. */
export const TOTP_CODE_LENGTH = 6;

/** Whether `value` parses as an absolute URL and has no whitespace. */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute `http:` or `https:` URL without whitespace. */
export function isHttpUrl(value: string): boolean {
  if (!isValidUrl(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

/** A handler base path: '/' not followed by a slash or backslash, which would leave the site. */
export const HANDLER_PATH_PATTERN = /^\/(?![/\\])/;

/**
 * Whether `value` may be the handler base path: it starts with '/' (and not '//').
 *
 * @example
 * ```ts
 * isHandlerPath("/handler"); // true
 * isHandlerPath("//evil.example"); // false
 * ```
 */
export function isHandlerPath(value: unknown): boolean {
  return typeof value === "string" && HANDLER_PATH_PATTERN.test(value);
}
