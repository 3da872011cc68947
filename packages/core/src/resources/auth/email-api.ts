import type * as v from "valibot";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import type {
  MfaSignInRequest,
  OtpSendRequest,
  PasswordResetRequest,
  PasswordResetSendRequest,
  PasswordSignUpRequest,
} from "./requests.js";

// The endpoints of sign-up, the e-mail flows (magic link, password reset, e-mail verification) and
// multi-factor sign-in: one function per endpoint. Only the lazily loaded flows import this file;
// they pass the answer's schema in. The bodies' types are
// their request schemas' (`requests.ts`).

/**
 * `POST /auth/password/sign-up`. The session goes along, so that an anonymous user who signs up
 * keeps their id and data.
 */
export function signUpWithPassword<S extends v.GenericSchema>(
  http: HttpClient,
  session: TokenProvider | null,
  body: PasswordSignUpRequest,
  schema: S,
): Promise<v.InferOutput<S>> {
  return http.request("/auth/password/sign-up", { method: "POST", body, session }, schema);
}

/** `POST /auth/anonymous/sign-up`: a user with no e-mail and no password. */
export function signUpAnonymously<S extends v.GenericSchema>(
  http: HttpClient,
  schema: S,
): Promise<v.InferOutput<S>> {
  return http.request("/auth/anonymous/sign-up", { method: "POST" }, schema);
}

/** `POST /auth/otp/send-sign-in-code`: e-mails a magic link and its code; answers the nonce. */
export function sendSignInCode<S extends v.GenericSchema>(
  http: HttpClient,
  body: OtpSendRequest,
  schema: S,
): Promise<v.InferOutput<S>> {
  return http.request("/auth/otp/send-sign-in-code", { method: "POST", body }, schema);
}

/**
 * `POST /auth/otp/sign-in` with the 45-character code (the link's, or the typed OTP followed by
 * the nonce). The session goes along, so that an anonymous user signing in keeps their id.
 */
export function signInWithCode<S extends v.GenericSchema>(
  http: HttpClient,
  session: TokenProvider | null,
  code: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  return http.request("/auth/otp/sign-in", { method: "POST", body: { code }, session }, schema);
}

/** `POST /auth/mfa/sign-in`: completes a sign-in with its attempt code and a TOTP code. */
export function signInWithTotp<S extends v.GenericSchema>(
  http: HttpClient,
  body: Omit<MfaSignInRequest, "type">,
  schema: S,
): Promise<v.InferOutput<S>> {
  return http.request(
    "/auth/mfa/sign-in",
    { method: "POST", body: { type: "totp", ...body } },
    schema,
  );
}

/** `POST /auth/password/send-reset-code`. */
export async function sendResetCode(
  http: HttpClient,
  body: PasswordResetSendRequest,
): Promise<undefined> {
  await http.request("/auth/password/send-reset-code", { method: "POST", body });
}

/** `POST /auth/password/reset/check-code`: whether a reset code is valid, without using it. */
export async function checkResetCode(http: HttpClient, code: string): Promise<undefined> {
  await http.request("/auth/password/reset/check-code", { method: "POST", body: { code } });
}

/** `POST /auth/password/reset`. */
export async function resetPassword(
  http: HttpClient,
  body: PasswordResetRequest,
): Promise<undefined> {
  await http.request("/auth/password/reset", { method: "POST", body });
}

/** `POST /contact-channels/verify`: the code of a verification e-mail. */
export async function verifyEmailCode(http: HttpClient, code: string): Promise<undefined> {
  await http.request("/contact-channels/verify", { method: "POST", body: { code } });
}
