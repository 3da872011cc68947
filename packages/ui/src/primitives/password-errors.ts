import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@app/core/screens";
import type { Translation } from "../i18n/use-translation.js";

/**
 * The message for a new password (sign-up, reset): 'Please enter your password', or the length
 * rule it breaks (8 to 70 characters), or `undefined` when it is acceptable.
 */
export function passwordError(password: string, t: Translation["t"]): string | undefined {
  if (password === "") return t("formEnterPassword");
  // The limits of the service's rule (core's getPasswordError), told without building its known
  // error: that would load the error catalogue with every sign-in page.
  if (password.length < PASSWORD_MIN_LENGTH) {
    return t("errorPasswordTooShort", { minLength: PASSWORD_MIN_LENGTH });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return t("errorPasswordTooLong", { maxLength: PASSWORD_MAX_LENGTH });
  }
  return undefined;
}

/** The message for the repeated password: 'Please repeat your password', 'Passwords do not match'. */
export function repeatError(
  password: string,
  repeat: string,
  t: Translation["t"],
): string | undefined {
  if (repeat === "") return t("formRepeatPassword");
  return repeat !== password ? t("formPasswordsDoNotMatch") : undefined;
}
