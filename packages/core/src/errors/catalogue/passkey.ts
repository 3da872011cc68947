import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the passkey errors that have any. */
interface PasskeyErrorDetails {
  // `code` is the browser library's WebAuthn error code, such as `ERROR_CEREMONY_ABORTED`.
  PASSKEY_WEBAUTHN_ERROR: {
    /** What went wrong, as the browser library tells it. */
    message: string;
    /** The WebAuthn error's code. */
    code: string;
  };
}

/**
 * Errors of passkey (WebAuthn) registration and sign-in. A row without a message reads its code
 * as one ("Passkey registration failed."); the server's own message replaces it when an error is
 * decoded.
 *
 * @example
 * ```ts
 * if (PasskeyErrors.PasskeyWebAuthnError.isInstance(error)) console.log(error.details.code);
 * ```
 */
export const PasskeyErrors = (defineErrors as DefineErrors<PasskeyErrorDetails>)({
  PASSKEY_AUTHENTICATION_NOT_ENABLED: [400],
  PASSKEY_REGISTRATION_FAILED: [400],
  PASSKEY_AUTHENTICATION_FAILED: [400],
  PASSKEY_WEBAUTHN_ERROR: [400],
});
