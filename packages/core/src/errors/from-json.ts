import { KnownErrors } from "./catalogue/index.js";
import type { AnyKnownErrorClass } from "./define-error.js";
import type { KnownError } from "./known-error.js";

let byCode: Map<string, AnyKnownErrorClass> | undefined;

/** The catalogue by code, built on first use from the `KnownErrors` object. */
function classOf(code: string): AnyKnownErrorClass | undefined {
  byCode ??= new Map(Object.values(KnownErrors).map((errorClass) => [errorClass.code, errorClass]));
  return byCode.get(code);
}

/**
 * Turns the JSON body of a known error back into its `KnownError` class.
 *
 * Accepts the body the service sends, `{ code, error, details? }`, and the documented variant
 * `{ code, message, details? }`. The server's message is kept; without one, the class's default
 * message is used. An unknown code gives an `UNSUPPORTED_ERROR` (status 500) whose
 * `details.originalErrorCode` is the code received. `knownErrorFromJSON(error.toJSON())` gives an
 * error of the same class with the same code, status, message and details.
 *
 * @param json - The parsed response body.
 * @param status - The reply's real HTTP status (the `x-stack-actual-status` header when present).
 *   When given, it replaces the catalogue status of a known code, because the service decides it
 *   (parent codes such as INVALID_ACCESS_TOKEN have no fixed one). An unknown code stays 500.
 * @throws TypeError when `json` is not an object, has no string `code`, has `details` that are not
 *   an object (or, without a message, details its default message cannot be built from), or when
 *   `status` is not an HTTP error status (400 to 599).
 *
 * @example
 * ```ts
 * const body = await response.json();
 * const error = knownErrorFromJSON(body, response.status);
 * if (KnownErrors.InvalidAccessToken.isInstance(error)) await session.refresh();
 * throw error;
 * ```
 */
export function knownErrorFromJSON(json: unknown, status?: number): KnownError {
  if (!isRecord(json)) {
    throw new TypeError(`knownErrorFromJSON expects an object, got ${describe(json)}.`);
  }
  const { code, details } = json;
  if (typeof code !== "string" || code === "") {
    throw new TypeError(
      `knownErrorFromJSON expects a non-empty string code, got ${describe(code)}.`,
    );
  }
  if (details !== undefined && details !== null && !isRecord(details)) {
    throw new TypeError(
      `knownErrorFromJSON expects details to be an object, got ${describe(details)}.`,
    );
  }
  if (status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
    throw new TypeError(
      `knownErrorFromJSON expects an HTTP error status (400-599), got ${status}.`,
    );
  }
  const message = nonEmptyString(json.error) ?? nonEmptyString(json.message);

  const errorClass = classOf(code);
  if (!errorClass) {
    const unsupported = { originalErrorCode: code };
    const text = KnownErrors.UnsupportedError.defaultMessage(unsupported);
    return new KnownErrors.UnsupportedError(unsupported, message ? `${text} (${message})` : text);
  }
  let error: KnownError;
  try {
    error = new errorClass(details ?? undefined, message);
  } catch (problem) {
    // A default message built from details such as { min_length: { toString: 1 } } throws.
    throw new TypeError(
      `knownErrorFromJSON expects details that ${code}'s message can be built from: ${(problem as Error).message}`,
    );
  }
  // `status` is readonly to users; only decoding sets the status the service actually answered.
  if (status !== undefined) (error as { status: number }).status = status;
  return error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value);
  return typeof value;
}
