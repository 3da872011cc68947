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

/** The answer to a preflight request, for any path. */
export function preflightResponse(): Response {
  const response = new Response(null, { status: 204 });
  addCorsHeaders(response.headers);
  response.headers.set("access-control-allow-headers", CORS_ALLOWED_HEADERS);
  response.headers.set("access-control-allow-methods", CORS_ALLOWED_METHODS);
  response.headers.set("access-control-max-age", "86400");
  return response;
}
