import { isValidEmail } from "@app/core/screens";
import type { Translation } from "../i18n/use-translation.js";

/**
 * The message for an email field's value, or `undefined` when it is acceptable. Every form that
 * asks for an email address (sign-in, sign-up, magic link) validates it this way.
 */
export function emailError(value: string, t: Translation["t"]): string | undefined {
  if (value === "") return t("formEnterEmail");
  if (!isValidEmail(value, { strict: true })) return t("formInvalidEmail");
  return undefined;
}
