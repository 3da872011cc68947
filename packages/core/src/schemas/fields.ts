import * as z from "zod/mini";

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

const basicEmail = /^[^\s@]+@[^\s@]+$/;
const strictEmail =
  /^(?!\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * Whether `value` is an e-mail address. The strict variant also needs a domain whose last label
 * has at least two letters and a local part that neither starts nor ends with a dot.
 *
 * @example
 * ```ts
 * isValidEmail("ada@example.com", { strict: true }); // true
 * isValidEmail("ada@localhost", { strict: true }); // false
 * ```
 */
export function isValidEmail(value: string, options: { strict?: boolean } = {}): boolean {
  return (options.strict ? strictEmail : basicEmail).test(value);
}

/** An e-mail address (standard format). */
export const emailSchema = z.string().check(
  z.refine((value) => isValidEmail(value), { error: "must be a valid email" }),
);

/** A uuid (user, team and project ids). */
export const uuidSchema = z.string().check(
  z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: "must be a valid UUID",
  }),
);

/** An absolute URL without spaces. */
export const urlSchema = z.string().check(
  z.refine((value) => !/\s/.test(value) && URL.canParse(value), { error: "must be a valid URL" }),
);

/** A profile image URL: a URL (data URLs included) of at most 1,000,000 characters. */
export const profileImageUrlSchema = z.string().check(
  z.maxLength(PROFILE_IMAGE_URL_MAX_LENGTH, {
    error: `must be at most ${PROFILE_IMAGE_URL_MAX_LENGTH} characters`,
  }),
  z.refine((value) => !/\s/.test(value) && URL.canParse(value), { error: "must be a valid URL" }),
);

/** The handler base path: it must start with '/'. */
export const handlerPathSchema = z.string().check(
  z.startsWith("/", { error: "must start with '/'" }),
);

/** A JSON object (metadata fields). */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
