import type { AppContext } from "../../context/app-context.js";
import { isTrustedRedirect } from "../../context/redirect.js";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { forgetMfaReturn, mfaReturnFor, pendingMfaAttempt } from "../oauth/return-address.js";
import { tokensJsonSchema } from "../sessions/wire.js";
import { malformedCode } from "./arguments.js";
import { expected } from "./credential.js";
import * as emailApi from "./email-api.js";
import { finishSignIn, type SignInRedirectOptions } from "./finish-sign-in.js";
import { type MagicLinkSignInError, SIGN_IN_FAILURES } from "./magic-link.js";

/**
 * The failures of completing a sign-in with a TOTP code that are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await app.signInWithMfa(totpCode, error.details.attempt_code);
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type MfaSignInError = MagicLinkSignInError;

/**
 * Completes a sign-in that threw MULTI_FACTOR_AUTHENTICATION_REQUIRED (`POST /auth/mfa/sign-in`):
 * `otp` is the six-digit code of the user's authenticator app, `code` the error's
 * `details.attempt_code`. A code that is not six digits (an empty one too) is INVALID_TOTP_CODE
 * without a request. On success it redirects like the sign-in it completes, unless `noRedirect`:
 * after an OAuth callback, to the flow's return page when it is a trusted URL.
 */
export async function signInWithMfa(
  context: AppContext,
  otp: string,
  code: string,
  options: SignInRedirectOptions = {},
): Promise<Result<undefined, MfaSignInError>> {
  if (typeof otp !== "string") {
    throw new TypeError(`signInWithMfa: otp must be a string; got ${typeof otp}.`);
  }
  if (!/^\d{6}$/.test(otp)) return fail(new KnownErrors.InvalidTotpCode());
  const malformed = malformedCode(code, "signInWithMfa");
  if (malformed) return fail(malformed as MfaSignInError);
  const result = await expected(SIGN_IN_FAILURES, () =>
    emailApi.signInWithTotp(context.http, { code, totp: otp }, tokensJsonSchema),
  );
  if (result.status === "error") return fail(result.error as MfaSignInError);
  // The return page an OAuth callback kept for this attempt (see callOAuthCallback).
  const kept = mfaReturnFor(code);
  if (pendingMfaAttempt() === code) forgetMfaReturn();
  const returnTo = kept !== null && isTrustedRedirect(kept) ? kept : undefined;
  await finishSignIn(context, result.data, options, returnTo);
  return ok(undefined);
}
