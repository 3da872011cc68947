import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the sign-in and sign-up errors that have any and no message function. */
interface AuthErrorDetails {
  SIGN_UP_REJECTED: {
    /** The service's explanation. */
    message: string;
  };
  BOT_CHALLENGE_FAILED: {
    /** The service's explanation. */
    message: string;
  };
  REDIRECT_URL_NOT_WHITELISTED: {
    /** The URL that is not on the project's trusted domains. */
    redirect_url?: string;
  };
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: {
    /** The code that continues this sign-in once the second factor is given. */
    attempt_code: string;
  };
  INVALID_POLLING_CODE: Record<string, unknown>;
}

/**
 * Errors of the sign-in and sign-up flows: passwords, verification codes, multi-factor, CLI login,
 * anonymous users, bot challenges and redirects. Messages that SPEC.md quotes are kept verbatim,
 * and so are those of the password errors the SDK raises itself; a row without a message reads its
 * code as one ("Verification code expired."), which the server's own message replaces when an
 * error is decoded.
 *
 * @example
 * ```ts
 * if (AuthErrors.EmailPasswordMismatch.isInstance(error)) showError(error.message);
 * ```
 */
export const AuthErrors = (defineErrors as DefineErrors<AuthErrorDetails>)({
  SIGN_UP_NOT_ENABLED: [400, "New account registration is not allowed"],
  SIGN_UP_REJECTED: [403],
  BOT_CHALLENGE_REQUIRED: [409],
  BOT_CHALLENGE_FAILED: [400],
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: [400],
  REDIRECT_URL_NOT_WHITELISTED: [400],

  // Passwords
  PASSWORD_AUTHENTICATION_NOT_ENABLED: [400],
  EMAIL_PASSWORD_MISMATCH: [400, "Wrong e-mail or password."],
  PASSWORD_CONFIRMATION_MISMATCH: [400, "Passwords do not match."],
  USER_DOES_NOT_HAVE_PASSWORD: [400],
  PASSWORD_REQUIREMENTS_NOT_MET: [400],
  // The SDK checks password lengths itself (`schemas/password.ts`), so these keep their messages.
  PASSWORD_TOO_SHORT: [
    "PASSWORD_REQUIREMENTS_NOT_MET",
    (d: {
      /** The shortest password allowed. */
      min_length: number;
    }) => `Password must be at least ${d.min_length} characters.`,
  ],
  // The only camelCase details key of the wire (WIRE.md section 2).
  PASSWORD_TOO_LONG: [
    "PASSWORD_REQUIREMENTS_NOT_MET",
    (d: {
      /** The longest password allowed. */
      maxLength: number;
    }) => `Password must be at most ${d.maxLength} characters.`,
  ],

  // Verification codes (magic links, e-mail verification, password reset, invitations). The
  // catalogue lists VERIFICATION_ERROR as `VerificationCodeError`, the reference SDK's name.
  VERIFICATION_ERROR: [400],
  VERIFICATION_CODE_NOT_FOUND: ["VERIFICATION_ERROR", 404],
  VERIFICATION_CODE_EXPIRED: ["VERIFICATION_ERROR"],
  VERIFICATION_CODE_ALREADY_USED: ["VERIFICATION_ERROR", 409],
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: ["VERIFICATION_ERROR"],

  // Multi-factor authentication
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: [400],
  INVALID_TOTP_CODE: [400, "Invalid TOTP code"],

  // CLI login (the CLI_AUTH_* errors are also produced by the SDK from poll statuses)
  INVALID_POLLING_CODE: [400],
  CLI_AUTH_ERROR: [400],
  CLI_AUTH_EXPIRED_ERROR: [400, "CLI authentication request expired. Please try again."],
  CLI_AUTH_USED_ERROR: [400, "This authentication token has already been used."],
});
