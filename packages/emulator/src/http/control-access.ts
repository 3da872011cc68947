import { isIP } from "node:net";
import type { MiddlewareHandler } from "hono";
import type { EmulatorServices } from "../services/context.js";
import type { AllowedHosts } from "./allowed-hosts.js";
import type { AllowedOrigins } from "./allowed-origins.js";
import type { OuterEnv } from "./outer-env.js";
import { isEmulatorOwnPath } from "./own-paths.js";

export type { AllowedHosts } from "./allowed-hosts.js";

/** Origins of pages on this machine: `localhost` (and `*.localhost`), `127.0.0.1`, `[::1]`. */
const LOCAL_ORIGIN_HOST = /^(?:(?:[^.]+\.)*localhost|127\.0\.0\.1|\[::1\])$/;

/** Requests that only read. */
const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** CORS headers that grant something, removed from the answers to foreign pages. */
const CORS_GRANTS = [
  "access-control-allow-origin",
  "access-control-expose-headers",
  "access-control-allow-headers",
  "access-control-allow-methods",
  "access-control-max-age",
];

/**
 * Checks an `allowedHosts` option: `true`, or an array of host names (a leading `.` for a
 * domain and its subdomains), without scheme, port or path. A bad one is a TypeError naming it.
 * Returns the names lowercased, without a trailing dot.
 *
 * @example
 * ```ts
 * checkAllowedHosts(["Emulator", ".dev.internal"]); // ["emulator", ".dev.internal"]
 * checkAllowedHosts(["http://emulator:8102"]); // throws: a host name, without scheme or port
 * ```
 */
export function checkAllowedHosts(value: unknown): AllowedHosts {
  if (value === true) return true;
  if (!Array.isArray(value)) {
    throw new TypeError(
      `allowedHosts must be an array of host names or true, got ${JSON.stringify(value)}.`,
    );
  }
  return value.map((name) => {
    if (typeof name !== "string" || !/^\.?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$/i.test(name)) {
      throw new TypeError(
        `allowedHosts takes host names such as "emulator" or ".example.test" (without scheme, port or path), got ${JSON.stringify(name)}.`,
      );
    }
    return name.toLowerCase().replace(/\.$/, "");
  });
}

/**
 * Whether the controls answer at `hostname` (as in a URL: lowercase, IPv6 in brackets): a name
 * of this machine, an IP address (DNS rebinding needs a name), the host the emulator listens on,
 * or one of `allowed`.
 *
 * @example
 * ```ts
 * isAllowedHost("localhost", [], "http://127.0.0.1:8102"); // true
 * isAllowedHost("attacker.example", [], "http://127.0.0.1:8102"); // false
 * ```
 */
export function isAllowedHost(hostname: string, allowed: AllowedHosts, listenUrl: string): boolean {
  const name = hostname.replace(/\.$/, "");
  if (allowed === true || name === "localhost" || name.endsWith(".localhost")) return true;
  if (isIP(name.replace(/^\[(.*)\]$/, "$1")) !== 0) return true;
  if (name === hostOf(listenUrl)) return true;
  return allowed.some((entry) =>
    entry.startsWith(".") ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  );
}

/**
 * Whether a page at `origin` may use the controls and the API's server and admin access from a
 * browser: the emulator's own origin (`ownOrigin`, the request's, when its host is allowed), its
 * listening origin, a page on this machine (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`, any
 * port), or one of `allowedOrigins`. `null` (a sandboxed frame, a file) is not.
 *
 * @example
 * ```ts
 * isTrustedOrigin("http://localhost:5173", "http://127.0.0.1:8102", "http://127.0.0.1:8102"); // true
 * isTrustedOrigin("https://attacker.example", "http://127.0.0.1:8102", "http://127.0.0.1:8102"); // false
 * isTrustedOrigin("https://app.example", undefined, "http://127.0.0.1:8102", ["https://app.example"]); // true
 * ```
 */
export function isTrustedOrigin(
  origin: string,
  ownOrigin: string | undefined,
  listenUrl: string,
  allowedOrigins: AllowedOrigins = [],
): boolean {
  if (origin === ownOrigin || origin === originOf(listenUrl)) return true;
  if (allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") && LOCAL_ORIGIN_HOST.test(url.hostname)
  );
}

/**
 * Guards the emulator's own paths (`/emulator/…` and the dashboard), which the API's open CORS
 * must not reach: a request at a host name that is not allowed is refused (403) whatever it asks,
 * against DNS rebinding; a request that changes state from a page of another origin (by its
 * `Origin`, or `Sec-Fetch-Site` when there is none) is refused (403) before anything runs,
 * simple `text/plain` posts included; and only trusted origins (`isTrustedOrigin`, which
 * `allowedOrigins` extends) get a CORS grant, their own origin echoed, so a foreign page cannot
 * read an answer. Scripts send no `Origin` and pass.
 * Outermost, around the envelope, whose CORS headers it corrects.
 *
 * @example
 * ```ts
 * app.use("*", controlAccess(services));
 * app.use("*", envelope(services.log));
 * ```
 */
export function controlAccess(services: EmulatorServices): MiddlewareHandler<OuterEnv> {
  return async (c, next) => {
    if (!isEmulatorOwnPath(c.req.path)) return next();
    const listenUrl = services.baseUrl();
    const url = new URL(c.req.url);
    const refuse = (reason: string) => {
      services.log(`refused ${c.req.method} ${c.req.path}: ${reason}`);
      return new Response(`Refused: ${reason}`, {
        status: 403,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    };
    if (!isAllowedHost(url.hostname, services.allowedHosts, listenUrl)) {
      return refuse(
        `the emulator's controls do not answer at the host ${url.hostname}, a name that may point anywhere (DNS rebinding). Open ${listenUrl}, or add "${url.hostname}" to allowedHosts (npx @app/emulator --allowed-hosts ${url.hostname}) if you control where it points.`,
      );
    }
    const origin = c.req.header("origin") ?? null;
    const trusted =
      origin !== null && isTrustedOrigin(origin, url.origin, listenUrl, services.allowedOrigins);
    if (!READING_METHODS.has(c.req.method)) {
      const site = c.req.header("sec-fetch-site");
      if (origin !== null && !trusted) {
        return refuse(
          `a page at ${origin} may not change the emulator. Its controls take requests from pages on this machine (localhost), from scripts, and from the origins you allow (npx @app/emulator --allowed-origins ${origin}, or startEmulator({ allowedOrigins: ["${origin}"] })).`,
        );
      }
      if (origin === null && (site === "cross-site" || site === "same-site")) {
        return refuse(
          `a page of another site (Sec-Fetch-Site: ${site}) may not change the emulator.`,
        );
      }
    }
    await next();
    const headers = c.res.headers;
    if (trusted && origin !== null) {
      headers.set("access-control-allow-origin", origin);
    } else {
      for (const name of CORS_GRANTS) headers.delete(name);
    }
    headers.append("vary", "Origin");
    // Nor may another site frame the dashboard, whose forms a click in a frame would submit.
    headers.set("x-frame-options", "SAMEORIGIN");
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
