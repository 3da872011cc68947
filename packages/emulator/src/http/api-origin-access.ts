import type { Context, MiddlewareHandler } from "hono";
import type { EmulatorServices } from "../services/context.js";
import { isAllowedHost, isTrustedOrigin } from "./control-access.js";
import { isApiPath } from "./cors.js";
import { HEADER_PREFIXES, readHeader } from "./headers.js";
import type { OuterEnv } from "./outer-env.js";

/**
 * The request headers that carry server or admin credentials, in both families: a page that may
 * not use server or admin access is not granted them in a preflight.
 *
 * @example
 * ```ts
 * PRIVILEGED_HEADERS.includes("x-stack-secret-server-key"); // true
 * ```
 */
export const PRIVILEGED_HEADERS: readonly string[] = HEADER_PREFIXES.flatMap((prefix) =>
  ["secret-server-key", "super-secret-admin-key", "admin-access-token"].map(
    (name) => `${prefix}${name}`,
  ),
);

/** The access types a page of another origin may not use. */
const PRIVILEGED_ACCESS = new Set(["server", "admin"]);

/** The fix a refusal names: allowing the origin, from the command line or from code. */
function howToAllow(origin: string): string {
  return `If ${origin} is your own app, allow it: npx @app/emulator --allowed-origins ${origin}, or startEmulator({ allowedOrigins: ["${origin}"] }). Pages on localhost and 127.0.0.1 are always allowed.`;
}

/** What a request from `origin` asks that only a trusted page may: undefined when nothing. */
function privilegedAsk(c: Context<OuterEnv>): string | undefined {
  if (c.req.method === "OPTIONS") {
    const requested = (c.req.header("access-control-request-headers") ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase());
    const headers = requested.filter((name) => PRIVILEGED_HEADERS.includes(name));
    return headers.length > 0 ? `send ${headers.join(", ")}` : undefined;
  }
  const accessType = readHeader(c, "access-type");
  if (accessType !== undefined && PRIVILEGED_ACCESS.has(accessType.toLowerCase())) {
    return `use ${accessType} access`;
  }
  const header = PRIVILEGED_HEADERS.find((name) => c.req.header(name) !== undefined);
  return header === undefined ? undefined : `send ${header}`;
}

/**
 * Guards the API's server and admin access, whose keys are fixed in the in-memory emulator (the
 * demo keys are public): a page of another origin may use client access only, as on the
 * service, with the open CORS grant (`*`) of every API answer. A request from a browser whose
 * `Origin` is not trusted (`isTrustedOrigin`: the emulator's own pages, pages on this machine and
 * `allowedOrigins`) is refused with a plain-text 403 naming the fix, and without any CORS grant,
 * when it asks for server or admin access or sends their credentials; so is a preflight that asks
 * to send those credentials. Scripts send no `Origin` and pass. Outside the envelope, whose CORS
 * headers the refusal must not get.
 *
 * @example
 * ```ts
 * app.use("*", controlAccess(services));
 * app.use("*", apiOriginAccess(services));
 * app.use("*", envelope(services.log));
 * ```
 */
export function apiOriginAccess(services: EmulatorServices): MiddlewareHandler<OuterEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined || !isApiPath(c.req.path)) return next();
    const listenUrl = services.baseUrl();
    const url = new URL(c.req.url);
    // The request's own origin counts only at a host the controls answer at: a rebound DNS name
    // would otherwise make any page "same-origin".
    const ownOrigin = isAllowedHost(url.hostname, services.allowedHosts, listenUrl)
      ? url.origin
      : undefined;
    if (isTrustedOrigin(origin, ownOrigin, listenUrl, services.allowedOrigins)) return next();
    const ask = privilegedAsk(c);
    if (ask === undefined) return next();
    const reason = `a page at ${origin} may not ${ask} to the emulator's API: pages of other origins get client access only, as the project's server and admin keys would otherwise be theirs for the taking. ${howToAllow(origin)}`;
    services.log(`refused ${c.req.method} ${c.req.path}: ${reason}`);
    return new Response(`Refused: ${reason}`, {
      status: 403,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        vary: "Origin",
      },
    });
  };
}
