import type { AppContext } from "../../context/app-context.js";
import { returnToFromLocation } from "../../context/navigate.js";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { pageLocation } from "../../platform/page-location.js";
import type { Session } from "../../session/session.js";
import { NO_STORE_MESSAGE } from "../../session/token-store.js";
import { expected } from "../auth/credential.js";
import { changed } from "../kit/changes.js";
import { signInWithTokens } from "../sessions/sign-in-with-tokens.js";
import { type TokensJson, tokensJsonSchema } from "../sessions/wire.js";
import * as passkeyApi from "./api.js";
import {
  authenticationFailure,
  isValidPasskeyDomain,
  loadWebAuthn,
  registrationFailure,
  userIdLengthError,
  WEBAUTHN_UNSUPPORTED_MESSAGE,
  webAuthnError,
  withRpId,
} from "./webauthn.js";

/**
 * The failures of passkey sign-in that are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await app.signInWithPasskey();
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type PasskeySignInError =
  | KnownErrors["PasskeyAuthenticationFailed"]
  | KnownErrors["InvalidTotpCode"]
  | KnownErrors["PasskeyWebAuthnError"];

/**
 * The failures of passkey registration that are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await user.registerPasskey();
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type PasskeyRegistrationError =
  | KnownErrors["PasskeyRegistrationFailed"]
  | KnownErrors["PasskeyWebAuthnError"];

/**
 * Options of `user.registerPasskey`.
 *
 * @example
 * ```ts
 * await user.registerPasskey({ hostname: "app.example.com" });
 * ```
 */
export interface RegisterPasskeyOptions {
  /** The domain the passkey is for; default the page's hostname. */
  hostname?: string;
}

function pageHostname(method: string): string {
  const location = pageLocation();
  if (location === undefined) {
    throw new Error(`${method} can only be called in a browser.`);
  }
  return location.hostname;
}

/**
 * Signs in with a passkey of this site (WebAuthn through @simplewebauthn/browser, loaded now):
 * the service's options get the page's hostname as RP id, the browser signs, the service checks.
 * On success the user is signed in and goes to `after_auth_return_to` or the after-sign-in page.
 * A browser without WebAuthn, a cancelled prompt or an unknown passkey come back as an error
 * result; a user with TOTP makes it throw MULTI_FACTOR_AUTHENTICATION_REQUIRED (`attempt_code`).
 */
export async function signInWithPasskey(
  context: AppContext,
): Promise<Result<undefined, PasskeySignInError>> {
  const hostname = pageHostname("signInWithPasskey");
  const errors = KnownErrors;
  if (!context.tokenStore) throw new Error(NO_STORE_MESSAGE);
  const webauthn = await loadWebAuthn();
  if (!webauthn.browserSupportsWebAuthn()) {
    return fail(authenticationFailure(errors, new Error(WEBAUTHN_UNSUPPORTED_MESSAGE)));
  }
  const { options_json, code } = await passkeyApi.initiatePasskeyAuthentication(context.http);
  const optionsJSON = withRpId(options_json, "rpId", hostname);
  let response: unknown;
  try {
    response = await webauthn.startAuthentication({ optionsJSON: optionsJSON as never });
  } catch (error) {
    return fail(authenticationFailure(errors, error));
  }
  const result = await expected<TokensJson, PasskeySignInError>(
    ["PASSKEY_AUTHENTICATION_FAILED", "INVALID_TOTP_CODE"],
    () =>
      passkeyApi.signInWithPasskey(
        context.http,
        { authentication_response: response, code },
        tokensJsonSchema,
      ),
  );
  if (result.status === "error") return result;
  await signInWithTokens(context, result.data);
  await context.redirectTo(returnToFromLocation() ?? context.urls.afterSignIn);
  return ok(undefined);
}

/**
 * Registers a new passkey for the signed-in user on `hostname` (default the page's). A domain that
 * cannot hold passkeys, a user id outside 1 to 64 bytes, a cancelled prompt or a browser without
 * WebAuthn come back as an error result. The user then has passkey sign-in on; the cached user
 * reloads.
 */
export async function registerPasskey(
  context: AppContext,
  session: Session,
  options: RegisterPasskeyOptions = {},
): Promise<Result<undefined, PasskeyRegistrationError>> {
  const hostname = options.hostname ?? pageHostname("registerPasskey");
  const errors = KnownErrors;
  if (!isValidPasskeyDomain(hostname)) {
    return fail(webAuthnError(errors, "ERROR_INVALID_DOMAIN", `${hostname} is an invalid domain`));
  }
  const webauthn = await loadWebAuthn();
  if (!webauthn.browserSupportsWebAuthn()) {
    return fail(registrationFailure(errors, new Error(WEBAUTHN_UNSUPPORTED_MESSAGE)));
  }
  const { options_json, code } = await passkeyApi.initiatePasskeyRegistration(
    context.http,
    session,
  );
  const optionsJSON = withRpId(options_json, "rp", hostname);
  const lengthError = userIdLengthError(
    errors,
    (optionsJSON.user as { id?: unknown } | undefined)?.id,
  );
  if (lengthError) return fail(lengthError);
  let credential: unknown;
  try {
    credential = await webauthn.startRegistration({ optionsJSON: optionsJSON as never });
  } catch (error) {
    return fail(registrationFailure(errors, error));
  }
  const result = await expected<void, PasskeyRegistrationError>(
    ["PASSKEY_REGISTRATION_FAILED"],
    () => passkeyApi.registerPasskey(context.http, session, { credential, code }),
  );
  if (result.status === "error") return result;
  session.markStale();
  changed(context, "passkey.register");
  return ok(undefined);
}
