import { redactUrl } from "@app/core/internal";
import type { MiddlewareHandler } from "hono";
import { pathMatcher } from "../faults/fault-path.js";
import type { OuterEnv } from "../http/outer-env.js";
import { isEmulatorOwnPath } from "../http/own-paths.js";

/**
 * One API request the emulator received, as `GET /emulator/requests` lists it.
 *
 * @example
 * ```ts
 * const [request] = emulator.requests.list({ method: "POST", path: "/api/v1/auth/password/sign-in" });
 * console.log(request?.status);
 * ```
 */
export interface LoggedRequest {
  /** Increases by one per request, from 1. */
  seq: number;
  /** The request's HTTP method. */
  method: string;
  /** The path without the query, e.g. `/api/v1/users/me`. */
  path: string;
  /**
   * The query string with its `?`, or `""`; the values of parameters that carry credentials
   * (`code`, `token`, `client_secret`, `…_token`, `…_key`…) read `[redacted]`.
   */
  query: string;
  /** The status the emulator meant (before the envelope's error-status override). */
  status: number;
  /** The `x-stack-access-type` header, or null. */
  accessType: string | null;
  /** When it arrived, on the emulator's clock. */
  atMillis: number;
  /** The fault injected into it, if any. */
  faultId: string | null;
}

/** How many requests the log keeps; older ones are dropped first. */
export const REQUEST_LOG_LIMIT = 10_000;

/**
 * The API requests the emulator received, oldest first, so that a test can count what its app
 * sent: how many refresh grants a burst of calls made, whether a write was sent twice.
 *
 * @example
 * ```ts
 * emulator.requests.clear();
 * await Promise.all(Array.from({ length: 20 }, () => user.currentSession.getTokens()));
 * emulator.requests.list({ method: "POST", path: "/api/v1/auth/oauth/token" }).length; // 1
 * ```
 */
export class RequestLog {
  #entries: LoggedRequest[] = [];
  #seq = 0;
  readonly #now: () => number;

  /** `now` is the emulator's clock. */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Records a request; returns its entry so that its status can be set when it is answered. */
  record(entry: Omit<LoggedRequest, "seq" | "atMillis" | "status" | "faultId">): LoggedRequest {
    const logged: LoggedRequest = {
      seq: ++this.#seq,
      ...entry,
      status: 0,
      atMillis: this.#now(),
      faultId: null,
    };
    this.#entries.push(logged);
    if (this.#entries.length > REQUEST_LOG_LIMIT) this.#entries.shift();
    return logged;
  }

  /**
   * Oldest first; `method` keeps one method, `path` a glob as fault paths take it (`*` within a
   * segment, `**` across segments).
   */
  list(filter: { method?: string | undefined; path?: string | undefined } = {}): LoggedRequest[] {
    const method = filter.method?.toUpperCase();
    const matches = filter.path === undefined ? () => true : pathMatcher(filter.path);
    return this.#entries
      .filter((entry) => (method === undefined || entry.method === method) && matches(entry.path))
      .map((entry) => ({ ...entry }));
  }

  /** Forgets every request logged so far. */
  clear(): void {
    this.#entries = [];
  }
}

/**
 * Logs every request outside the emulator's own paths (`/`, `/emulator/…`) with the status the
 * emulator answered (0 when the connection was dropped before any answer).
 */
export function requestLogging(log: RequestLog): MiddlewareHandler<OuterEnv> {
  return async (c, next) => {
    if (isEmulatorOwnPath(c.req.path)) return next();
    const url = new URL(c.req.url);
    const entry = log.record({
      method: c.req.method,
      path: url.pathname,
      // Codes and tokens in the query stay out of the log (and out of /emulator/requests).
      query: redactUrl(url.search),
      accessType:
        c.req.header("x-stack-access-type") ?? c.req.header("x-hexclave-access-type") ?? null,
    });
    try {
      await next();
    } finally {
      const fault = c.get("fault");
      entry.faultId = fault?.id ?? null;
      // A reset connection got no answer, whatever was written to it.
      entry.status = fault?.kind === "reset" ? 0 : c.res.status;
    }
  };
}
