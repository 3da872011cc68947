import type { AppContext } from "../../context/app-context.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { tokensJsonSchema } from "../sessions/wire.js";
import { assertString, malformedCode, VERIFICATION_FAILURES } from "./arguments.js";
import { expected } from "./credential.js";
import * as emailApi from "./email-api.js";
import { callbackUrlFor, finishSignIn, type SignInRedirectOptions } from "./finish-sign-in.js";
import { nonceJsonSchema } from "./wire.js";

/**
 * Options of `sendMagicLinkEmail`.
 *
 * @example
 * ```ts
 * await app.sendMagicLinkEmail("ada@example.com", { callbackUrl: "/magic" });
 * ```
 */
export interface MagicLinkEmailOptions {
  /**
   * The page the e-mail's link opens, with the code as its `code` query parameter; it must be
   * trusted by the project. Default: the magic-link-callback page (with the current
   * `after_auth_return_to`).
   */
  callbackUrl?: string;
}

/**
 * The failures of sending a magic link that are returned, not thrown.
 *
 * @example
 * ```ts
 * const sent = await app.sendMagicLinkEmail("ada@example.com");
 * if (sent.status === "error") console.error(sent.error.message);
 * ```
 */
export type MagicLinkEmailError =
  | KnownErrors["RedirectUrlNotWhitelisted"]
  | KnownErrors["BotChallengeFailed"];

/**
 * The failures of signing in with a magic link or its code that are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await app.signInWithMagicLink(code);
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type MagicLinkSignInError =
  | KnownErrors["VerificationCodeError"]
  | KnownErrors["InvalidTotpCode"];

/** The failures of the code sign-ins (magic link, TOTP) that are returned, not thrown. */
export const SIGN_IN_FAILURES = [...VERIFICATION_FAILURES, "INVALID_TOTP_CODE"];

/**
 * E-mails a magic link (`POST /auth/otp/send-sign-in-code`). The e-mail also shows a 6-character
 * code; typed in, it signs in together with the `nonce` this answers:
 * `signInWithMagicLink(code + nonce)`.
 */
export async function sendMagicLinkEmail(
  context: AppContext,
  email: string,
  options: MagicLinkEmailOptions = {},
): Promise<
  Result<
    {
      /** Appended to the e-mail's code, signs in like the link. */
      nonce: string;
    },
    MagicLinkEmailError
  >
> {
  assertString(email, "sendMagicLinkEmail", "email");
  const callback =
    options.callbackUrl ?? callbackUrlFor(context.urls.magicLinkCallback, "sendMagicLinkEmail");
  return expected(["REDIRECT_URL_NOT_WHITELISTED", "BOT_CHALLENGE_FAILED"], async () => {
    const body = { email, callback_url: callback };
    const { nonce } = await emailApi.sendSignInCode(context.http, body, nonceJsonSchema);
    return { nonce };
  });
}

/**
 * Signs in with the code of a magic link, or the e-mail's 6-character code followed by the nonce
 * (`POST /auth/otp/sign-in`). A new address signs up. A wrong, expired or used code comes back as
 * an error result; a user with two-factor authentication throws
 * MULTI_FACTOR_AUTHENTICATION_REQUIRED, whose `details.attempt_code` goes to `signInWithMfa`.
 */
export async function signInWithMagicLink(
  context: AppContext,
  code: string,
  options: SignInRedirectOptions = {},
): Promise<Result<undefined, MagicLinkSignInError>> {
  const malformed = malformedCode(code, "signInWithMagicLink");
  if (malformed) return fail(malformed as MagicLinkSignInError);
  const result = await expected(SIGN_IN_FAILURES, () =>
    emailApi.signInWithCode(context.http, context.session, code, tokensJsonSchema),
  );
  if (result.status === "error") return fail(result.error as MagicLinkSignInError);
  await finishSignIn(context, result.data, options);
  return ok(undefined);
}
