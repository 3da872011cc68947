import { returnToFromLocation } from "../../apps/redirect.js";
import type { HandlerUrls } from "../../apps/urls.js";
import { KnownError } from "../../errors/known-error.js";
import type { HttpClient } from "../../http/http-client.js";
import { fail, ok, type Result } from "../../result.js";
import { getPasswordError } from "../../schemas/password.js";
import type { TokensJson } from "../sessions/wire.js";
import * as authApi from "./api.js";

/** Options of `signInWithCredential`. */
export interface CredentialSignInOptions {
  email: string;
  password: string;
  /** Stay on the page after signing in. */
  noRedirect?: boolean;
}

/** Options of `signUpWithCredential`. */
export interface CredentialSignUpOptions extends CredentialSignInOptions {
  /** Where the verification e-mail links to; default the e-mail verification page. */
  verificationCallbackUrl?: string;
}

/** What the credential flows need from the app. */
export interface CredentialFlowContext {
  http: HttpClient;
  urls: HandlerUrls;
  signInWithTokens(tokens: TokensJson): Promise<void>;
  redirectTo(url: string): Promise<void>;
}

/** Failures of sign-in that the user causes; they are returned, not thrown. */
const SIGN_IN_FAILURES = ["EMAIL_PASSWORD_MISMATCH", "INVALID_TOTP_CODE"];
/** Failures of sign-up that the user causes. */
const SIGN_UP_FAILURES = ["USER_EMAIL_ALREADY_EXISTS", "PASSWORD_REQUIREMENTS_NOT_MET"];

function checkCredentials(options: CredentialSignInOptions, method: string): void {
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`${method} expects { email, password }.`);
  }
  for (const field of ["email", "password"] as const) {
    if (typeof options[field] !== "string") {
      throw new TypeError(`${method}: ${field} must be a string; got ${typeof options[field]}.`);
    }
  }
}

async function expected<T>(codes: string[], run: () => Promise<T>): Promise<Result<T, KnownError>> {
  try {
    return ok(await run());
  } catch (error) {
    if (codes.some((code) => KnownError.hasCode(error, code))) return fail(error as KnownError);
    throw error;
  }
}

/** Signs in with e-mail and password (`POST /auth/password/sign-in`). */
export async function signInWithCredential(
  context: CredentialFlowContext,
  options: CredentialSignInOptions,
): Promise<Result<undefined, KnownError>> {
  checkCredentials(options, "signInWithCredential");
  const result = await expected(SIGN_IN_FAILURES, () =>
    authApi.signInWithPassword(context.http, { email: options.email, password: options.password }),
  );
  if (result.status === "error") return result;
  await context.signInWithTokens(result.data);
  if (!options.noRedirect) {
    await context.redirectTo(returnToFromLocation() ?? context.urls.afterSignIn);
  }
  return ok(undefined);
}

/** Signs up with e-mail and password (`POST /auth/password/sign-up`), then signs in. */
export async function signUpWithCredential(
  context: CredentialFlowContext,
  options: CredentialSignUpOptions,
): Promise<Result<undefined, KnownError>> {
  checkCredentials(options, "signUpWithCredential");
  const passwordError = getPasswordError(options.password);
  if (passwordError) return fail(passwordError);
  const callback = options.verificationCallbackUrl ?? absoluteUrl(context.urls.emailVerification);
  const result = await expected(SIGN_UP_FAILURES, () =>
    authApi.signUpWithPassword(context.http, {
      email: options.email,
      password: options.password,
      ...(callback ? { verification_callback_url: callback } : {}),
    }),
  );
  if (result.status === "error") return result;
  await context.signInWithTokens(result.data);
  if (!options.noRedirect) {
    await context.redirectTo(returnToFromLocation() ?? context.urls.afterSignUp);
  }
  return ok(undefined);
}

function absoluteUrl(path: string): string | undefined {
  if (typeof location === "undefined") return undefined;
  return new URL(path, location.href).toString();
}
