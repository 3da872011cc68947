import { defineError } from "../define-error.js";

/**
 * Errors of the sign-in and sign-up flows: passwords, verification codes, multi-factor, CLI login,
 * anonymous users, bot challenges and redirects. Messages that SPEC.md quotes are kept verbatim.
 */

export const SignUpNotEnabled = defineError("SIGN_UP_NOT_ENABLED", {
  status: 400,
  message: "New account registration is not allowed",
});

export const SignUpRejected = defineError<"SIGN_UP_REJECTED", { message: string }>(
  "SIGN_UP_REJECTED",
  {
    status: 403,
    message: (d) => d.message || "A sign-up rule of the project rejected this sign-up.",
  },
);

export const BotChallengeRequired = defineError("BOT_CHALLENGE_REQUIRED", {
  status: 409,
  message: "Complete the bot challenge to continue signing up.",
});

export const BotChallengeFailed = defineError<"BOT_CHALLENGE_FAILED", { message: string }>(
  "BOT_CHALLENGE_FAILED",
  { status: 400, message: (d) => d.message || "The bot challenge failed." },
);

export const AnonymousAccountsNotEnabled = defineError("ANONYMOUS_ACCOUNTS_NOT_ENABLED", {
  status: 400,
  message: "This project does not allow anonymous accounts.",
});

export const RedirectUrlNotWhitelisted = defineError<
  "REDIRECT_URL_NOT_WHITELISTED",
  { redirect_url?: string }
>("REDIRECT_URL_NOT_WHITELISTED", {
  status: 400,
  message: "The redirect URL is not on the project's list of trusted domains.",
});

// Passwords

export const PasswordAuthenticationNotEnabled = defineError("PASSWORD_AUTHENTICATION_NOT_ENABLED", {
  status: 400,
  message: "This project does not allow signing in with a password.",
});

export const EmailPasswordMismatch = defineError("EMAIL_PASSWORD_MISMATCH", {
  status: 400,
  message: "Wrong e-mail or password.",
});

export const PasswordConfirmationMismatch = defineError("PASSWORD_CONFIRMATION_MISMATCH", {
  status: 400,
  message: "Passwords do not match.",
});

export const UserDoesNotHavePassword = defineError("USER_DOES_NOT_HAVE_PASSWORD", {
  status: 400,
  message: "This user has no password; sign in another way.",
});

export const PasswordRequirementsNotMet = defineError("PASSWORD_REQUIREMENTS_NOT_MET", {
  status: 400,
  message: "The password does not meet the requirements.",
});

export const PasswordTooShort = defineError<"PASSWORD_TOO_SHORT", { min_length: number }>(
  "PASSWORD_TOO_SHORT",
  {
    parent: PasswordRequirementsNotMet,
    message: (d) => `The password must be at least ${d.min_length} characters long.`,
  },
);

// The only camelCase details key of the wire (WIRE.md section 2).
export const PasswordTooLong = defineError<"PASSWORD_TOO_LONG", { maxLength: number }>(
  "PASSWORD_TOO_LONG",
  {
    parent: PasswordRequirementsNotMet,
    message: (d) => `The password must be at most ${d.maxLength} characters long.`,
  },
);

// Verification codes (magic links, e-mail verification, password reset, invitations)

// The key follows the reference SDK's name, which SPEC.md uses.
export const VerificationCodeError = defineError("VERIFICATION_ERROR", {
  status: 400,
  message: "The verification code cannot be used.",
});

export const VerificationCodeNotFound = defineError("VERIFICATION_CODE_NOT_FOUND", {
  parent: VerificationCodeError,
  status: 404,
  message: "This verification code does not exist.",
});

export const VerificationCodeExpired = defineError("VERIFICATION_CODE_EXPIRED", {
  parent: VerificationCodeError,
  message: "This verification code has expired.",
});

export const VerificationCodeAlreadyUsed = defineError("VERIFICATION_CODE_ALREADY_USED", {
  parent: VerificationCodeError,
  status: 409,
  message: "This verification code has already been used.",
});

export const VerificationCodeMaxAttemptsReached = defineError(
  "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
  {
    parent: VerificationCodeError,
    message: "Too many wrong attempts: this verification code no longer works.",
  },
);

// Multi-factor authentication

export const MultiFactorAuthenticationRequired = defineError<
  "MULTI_FACTOR_AUTHENTICATION_REQUIRED",
  { attempt_code: string }
>("MULTI_FACTOR_AUTHENTICATION_REQUIRED", {
  status: 400,
  message: "Enter the code from your authenticator app to finish signing in.",
});

export const InvalidTotpCode = defineError("INVALID_TOTP_CODE", {
  status: 400,
  message: "Invalid TOTP code",
});

// CLI login (the CLI_AUTH_* errors are also produced by the SDK from poll statuses)

export const InvalidPollingCode = defineError<"INVALID_POLLING_CODE", Record<string, unknown>>(
  "INVALID_POLLING_CODE",
  { status: 400, message: "The polling code is invalid or unknown." },
);

export const CliAuthError = defineError("CLI_AUTH_ERROR", {
  status: 400,
  message: "CLI authentication failed.",
});

export const CliAuthExpiredError = defineError("CLI_AUTH_EXPIRED_ERROR", {
  status: 400,
  message: "CLI authentication request expired. Please try again.",
});

export const CliAuthUsedError = defineError("CLI_AUTH_USED_ERROR", {
  status: 400,
  message: "This authentication token has already been used.",
});
