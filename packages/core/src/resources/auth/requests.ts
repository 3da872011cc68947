import * as v from "valibot";
import { emailSchema, urlSchema, verificationCodeSchema } from "../../schemas/formats.js";

// The bodies of the sign-in endpoints, declared once, for the emulator's checks and as the types
// of what the apps send (`api.ts`, `email-api.ts`). Password sign-in imports none of this module's
// code: it builds the body by hand, its type alone comes from here.

const nonEmpty = v.pipe(v.string(), v.minLength(1, "is required"));

/** Bot-challenge fields of the service; sign-up and the sign-in code may carry them. */
const botChallengeEntries = {
  bot_challenge_token: v.optional(v.string()),
  bot_challenge_phase: v.optional(v.string()),
  bot_challenge_unavailable: v.optional(v.string()),
};

/**
 * `POST /auth/password/sign-in`: an e-mail address and a password.
 *
 * @example
 * ```ts
 * v.is(passwordSignInRequestSchema, { email: "ada@example.com", password: "" }); // false
 * ```
 */
export const passwordSignInRequestSchema = v.strictObject({ email: nonEmpty, password: nonEmpty });
/** The body of `POST /auth/password/sign-in`. */
export type PasswordSignInRequest = v.InferOutput<typeof passwordSignInRequestSchema>;

/**
 * `POST /auth/password/sign-up`: a new user's e-mail and password, and the page a verification
 * e-mail links to. The password's length rules are the service's known errors
 * (`PASSWORD_TOO_SHORT`…), not schema errors.
 *
 * @example
 * ```ts
 * v.is(passwordSignUpRequestSchema, { email: "ada@example.com", password: "correct horse" }); // true
 * ```
 */
export const passwordSignUpRequestSchema = v.strictObject({
  email: emailSchema,
  password: v.string(),
  verification_callback_url: v.optional(urlSchema),
  ...botChallengeEntries,
});
/** The body of `POST /auth/password/sign-up`. */
export type PasswordSignUpRequest = v.InferOutput<typeof passwordSignUpRequestSchema>;

/**
 * `POST /auth/otp/send-sign-in-code`: where to send the code, and the page its link opens.
 *
 * @example
 * ```ts
 * v.is(otpSendRequestSchema, { email: "ada@example.com", callback_url: "/magic-link" }); // false
 * ```
 */
export const otpSendRequestSchema = v.strictObject({
  email: emailSchema,
  callback_url: urlSchema,
  ...botChallengeEntries,
});
/** The body of `POST /auth/otp/send-sign-in-code`. */
export type OtpSendRequest = v.InferOutput<typeof otpSendRequestSchema>;

/**
 * The body of the code endpoints (`/auth/otp/sign-in[/check-code]`,
 * `/auth/password/reset/check-code`): the 45-character code.
 *
 * @example
 * ```ts
 * v.is(verificationCodeRequestSchema, { code: "123456" }); // false: the nonce is missing
 * ```
 */
export const verificationCodeRequestSchema = v.strictObject({ code: verificationCodeSchema });

/**
 * `POST /auth/password/send-reset-code`: whose password to reset, and the page the e-mail links to.
 *
 * @example
 * ```ts
 * v.is(passwordResetSendRequestSchema, { email: "ada@example.com", callback_url: "https://a.com/reset" }); // true
 * ```
 */
export const passwordResetSendRequestSchema = v.strictObject({
  email: emailSchema,
  callback_url: urlSchema,
});
/** The body of `POST /auth/password/send-reset-code`. */
export type PasswordResetSendRequest = v.InferOutput<typeof passwordResetSendRequestSchema>;

/**
 * `POST /auth/password/reset`: the e-mailed code and the new password.
 *
 * @example
 * ```ts
 * v.is(passwordResetRequestSchema, { code: "x".repeat(45), password: "new password" }); // true
 * ```
 */
export const passwordResetRequestSchema = v.strictObject({
  code: verificationCodeSchema,
  password: v.string(),
});
/** The body of `POST /auth/password/reset`. */
export type PasswordResetRequest = v.InferOutput<typeof passwordResetRequestSchema>;

/**
 * `POST /auth/mfa/sign-in`: the attempt code of a sign-in that needs a second factor, and the
 * user's current TOTP code.
 *
 * @example
 * ```ts
 * v.is(mfaSignInRequestSchema, { type: "totp", totp: "123456", code: "x".repeat(45) }); // true
 * ```
 */
export const mfaSignInRequestSchema = v.strictObject({
  type: v.literal("totp"),
  totp: v.string(),
  code: verificationCodeSchema,
});
/** The body of `POST /auth/mfa/sign-in`. */
export type MfaSignInRequest = v.InferOutput<typeof mfaSignInRequestSchema>;

// A WebAuthn response carries more than the emulator's verifier reads: its objects are loose.
const credentialEntries = {
  id: nonEmpty,
  rawId: nonEmpty,
  type: v.literal("public-key"),
  clientExtensionResults: v.optional(v.looseObject({})),
};

/**
 * `POST /auth/passkey/register`: the browser's new credential, and the code of the registration
 * options.
 *
 * @example
 * ```ts
 * v.is(passkeyRegisterRequestSchema, { code: "c", credential: {} }); // false
 * ```
 */
export const passkeyRegisterRequestSchema = v.strictObject({
  code: nonEmpty,
  credential: v.looseObject({
    ...credentialEntries,
    response: v.looseObject({ clientDataJSON: nonEmpty, attestationObject: nonEmpty }),
  }),
});

/**
 * `POST /auth/passkey/sign-in`: the browser's assertion, and the code of the authentication
 * options.
 *
 * @example
 * ```ts
 * v.is(passkeySignInRequestSchema, { code: "c", authentication_response: {} }); // false
 * ```
 */
export const passkeySignInRequestSchema = v.strictObject({
  code: nonEmpty,
  authentication_response: v.looseObject({
    ...credentialEntries,
    response: v.looseObject({
      clientDataJSON: nonEmpty,
      authenticatorData: nonEmpty,
      signature: nonEmpty,
    }),
  }),
});
