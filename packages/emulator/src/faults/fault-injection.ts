import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context, MiddlewareHandler } from "hono";
import { setBothFamilies } from "../http/headers.js";
import { isEmulatorOwnPath } from "../http/own-paths.js";
import type { OuterEnv } from "../services/context.js";
import type { Fault, FaultRegistry } from "./fault-registry.js";

const statusTexts: Record<number, string> = {
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  508: "Loop Detected",
};

/**
 * Applies the first matching fault of `faults` to each request outside the emulator's own paths
 * (`/`, `/emulator/…`): waits, then handles the request (`latency`); answers in its place
 * (`status`, `malformed-json`, `known-error-mismatch`); or destroys the connection before handling
 * it or after (`reset`).
 */
export function faultInjection(faults: FaultRegistry): MiddlewareHandler<OuterEnv> {
  return async (c, next) => {
    if (isEmulatorOwnPath(c.req.path)) return next();
    const fault = faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    c.set("fault", { id: fault.id, kind: fault.kind });
    switch (fault.kind) {
      case "latency":
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return next();
      case "status":
        c.set("rawAnswer", true);
        return statusAnswer(fault);
      case "malformed-json":
        return new Response('{"injected fault": "malformed JSON', {
          status: 200,
          headers: { "content-type": "application/json; charset=utf-8" },
        });
      case "known-error-mismatch": {
        const response = new Response(
          JSON.stringify({
            code: fault.bodyCode,
            error: `Injected fault: the known-error header says ${fault.headerCode}.`,
          }),
          { status: 400, headers: { "content-type": "application/json; charset=utf-8" } },
        );
        setBothFamilies(response.headers, "known-error", fault.headerCode);
        return response;
      }
      case "reset":
        if (fault.when === "after") await next();
        destroyConnection(c);
        c.res = alreadySent();
        return;
    }
  };
}

function statusAnswer(fault: Extract<Fault, { kind: "status" }>): Response {
  const response = new Response(
    `Injected fault: ${fault.status} ${statusTexts[fault.status] ?? ""}`.trim(),
    { status: fault.status, headers: { "content-type": "text/plain; charset=utf-8" } },
  );
  if (fault.retryAfter !== undefined) response.headers.set("retry-after", fault.retryAfter);
  if (fault.status === 508) {
    // As Vercel answers a request that loops through its own deployment.
    response.headers.set("x-vercel-error", "INFINITE_LOOP_DETECTED");
  }
  return response;
}

/** Closes the request's connection without an answer. */
function destroyConnection(c: Context<OuterEnv>): void {
  const socket = c.env?.incoming?.socket;
  if (!socket) throw new Error("A reset fault needs the Node server of startEmulator().");
  socket.destroy();
}

/** A response that the Node adapter does not write (the connection is gone). */
function alreadySent(): Response {
  return new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
}
