/** Errors of the transport itself, as opposed to the known errors the service reports. */

/**
 * A failed response that is not a known error: it carries the status and the raw body.
 *
 * @example
 * ```ts
 * if (error instanceof HttpError && error.status === 403) console.log(error.body);
 * ```
 */
export class HttpError extends Error {
  /** `"HttpError"`. */
  override readonly name: string = "HttpError";
  /** The request's HTTP method. */
  declare readonly method: string;
  /** The request's URL. */
  declare readonly url: string;
  /** The response's HTTP status. */
  declare readonly status: number;
  /** The response's body, as text. */
  declare readonly body: string;
  /** `statusText` (the SDK's requests give the common ones, e.g. "Bad Gateway") follows the status. */
  constructor(method: string, url: string, status: number, body: string, statusText?: string) {
    super(
      `${method} ${url} failed with ${status}${statusText ? ` ${statusText}` : ""}${body ? `: ${body.slice(0, 500)}` : ""}`,
    );
    Object.assign(this, { method, url, status, body });
  }
}

/**
 * A 429 the client does not wait out: the service asked for a wait longer than
 * `MAX_RETRY_AFTER_MS` (60000 ms), or it still answered 429 on the last of 5 tries.
 * `retryAfterMs` is the wait it asked for (its `Retry-After`, else the backoff delay).
 *
 * @example
 * ```ts
 * if (error instanceof RateLimitError) showToast(`Try again in ${error.retryAfterMs / 1000} s`);
 * ```
 */
export class RateLimitError extends HttpError {
  /** `"RateLimitError"`. */
  override readonly name = "RateLimitError";
  constructor(
    method: string,
    url: string,
    body: string,
    /** How long to wait before trying again, in milliseconds (the response's `Retry-After`). */
    readonly retryAfterMs: number,
  ) {
    super(method, url, 429, body, "Too Many Requests");
  }
}

/**
 * A response that breaks the wire contract: a known-error header that does not match the body's
 * code, a body that is not the JSON it should be, or a field of the wrong shape.
 *
 * @example
 * ```ts
 * if (error instanceof InvalidResponseError) reportBug(error.message);
 * ```
 */
export class InvalidResponseError extends Error {
  /** `"InvalidResponseError"`. */
  override readonly name = "InvalidResponseError";
  /** The request's URL. */
  declare readonly url: string;
  /** What was wrong with the response. */
  declare readonly reason: string;
  /** The response's HTTP status, when there was one. */
  declare readonly status?: number;
  constructor(url: string, reason: string, status?: number) {
    super(`Invalid response from ${url}: ${reason}`);
    Object.assign(this, { url, reason, status });
  }
}

// NetworkError has a module of its own: docs/architecture.md, "Chunk map".
export { type NetworkDiagnostics, NetworkError } from "./network-error.js";
