import { HEADER_PREFIXES, REQUEST_HEADER_NAMES } from "./headers.js";

/** Request headers a browser may send: both families of WIRE.md section 1, plus tracing. */
export const CORS_ALLOWED_HEADERS = [
  ...HEADER_PREFIXES.flatMap((prefix) => REQUEST_HEADER_NAMES.map((name) => `${prefix}${name}`)),
  "content-type",
  "authorization",
  "baggage",
  "sentry-trace",
].join(", ");

export const CORS_ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS";

/**
 * Response headers a browser may read: the SDK needs the actual status and the error code, and
 * for injected faults (`/emulator/faults`) a 429's `Retry-After` and a 508's `x-vercel-error`.
 */
export const CORS_EXPOSED_HEADERS = [
  "content-type",
  "x-stack-actual-status",
  "x-stack-known-error",
  "x-hexclave-actual-status",
  "x-hexclave-known-error",
  "x-stack-request-id",
  "x-hexclave-request-id",
  "retry-after",
  "x-vercel-error",
].join(", ");

/** Adds the CORS headers every response carries. */
export function addCorsHeaders(headers: Headers): void {
  headers.set("access-control-allow-origin", "*");
  headers.set("access-control-expose-headers", CORS_EXPOSED_HEADERS);
}

/**
 * Whether a path is the API's (`/api/v1/…`, `/api/latest/…`), rather than the emulator's own.
 *
 * @example
 * ```ts
 * isApiPath("/api/v1/users/me"); // true
 * isApiPath("/emulator/outbox"); // false
 * ```
 */
export function isApiPath(path: string): boolean {
  return /^\/api\/(v1|latest)(\/|$)/.test(path);
}

/**
 * The headers a preflight allows. On the API routes, the ones the browser asks for
 * (`Access-Control-Request-Headers`), as the service answers: the reference SDK sends
 * `ngrok-skip-browser-warning` on every request. Elsewhere, and when the browser names none, the
 * list of {@link CORS_ALLOWED_HEADERS}.
 *
 * @example
 * ```ts
 * allowedHeaders("/api/v1/users/me", "x-stack-project-id,ngrok-skip-browser-warning");
 * // "x-stack-project-id,ngrok-skip-browser-warning"
 * ```
 */
export function allowedHeaders(path: string, requested: string | undefined): string {
  return isApiPath(path) && requested?.trim() ? requested : CORS_ALLOWED_HEADERS;
}

/** The answer to a preflight request for `path`, which asked to send `requestedHeaders`. */
export function preflightResponse(path: string, requestedHeaders?: string): Response {
  const response = new Response(null, { status: 204 });
  addCorsHeaders(response.headers);
  response.headers.set("access-control-allow-headers", allowedHeaders(path, requestedHeaders));
  response.headers.set("access-control-allow-methods", CORS_ALLOWED_METHODS);
  response.headers.set("access-control-max-age", "86400");
  return response;
}
