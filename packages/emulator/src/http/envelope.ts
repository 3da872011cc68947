import { randomUUID } from "node:crypto";
import { KnownError } from "@app/core/errors";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { OuterEnv } from "../services/context.js";
import { addCorsHeaders, preflightResponse } from "./cors.js";
import { readFlag, setBothFamilies } from "./headers.js";
import { knownErrorResponse, text } from "./respond.js";
import { StatusError } from "./status-error.js";

/**
 * The outermost middleware: answers CORS preflights for any path, and gives every response its
 * request id, `cache-control`, CORS headers and, when the request asks for it, the 4xx-to-200
 * rewrite of `x-stack-override-error-status` (5xx are never rewritten).
 */
export function envelope(log: (line: string) => void): MiddlewareHandler<OuterEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    if (c.req.method === "OPTIONS") {
      const requested = c.req.header("access-control-request-headers");
      return finish(c, preflightResponse(c.req.path, requested), requestId);
    }
    await next();
    const finished = finish(c, c.res, requestId);
    // Setting c.res copies the response (Hono): only when it is a new one.
    if (finished !== c.res) c.res = finished;
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${requestId} ${ms}ms`);
  };
}

function finish(c: Context<OuterEnv>, response: Response, requestId: string): Response {
  const status = response.status;
  // An injected 429 stands for a rate limiter in front of the API, which rewrites nothing.
  const override =
    status >= 400 && status < 500 && !c.get("rawAnswer") && readFlag(c, "override-error-status");
  // Headers are set in place; only the status override needs a new response.
  const out = override
    ? new Response(response.body, {
        status: 200,
        statusText: "OK",
        headers: new Headers(response.headers),
      })
    : response;
  if (override) setBothFamilies(out.headers, "actual-status", String(status));
  setBothFamilies(out.headers, "request-id", requestId);
  if (!out.headers.has("cache-control")) out.headers.set("cache-control", "no-store, max-age=0");
  addCorsHeaders(out.headers);
  return out;
}

/** Turns a thrown error into the service's answer: known error JSON, plain text or a 500. */
export function handleError(error: Error, c: Context): Response {
  if (KnownError.isKnownError(error)) return knownErrorResponse(c, error);
  if (error instanceof StatusError) {
    const response = text(error.message, error.status);
    for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
    return response;
  }
  if (error instanceof HTTPException) return text(error.message || "Bad request", error.status);
  console.error(`[app-emulator] unexpected error on ${c.req.method} ${c.req.path}:`, error);
  return text("Internal server error", 500);
}

/** Unknown routes: 404 in plain text. */
export function notFound(c: Context): Response {
  return text(`Not found: ${c.req.method} ${c.req.path}`, 404);
}
