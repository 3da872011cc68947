import type { KnownErrors } from "../../errors/catalogue/index.js";
import { PASSKEY_RP_ID_SENTINEL } from "./wire.js";

/** The error catalogue, as the caller hands it over. */
type Catalogue = typeof KnownErrors;

/** The message when the browser has no WebAuthn (SPEC.md section 8). */
export const WEBAUTHN_UNSUPPORTED_MESSAGE = "WebAuthn is not supported in this browser";

/** The browser library, loaded on first use so that apps without passkeys never download it. */
export const loadWebAuthn = () => import("@simplewebauthn/browser");

/**
 * Whether `hostname` can be a relying-party id: `localhost`, or a dotted name of letters, digits
 * and hyphens ending in a label of two or more letters (SPEC.md section 5).
 *
 * @example
 * ```ts
 * isValidPasskeyDomain("app.example.com"); // true
 * isValidPasskeyDomain("127.0.0.1"); // false
 * ```
 */
export function isValidPasskeyDomain(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    /^((xn--[a-z0-9-]+|[a-z0-9]+(-[a-z0-9]+)*)\.)+([a-z]{2,})$/i.test(hostname)
  );
}

/** The size in bytes of a base64url string's value. */
function base64UrlByteLength(value: string): number {
  const unpadded = value.replace(/=+$/, "");
  return Math.floor((unpadded.length * 3) / 4);
}

/**
 * Checks the RP id of options from the service (it must be the sentinel) and puts `hostname` in
 * its place; a different RP id means the service is not the one the SDK expects.
 */
export function withRpId<T extends Record<string, unknown>>(
  options: T,
  field: "rp" | "rpId",
  hostname: string,
): T {
  const current = field === "rp" ? (options.rp as { id?: unknown } | undefined)?.id : options.rpId;
  if (current !== PASSKEY_RP_ID_SENTINEL) {
    throw new Error(
      `Expected the service's passkey RP id to be ${PASSKEY_RP_ID_SENTINEL}, but it is ${JSON.stringify(current)}.`,
    );
  }
  if (field === "rpId") return { ...options, rpId: hostname };
  return { ...options, rp: { ...(options.rp as object), id: hostname } };
}

/** A WebAuthn error result: the library's error code and message (ERROR_CEREMONY_ABORTED…). */
export function webAuthnError(errors: Catalogue, code: string, message: string) {
  return new errors.PasskeyWebAuthnError({ code, message }, message);
}

/** The problem with a registration's user id, if any: it must be 1 to 64 bytes. */
export function userIdLengthError(errors: Catalogue, userId: unknown) {
  const bytes = typeof userId === "string" ? base64UrlByteLength(userId) : 0;
  if (bytes >= 1 && bytes <= 64) return null;
  return webAuthnError(
    errors,
    "ERROR_INVALID_USER_ID_LENGTH",
    `User ID was not between 1 and 64 characters (${bytes} bytes)`,
  );
}

/** A WebAuthn error of the browser library, with its code (ceremony aborted…), if `error` is one. */
function libraryError(errors: Catalogue, error: unknown) {
  const named = error as { code?: unknown; message?: unknown } | null;
  // The library's WebAuthnError is named after the DOM error it wraps; its code says what failed.
  if (typeof named?.code === "string" && named.code.startsWith("ERROR_")) {
    return webAuthnError(errors, named.code, String(named.message ?? ""));
  }
  return null;
}

function failureMessage(error: unknown, kind: string): string {
  return (error as { message?: unknown } | null)?.message === WEBAUTHN_UNSUPPORTED_MESSAGE
    ? WEBAUTHN_UNSUPPORTED_MESSAGE
    : `The passkey ${kind} could not start in this browser.`;
}

/**
 * What a failure of the browser's registration becomes: the library's WebAuthn errors keep their
 * code (ceremony aborted, authenticator previously registered…); the rest is a failed registration.
 */
export function registrationFailure(errors: Catalogue, error: unknown) {
  return (
    libraryError(errors, error) ??
    new errors.PasskeyRegistrationFailed(undefined, failureMessage(error, "registration"))
  );
}

/** Like {@link registrationFailure}, for sign-in. */
export function authenticationFailure(errors: Catalogue, error: unknown) {
  return (
    libraryError(errors, error) ??
    new errors.PasskeyAuthenticationFailed(undefined, failureMessage(error, "sign-in"))
  );
}
