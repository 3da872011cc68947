import { isValidEmail } from "@app/core/internal";

/**
 * The message for an e-mail field's value, or `undefined` when it is acceptable. Every form that
 * asks for an e-mail address (sign-in, sign-up, magic link) validates it this way.
 */
export function emailError(value: string): string | undefined {
  if (value === "") return "Please enter your email";
  if (!isValidEmail(value, { strict: true })) return "Please enter a valid email";
  return undefined;
}
