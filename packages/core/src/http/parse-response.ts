import type * as v from "valibot";
import { HttpError, InvalidResponseError } from "./http-errors.js";
import { redactUrl } from "./redact-url.js";
import { type BodyCheck, bodyChecker, type ResponseSchema } from "./response-schema.js";

// How an answer is read (status, known errors, JSON, the schema check): loaded by HttpClient with
// the first request, in parallel with it.

function header(response: Response, name: string): string | null {
  return response.headers.get(`x-stack-${name}`) ?? response.headers.get(`x-hexclave-${name}`);
}

/**
 * Names of the failure statuses that reach users as an HttpError (most 400s, 401s and 409s are
 * known errors); other statuses go unnamed, to keep the bundle small.
 */
const STATUS_TEXTS: Record<number, string> = {
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The real status: the `x-stack-actual-status` header when the service rewrote it, else the HTTP one. */
export function actualStatus(response: Response): number {
  return Number.parseInt(header(response, "actual-status") as string, 10) || response.status;
}

/**
 * Turns a response and its body text into its JSON body, or throws: the known error it carries
 * (its header must equal the body's code), an {@link HttpError} for any other failure, or an
 * {@link InvalidResponseError} when the body breaks the contract (including a malformed
 * known-error body) or does not match `schema` (a schema, a loader of one, or the
 * {@link bodyChecker} the request started). Errors show `url` with its credentials redacted.
 */
export async function parseResponse<Schema extends v.GenericSchema>(
  method: string,
  url: string,
  response: Response,
  text: string,
  schema?: ResponseSchema<Schema> | Promise<BodyCheck<v.InferOutput<Schema>>>,
): Promise<v.InferOutput<Schema>> {
  const status = actualStatus(response);
  const knownCode = header(response, "known-error");
  const body = parseJson(text);
  if (knownCode !== null) {
    // The decoding and the catalogue load with the first known error: a page that meets none
    // never fetches them.
    const { knownErrorOfResponse } = await decoding();
    throw knownErrorOfResponse(url, status, knownCode, body);
  }
  if (status >= 400)
    throw new HttpError(method, redactUrl(url), status, text, STATUS_TEXTS[status]);
  if (text === "" && !schema) return undefined as v.InferOutput<Schema>;
  if (body === invalidJson) {
    throw new InvalidResponseError(
      redactUrl(url),
      `the body is not JSON: ${text.slice(0, 200)}`,
      status,
    );
  }
  if (!schema) return body as v.InferOutput<Schema>;
  const check = await (schema instanceof Promise ? schema : bodyChecker(schema));
  const checked = check(body);
  if ("problem" in checked) throw new InvalidResponseError(redactUrl(url), checked.problem, status);
  return checked.output;
}

/** Known-error decoding, loaded whole with the first known error. */
const decoding = () => import("./known-error-response.js");

const invalidJson = Symbol("invalid JSON");

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return invalidJson;
  }
}
