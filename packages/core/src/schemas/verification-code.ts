/**
 * Length of a verification code (magic link, password reset, e-mail verification, multi-factor
 * attempt): letters and digits; a magic link's code is the 6-character OTP followed by its nonce.
 */
export const VERIFICATION_CODE_LENGTH = 45;

/**
 * Whether `value` looks like a verification code: 45 letters and digits, in any case.
 *
 * @example
 * ```ts
 * isVerificationCode(new URLSearchParams(location.search).get("code") ?? ""); // true for a link's code
 * ```
 */
export function isVerificationCode(value: string): boolean {
  return value.length === VERIFICATION_CODE_LENGTH && /^[a-z0-9]+$/i.test(value);
}
