import * as v from "valibot";

/**
 * Validation primitives, defined once and composed everywhere else (the forms, the app classes and
 * the emulator). Messages follow the generic wording of the service.
 */

/** Sign-up password length limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;
/** Profile image URLs may be data URLs; this is the limit on their length. */
export const PROFILE_IMAGE_URL_MAX_LENGTH = 1_000_000;
/** Length of a magic-link / OTP code typed by the user. */
export const OTP_CODE_LENGTH = 6;

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

const dataImageUrl = /^data:image\/[a-z0-9.+-]+(?:;[^,]*)?,/i;

/**
 * Whether `value` may be shown as a profile image: an http(s) URL or a `data:image/…` URL. Other
 * schemes (`javascript:`, `data:text/html`, …) are refused.
 *
 * @example
 * ```ts
 * isProfileImageUrl("https://example.com/ada.png"); // true
 * isProfileImageUrl("javascript:alert(1)"); // false
 * ```
 */
export function isProfileImageUrl(value: string): boolean {
  return isHttpUrl(value) || (isValidUrl(value) && dataImageUrl.test(value));
}

/**
 * A profile image URL: an http(s) URL or a `data:image/…` URL, of at most 1,000,000 characters.
 * A string that is no URL at all says so; a URL of another scheme names the schemes allowed.
 */
export const profileImageUrlSchema = v.pipe(
  v.string(),
  v.maxLength(
    PROFILE_IMAGE_URL_MAX_LENGTH,
    `must be at most ${PROFILE_IMAGE_URL_MAX_LENGTH} characters`,
  ),
  v.check(isValidUrl, "must be a valid URL"),
  v.check(
    (value) => !isValidUrl(value) || isProfileImageUrl(value),
    "must be an http(s) URL or a data:image URL",
  ),
);

/** The handler base path: it must start with '/'. */
export const handlerPathSchema = v.pipe(
  v.string(),
  v.regex(/^\/(?![/\\])/, "must start with '/' (and not '//', which would leave the site)"),
);

/** A JSON object (metadata fields). valibot's record alone would also accept an array. */
export const jsonObjectSchema = v.pipe(
  v.unknown(),
  v.check((value) => !Array.isArray(value), "must be an object"),
  v.record(v.string(), v.unknown()),
);
