import type { AppContext } from "../../context/app-context.js";
import { loadNavigate } from "../../context/load-navigate.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { signInWithTokens } from "../sessions/sign-in-with-tokens.js";
import type { TokensJson } from "../sessions/wire.js";
import * as authApi from "./api.js";

/**
 * Options of `signInWithCredential`.
 *
 * @example
 * ```ts
 * await app.signInWithCredential({ email: "ada@example.com", password: "correct horse" });
 * ```
 */
export interface CredentialSignInOptions {
  /** The user's e-mail address. */
  email: string;
  /** The user's password. */
  password: string;
  /** Stay on the page after signing in. */
  noRedirect?: boolean;
}

/**
 * Options of `signUpWithCredential`.
 *
 * @example
 * ```ts
 * await app.signUpWithCredential({ email: "ada@example.com", password: "correct horse", noVerificationCallback: true });
 * ```
 */
export type CredentialSignUpOptions = CredentialSignInOptions &
  (
    | {
        /** Send no verification e-mail. */
        noVerificationCallback: true;
        /** Absent: no e-mail is sent. */
        verificationCallbackUrl?: undefined;
      }
    | {
        /** Absent or false: a verification e-mail is sent. */
        noVerificationCallback?: false;
        /**
         * The page the verification e-mail links to (trusted by the project); default the
         * e-mail verification page.
         */
        verificationCallbackUrl?: string;
      }
  );

/**
 * The failures of sign-in that the user causes; they are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await app.signInWithCredential({ email, password });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type CredentialSignInError =
  | KnownErrors["EmailPasswordMismatch"]
  | KnownErrors["InvalidTotpCode"];

/**
 * The failures of sign-up that the user causes; they are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await app.signUpWithCredential({ email, password });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type CredentialSignUpError =
  | KnownErrors["UserWithEmailAlreadyExists"]
  | KnownErrors["PasswordRequirementsNotMet"]
  | KnownErrors["BotChallengeFailed"];

const SIGN_IN_FAILURES = ["EMAIL_PASSWORD_MISMATCH", "INVALID_TOTP_CODE"];

export function checkCredentials(options: CredentialSignInOptions, method: string): void {
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`${method} expects { email, password }.`);
  }
  for (const field of ["email", "password"] as const) {
    if (typeof options[field] !== "string") {
      throw new TypeError(`${method}: ${field} must be a string; got ${typeof options[field]}.`);
    }
  }
}

/** Runs `run`, returning the errors of `codes` as a failed result and throwing the rest. */
export async function expected<T, Failure extends KnownError>(
  codes: string[],
  run: () => Promise<T>,
): Promise<Result<T, Failure>> {
  try {
    return ok(await run());
  } catch (error) {
    if (codes.some((code) => KnownError.hasCode(error, code))) return fail(error as Failure);
    throw error;
  }
}

/** Sends one password call; on success signs the new session in and redirects. */
export async function passwordFlow<Failure extends KnownError>(
  context: AppContext,
  options: CredentialSignInOptions,
  failures: string[],
  send: () => Promise<TokensJson>,
  afterUrl: string,
): Promise<Result<undefined, Failure>> {
  // The redirect at the end loads while the request is under way.
  const navigation = options.noRedirect ? undefined : loadNavigate();
  const result = await expected<TokensJson, Failure>(failures, send);
  if (result.status === "error") return result;
  await signInWithTokens(context, result.data);
  if (navigation) await context.redirectTo((await navigation).returnToFromLocation() ?? afterUrl);
  return ok(undefined);
}

/** Signs in with e-mail and password (`POST /auth/password/sign-in`). */
export async function signInWithCredential(
  context: AppContext,
  options: CredentialSignInOptions,
): Promise<Result<undefined, CredentialSignInError>> {
  checkCredentials(options, "signInWithCredential");
  const { email, password } = options;
  return passwordFlow(
    context,
    options,
    SIGN_IN_FAILURES,
    () => authApi.signInWithPassword(context.http, { email, password }),
    context.urls.afterSignIn,
  );
}
