/** Errors of the transport itself, as opposed to the known errors the service reports. */

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  407: "Proxy Authentication Required",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  418: "I'm a teapot",
  421: "Misdirected Request",
  422: "Unprocessable Content",
  423: "Locked",
  424: "Failed Dependency",
  425: "Too Early",
  426: "Upgrade Required",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  505: "HTTP Version Not Supported",
  506: "Variant Also Negotiates",
  507: "Insufficient Storage",
  508: "Loop Detected",
  510: "Not Extended",
  511: "Network Authentication Required",
};

/**
 * The standard name of an HTTP status (400 to 511), or `"Unknown Status"`.
 *
 * @example
 * ```ts
 * statusText(403); // "Forbidden"
 * ```
 */
export function statusText(status: number): string {
  return statusTexts[status] ?? "Unknown Status";
}

/**
 * A failed response that is not a known error: it carries the status and the raw body.
 *
 * @example
 * ```ts
 * if (error instanceof HttpError && error.status === 403) console.log(error.body);
 * ```
 */
export class HttpError extends Error {
  override readonly name: string = "HttpError";
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(
      `${method} ${url} failed with ${status} ${statusText(status)}${body ? `: ${body.slice(0, 500)}` : ""}`,
    );
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
  override readonly name = "RateLimitError";
  constructor(
    method: string,
    url: string,
    body: string,
    readonly retryAfterMs: number,
  ) {
    super(method, url, 429, body);
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
  override readonly name = "InvalidResponseError";
  constructor(
    readonly url: string,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`Invalid response from ${url}: ${reason}`);
  }
}

/** What the client found out when a request could not reach the service. */
export interface NetworkDiagnostics {
  /** `false` when the browser says it is offline; `undefined` outside browsers. */
  online: boolean | undefined;
  /** Whether a plain request to the API base answered at all (any status). */
  apiReachable: boolean;
  /** The message of the underlying fetch failure. */
  cause: string;
}

/**
 * A request that could not reach the service, with diagnostics that say what to check.
 *
 * @example
 * ```ts
 * if (error instanceof NetworkError && error.diagnostics.online === false) showOfflineBanner();
 * ```
 */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(
    readonly method: string,
    readonly url: string,
    readonly diagnostics: NetworkDiagnostics,
    options?: { cause?: unknown },
  ) {
    super(describeNetworkFailure(method, url, diagnostics), options);
  }
}

function describeNetworkFailure(method: string, url: string, d: NetworkDiagnostics): string {
  const lines = [`Could not send ${method} ${url}: ${d.cause}.`];
  if (d.online === false) lines.push("You appear to be offline: check your internet connection.");
  else if (!d.apiReachable) {
    lines.push(
      "The API base URL did not answer. Check the baseUrl option, your network, and that no proxy, firewall or browser extension blocks the request.",
    );
  } else {
    lines.push(
      "The API answered a connection check, so the failure was transient or specific to this request.",
    );
  }
  lines.push("If the problem persists, contact support and include this message.");
  return lines.join(" ");
}
