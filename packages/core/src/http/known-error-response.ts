import { knownErrorFromJSON } from "../errors/from-json.js";
import { InvalidResponseError } from "./http-errors.js";
import { redactUrl } from "./redact-url.js";

// The decoding of a known-error answer, with the error catalogue: loaded with the first one.

/**
 * The error a known-error answer carries: the catalogue's error for its code (with the answer's
 * real status), or an {@link InvalidResponseError} when the body breaks the contract (its code is
 * not the header's, it has no string error, its details are not an object).
 *
 * @example
 * ```ts
 * throw knownErrorOfResponse(url, 404, "USER_NOT_FOUND", { code: "USER_NOT_FOUND", error: "…" });
 * ```
 */
export function knownErrorOfResponse(
  url: string,
  status: number,
  knownCode: string,
  body: unknown,
): Error {
  // Object() makes any JSON value destructurable; a non-object has no code.
  const { code, error, message } = Object(body) as Record<string, unknown>;
  try {
    if (code !== knownCode) throw Error(`its code is ${JSON.stringify(code)}`);
    if (typeof (error ?? message) !== "string") throw Error("it has no string error");
    return knownErrorFromJSON(body, status >= 400 && status <= 599 ? status : undefined);
  } catch (problem) {
    return new InvalidResponseError(
      redactUrl(url),
      `bad known error ${knownCode}: ${(problem as Error).message}`,
      status,
    );
  }
}
