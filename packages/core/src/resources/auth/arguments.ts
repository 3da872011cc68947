import { KnownErrors } from "../../errors/catalogue/index.js";
import type { KnownError } from "../../errors/known-error.js";
import { isVerificationCode } from "../../schemas/verification-code.js";

// Argument checks of the lazily loaded flows.

/** Throws a TypeError naming `method` and `name` unless `value` is a string. */
export function assertString(
  value: unknown,
  method: string,
  name: string,
): asserts value is string {
  if (typeof value !== "string") {
    throw new TypeError(`${method}: ${name} must be a string; got ${typeof value}.`);
  }
}

/**
 * The failure for a code that cannot be a verification code (a link cut short, a typo): the
 * service would not find it, so it is answered without asking, as VERIFICATION_CODE_NOT_FOUND.
 * `undefined` for a well-formed code; a TypeError for a code that is not a string.
 */
export function malformedCode(code: unknown, method: string): KnownError | undefined {
  assertString(code, method, "code");
  return isVerificationCode(code) ? undefined : new KnownErrors.VerificationCodeNotFound();
}

/** The codes of the verification failures a user causes (wrong, expired, used, too many tries). */
export const VERIFICATION_FAILURES = ["VERIFICATION_ERROR"];
