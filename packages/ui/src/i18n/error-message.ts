import { KnownError } from "@app/core";
import { en } from "./en.js";
import type { Translation } from "./use-translation.js";

type Translate = Translation["t"];

/** The known errors whose message `@app/ui` translates, by code. */
const TRANSLATED: Readonly<Record<string, (error: KnownError, t: Translate) => string>> = {
  SIGN_UP_NOT_ENABLED: (_, t) => t("errorSignUpNotEnabled"),
  EMAIL_PASSWORD_MISMATCH: (_, t) => t("errorEmailPasswordMismatch"),
  PASSWORD_TOO_SHORT: (error, t) =>
    t("errorPasswordTooShort", { minLength: detail(error, "min_length") }),
  PASSWORD_TOO_LONG: (error, t) =>
    t("errorPasswordTooLong", { maxLength: detail(error, "maxLength") }),
  INVALID_TOTP_CODE: (_, t) => t("errorInvalidTotpCode"),
  PASSWORD_CONFIRMATION_MISMATCH: (_, t) => t("errorCurrentPasswordWrong"),
  OUTER_OAUTH_TIMEOUT: (_, t) => t("errorOAuthTimeout"),
  CLI_AUTH_EXPIRED_ERROR: (_, t) => t("errorCliExpired"),
  CLI_AUTH_USED_ERROR: (_, t) => t("errorCliUsed"),
  SCHEMA_ERROR: (error, t) => schemaErrorMessage(error, t),
};

/**
 * A validation text of the service (a SCHEMA_ERROR's message, such as "body.display_name: must be
 * at most 100 characters") told in the user's language: a length limit as such, anything else as
 * 'The service did not accept what was entered…'. The service's own words name wire fields and
 * are English: they never reach the page.
 */
function schemaErrorMessage(error: KnownError, t: Translate): string {
  const details = (error.details as { message?: unknown } | null)?.message;
  const text = `${typeof details === "string" ? details : ""}\n${error.message}`;
  const max = /must be at most (\d{1,7}) characters/.exec(text)?.[1];
  return max ? t("errorTooLong", { max }) : t("errorSchema");
}

/** A number of the error's details: a length the service reports. Text there is not shown. */
function detail(error: KnownError, name: string): string {
  const value = String((error.details as Record<string, unknown> | null)?.[name]);
  return /^\d{1,6}$/.test(value) ? value : "?";
}

/**
 * What to tell the user about a known error: the translated text for the codes `@app/ui` knows
 * ('New account registration is not allowed', 'Invalid TOTP code'…, and the service's validation
 * texts), else the service's message.
 *
 * @example
 * ```ts
 * if (result.status === "error") setError(knownErrorMessage(result.error, t));
 * ```
 */
export function knownErrorMessage(error: KnownError, t: Translate): string {
  const translate = Object.hasOwn(TRANSLATED, error.code) ? TRANSLATED[error.code] : undefined;
  if (translate) return translate(error, t);
  // The passkey failure of a browser without WebAuthn is told apart by its message only.
  if (error.message === en.errorWebAuthnUnsupported) return t("errorWebAuthnUnsupported");
  return error.message;
}

/**
 * What to tell the user when an async action fails: a known error's message
 * ({@link knownErrorMessage}), else 'An unhandled error occurred. Please report this to the
 * developer.' (the details are for the developer's console).
 *
 * @example
 * ```ts
 * catch (failure) { console.error(failure); setError(asyncErrorMessage(failure, t)); }
 * ```
 */
export function asyncErrorMessage(error: unknown, t: Translate): string {
  return KnownError.isKnownError(error) ? knownErrorMessage(error, t) : t("unhandledError");
}
