import { getPasswordError } from "@app/core/internal";
import { knownErrorMessage } from "../i18n/error-message.js";
import type { Translation } from "../i18n/use-translation.js";

/**
 * The message for a new password (sign-up, reset): 'Please enter your password', or the length
 * rule it breaks (8 to 70 characters), or `undefined` when it is acceptable.
 */
export function passwordError(password: string, t: Translation["t"]): string | undefined {
  if (password === "") return t("formEnterPassword");
  const broken = getPasswordError(password);
  return broken ? knownErrorMessage(broken, t) : undefined;
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
