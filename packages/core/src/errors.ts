// @app/core/errors: the known-error catalogue, its base class and its JSON decoding. The entry
// pulls in no app, network or session code.

/**
 * `AnyKnownError` is the union of every catalogue error; `KnownErrorCode` the union of codes.
 *
 * @example
 * ```ts
 * function codeOf(error: AnyKnownError): KnownErrorCode {
 *   return error.code;
 * }
 * ```
 */
export type {
  AnyKnownError,
  KnownErrorCatalogue,
  KnownErrorCode,
} from "./errors/catalogue/index.js";
/**
 * Every known error class, keyed by its PascalCase name, with the catalogue loaded: the same
 * classes as the package root's `KnownErrors` (which loads the catalogue with the first known
 * error), ready to be constructed.
 *
 * @example
 * ```ts
 * if (KnownErrors.InvalidAccessToken.isInstance(error)) await refresh();
 * throw new KnownErrors.UserNotFound();
 * ```
 */
export { KnownErrors } from "./errors/catalogue/index.js";
/**
 * The class of one code, with `code`, `status`, `parentCodes` and `isInstance()`.
 *
 * @example
 * ```ts
 * const handled: KnownErrorClass<string, unknown>[] = [KnownErrors.UserNotFound];
 * ```
 *
 * `ErrorRow` is one row of a `defineErrors()` table; `Pascal<Code>` the name a code gets there.
 *
 * @example
 * ```ts
 * const row: ErrorRow = ["PAYMENT_REQUIRED", "Quota used up."];
 * const name: Pascal<"QUOTA_EXCEEDED"> = "QuotaExceeded";
 * ```
 */
export type {
  DefinedErrors,
  ErrorRow,
  KnownErrorClass,
  Pascal,
  PascalWord,
  RowDetails,
} from "./errors/define-error.js";
/**
 * Defines a known error class from one row: code, status or parent, message.
 *
 * @example
 * ```ts
 * const QuotaExceeded = defineError<"QUOTA_EXCEEDED", { limit: number }>("QUOTA_EXCEEDED", {
 *   status: 429,
 *   message: (d) => `The quota of ${d.limit} is used up.`,
 * });
 * ```
 *
 * `defineErrors()` defines a table of them, one row per code, keyed by their PascalCase names. A
 * row is `[status, message?]`, `[parentCode, message?]` or `[parentCode, message?, status]`;
 * without a message, the code read as a sentence is the message.
 *
 * @example
 * ```ts
 * const BillingErrors = defineErrors({
 *   PAYMENT_REQUIRED: [402],
 *   QUOTA_EXCEEDED: ["PAYMENT_REQUIRED", (d: { limit: number }) => `Quota of ${d.limit} used up.`],
 * });
 * new BillingErrors.QuotaExceeded({ limit: 5 }) instanceof BillingErrors.PaymentRequired; // true
 * ```
 */
export { defineError, defineErrors } from "./errors/define-error.js";
export type { AnyKnownErrorClass } from "./errors/error-class-type.js";
/**
 * Decodes a known-error JSON body into its class; unknown codes become UNSUPPORTED_ERROR.
 *
 * @example
 * ```ts
 * const error = knownErrorFromJSON({ code: "USER_NOT_FOUND", error: "User not found." }, 404);
 * error instanceof KnownErrors.UserNotFound; // true
 * ```
 */
export { knownErrorFromJSON } from "./errors/from-json.js";
/**
 * The JSON body of a known error: `{ code, error, details? }`.
 *
 * @example
 * ```ts
 * const body: KnownErrorJson = new KnownErrors.UserNotFound().toJSON();
 * ```
 */
export type { KnownErrorJson } from "./errors/known-error.js";
/**
 * The base class of every error the service reports with a stable code.
 *
 * @example
 * ```ts
 * if (KnownError.isKnownError(error)) console.log(error.code, error.status, error.details);
 * ```
 */
export { KnownError } from "./errors/known-error.js";
