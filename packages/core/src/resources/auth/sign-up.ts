import type { AppContext } from "../../context/app-context.js";
import { fail, type Result } from "../../errors/result.js";
import { pageLocation } from "../../platform/page-location.js";
import { getPasswordError } from "../../schemas/password.js";
import { signInWithTokens } from "../sessions/sign-in-with-tokens.js";
import { tokensJsonSchema } from "../sessions/wire.js";
import {
  type CredentialSignUpError,
  type CredentialSignUpOptions,
  checkCredentials,
  passwordFlow,
} from "./credential.js";
import * as emailApi from "./email-api.js";
import { callbackUrlFor } from "./finish-sign-in.js";

/**
 * A misuse of the SDK that breaks what a call assumes (e.g. `signUpWithCredential` with both
 * `noVerificationCallback: true` and a `verificationCallbackUrl`), thrown before anything is sent.
 * Its `name` is the reference SDK's, `"StackAssertionError"`, so that code written for the
 * reference that checks `error.name` keeps working; it is a `TypeError` as every other wrong
 * argument of this SDK. Not exported, as the reference SDK's packages do not export theirs: code
 * tells it by its `name`.
 *
 * @example
 * ```ts
 * try {
 *   await app.signUpWithCredential({ email, password, noVerificationCallback: true, verificationCallbackUrl });
 * } catch (error) {
 *   if (error instanceof TypeError && error.name === "StackAssertionError") console.error(error.message);
 * }
 * ```
 */
export class StackAssertionError extends TypeError {
  override readonly name = "StackAssertionError";
}

const SIGN_UP_FAILURES = [
  "USER_EMAIL_ALREADY_EXISTS",
  "PASSWORD_REQUIREMENTS_NOT_MET",
  "BOT_CHALLENGE_FAILED",
];

/**
 * Signs up with e-mail and password (`POST /auth/password/sign-up`), then signs in. The service
 * e-mails a verification link to `verificationCallbackUrl` (default: the e-mail verification page
 * in a browser; none with `noVerificationCallback`). An anonymous user who signs up keeps their id
 * and data.
 */
export async function signUpWithCredential(
  context: AppContext,
  options: CredentialSignUpOptions,
): Promise<Result<undefined, CredentialSignUpError>> {
  checkCredentials(options, "signUpWithCredential");
  // As the reference SDK: asking for no verification e-mail and for its link at once is a mistake.
  if (options.noVerificationCallback && options.verificationCallbackUrl) {
    throw new StackAssertionError(
      "signUpWithCredential: verificationCallbackUrl is not allowed when noVerificationCallback is true",
    );
  }
  const { email, password } = options;
  const passwordError = getPasswordError(password);
  if (passwordError) return fail(passwordError as CredentialSignUpError);
  const callback = options.noVerificationCallback
    ? undefined
    : (options.verificationCallbackUrl ??
      (pageLocation() === undefined
        ? undefined
        : callbackUrlFor(context.urls.emailVerification, "signUpWithCredential")));
  return passwordFlow(
    context,
    options,
    SIGN_UP_FAILURES,
    () =>
      emailApi.signUpWithPassword(
        context.http,
        context.session,
        { email, password, ...(callback ? { verification_callback_url: callback } : {}) },
        tokensJsonSchema,
      ),
    context.urls.afterSignUp,
  );
}

/** Signs up an anonymous user (`POST /auth/anonymous/sign-up`) and signs them in. */
export async function signUpAnonymously(context: AppContext): Promise<void> {
  await signInWithTokens(context, await emailApi.signUpAnonymously(context.http, tokensJsonSchema));
}
