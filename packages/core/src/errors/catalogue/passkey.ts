import { defineError } from "../define-error.js";

/** Errors of passkey (WebAuthn) registration and sign-in. */

export const PasskeyAuthenticationNotEnabled = defineError("PASSKEY_AUTHENTICATION_NOT_ENABLED", {
  status: 400,
  message: "This project does not allow signing in with a passkey.",
});

export const PasskeyRegistrationFailed = defineError("PASSKEY_REGISTRATION_FAILED", {
  status: 400,
  message: "The passkey could not be registered.",
});

export const PasskeyAuthenticationFailed = defineError("PASSKEY_AUTHENTICATION_FAILED", {
  status: 400,
  message: "Signing in with the passkey failed.",
});

/** `code` is the browser library's WebAuthn error code, such as `ERROR_CEREMONY_ABORTED`. */
export const PasskeyWebAuthnError = defineError<
  "PASSKEY_WEBAUTHN_ERROR",
  { message: string; code: string }
>("PASSKEY_WEBAUTHN_ERROR", {
  status: 400,
  message: (d) => d.message || `The browser's WebAuthn call failed (${d.code}).`,
});
