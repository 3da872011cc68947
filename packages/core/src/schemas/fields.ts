// Validation primitives, defined once and composed everywhere else (the forms, the app classes and
// the emulator). Messages follow the generic wording of the service. The plain checks live in
// field-checks.ts, without valibot.
import * as v from "valibot";
import {
  HANDLER_PATH_PATTERN,
  isHttpUrl,
  isValidUrl,
  PROFILE_IMAGE_URL_MAX_LENGTH,
} from "./field-checks.js";

export {
  HANDLER_PATH_PATTERN,
  isHandlerPath,
  isHttpUrl,
  isValidUrl,
  OTP_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_URL_MAX_LENGTH,
  TOTP_CODE_LENGTH,
} from "./field-checks.js";
export { isVerificationCode, VERIFICATION_CODE_LENGTH } from "./verification-code.js";

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
  v.regex(HANDLER_PATH_PATTERN, "must start with '/' (and not '//', which would leave the site)"),
);

/** A JSON object (metadata fields). valibot's record alone would also accept an array. */
export const jsonObjectSchema = v.pipe(
  v.unknown(),
  v.check((value) => !Array.isArray(value), "must be an object"),
  v.record(v.string(), v.unknown()),
);
