import type { KnownError } from "@app/core/errors";
import type { Context } from "hono";
import { serverMessage } from "./error-messages.js";
import { setBothFamilies } from "./headers.js";

const JSON_TYPE = "application/json; charset=utf-8";
const TEXT_TYPE = "text/plain; charset=utf-8";

/** Whether the caller is a browser tab that would rather read indented JSON. */
function wantsPrettyJson(c: Context): boolean {
  return c.req.header("accept")?.includes("text/html") ?? false;
}

/** A JSON response, indented when the request accepts `text/html`. */
export function json(c: Context, body: unknown, status = 200): Response {
  const text = wantsPrettyJson(c) ? JSON.stringify(body, null, 2) : JSON.stringify(body);
  return new Response(text, { status, headers: { "content-type": JSON_TYPE } });
}

/** A plain-text response (errors that are not in the catalogue, unknown routes). */
export function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "content-type": TEXT_TYPE } });
}

/**
 * A known error as the service sends it: its status, the known-error header and
 * `{code, error, details?}`, where `error` is the server's wording (`serverMessage()`). An error
 * without details (none, or an empty object) has no `details` key, as on the service.
 */
export function knownErrorResponse(c: Context, error: KnownError): Response {
  const { details, ...rest } = error.toJSON();
  const body = { ...rest, error: serverMessage(error) };
  const hasDetails = details !== undefined && Object.keys(details).length > 0;
  const response = json(c, hasDetails ? { ...body, details } : body, error.status);
  setBothFamilies(response.headers, "known-error", error.code);
  return response;
}
