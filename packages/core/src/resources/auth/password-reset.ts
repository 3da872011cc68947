import type { AppContext } from "../../context/app-context.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, type Result } from "../../errors/result.js";
import { getPasswordError } from "../../schemas/password.js";
import { assertString, malformedCode, VERIFICATION_FAILURES } from "./arguments.js";
import { expected } from "./credential.js";
import * as emailApi from "./email-api.js";
import { callbackUrlFor } from "./finish-sign-in.js";

/**
 * Options of `sendForgotPasswordEmail`.
 *
 * @example
 * ```ts
 * await app.sendForgotPasswordEmail("ada@example.com", { callbackUrl: "/reset" });
 * ```
 */
export interface ForgotPasswordEmailOptions {
  /**
   * The page the e-mail's link opens, with the code as its `code` query parameter; it must be
   * trusted by the project. Default: the password-reset page.
   */
  callbackUrl?: string;
}

/**
 * A verification code that is wrong, expired, used up or tried too often.
 *
 * @example
 * ```ts
 * const result = await app.verifyEmail(code);
 * if (result.status === "error") console.error(result.error.message);
 *
 * ```
 */
export type VerificationCodeFailure = KnownErrors["VerificationCodeError"];

/**
 * E-mails a password reset link (`POST /auth/password/send-reset-code`). The service answers the
 * same whether or not an account uses the address; an older one that says USER_NOT_FOUND has it
 * returned as an error result.
 */
export async function sendForgotPasswordEmail(
  context: AppContext,
  email: string,
  options: ForgotPasswordEmailOptions = {},
): Promise<Result<undefined, KnownErrors["UserNotFound"]>> {
  assertString(email, "sendForgotPasswordEmail", "email");
  const callback =
    options.callbackUrl ?? callbackUrlFor(context.urls.passwordReset, "sendForgotPasswordEmail");
  return expected(["USER_NOT_FOUND"], () =>
    emailApi.sendResetCode(context.http, { email, callback_url: callback }),
  );
}

/** Checks a password reset code without using it (`POST /auth/password/reset/check-code`). */
export async function verifyPasswordResetCode(
  context: AppContext,
  code: string,
): Promise<Result<undefined, VerificationCodeFailure>> {
  const malformed = malformedCode(code, "verifyPasswordResetCode");
  if (malformed) return fail(malformed as VerificationCodeFailure);
  return expected(VERIFICATION_FAILURES, () => emailApi.checkResetCode(context.http, code));
}

/**
 * Sets a new password with the code of a reset e-mail (`POST /auth/password/reset`); the
 * account's sessions end. A password of fewer than 8 or more than 70 characters throws its
 * PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG error before any request, leaving the code usable.
 */
export async function resetPassword(
  context: AppContext,
  options: { code: string; password: string },
): Promise<Result<undefined, VerificationCodeFailure>> {
  if (typeof options !== "object" || options === null) {
    throw new TypeError("resetPassword expects { code, password }.");
  }
  const { code, password } = options;
  assertString(password, "resetPassword", "password");
  const malformed = malformedCode(code, "resetPassword");
  const passwordError = getPasswordError(password);
  if (passwordError) throw passwordError;
  if (malformed) return fail(malformed as VerificationCodeFailure);
  return expected(VERIFICATION_FAILURES, () =>
    emailApi.resetPassword(context.http, { code, password }),
  );
}
