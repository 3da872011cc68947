import { KnownErrors } from "../errors/catalogue/index.js";
import type { KnownError } from "../errors/known-error.js";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./field-checks.js";

/**
 * The error a sign-up password breaks, or `undefined` when it is acceptable (8 to 70 characters).
 * The server still enforces the project's own requirements.
 *
 * @example
 * ```ts
 * getPasswordError("short")?.code; // "PASSWORD_TOO_SHORT"
 * ```
 */
export function getPasswordError(password: string): KnownError | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return new KnownErrors.PasswordTooShort({ min_length: PASSWORD_MIN_LENGTH });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return new KnownErrors.PasswordTooLong({ maxLength: PASSWORD_MAX_LENGTH });
  }
  return undefined;
}
