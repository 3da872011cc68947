/** The error of a request that could not reach the service (re-exported by http-errors.ts). */

/**
 * What the client found out when a request could not reach the service.
 *
 * @example
 * ```ts
 * if (error instanceof NetworkError && error.diagnostics.online === false) showOffline();
 * ```
 */
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
  /** `"NetworkError"`. */
  override readonly name = "NetworkError";
  /** The request's HTTP method. */
  declare readonly method: string;
  /** The request's URL. */
  declare readonly url: string;
  /** Whether the browser was offline and whether the service answered a connection check. */
  declare readonly diagnostics: NetworkDiagnostics;
  /**
   * `options.advice`, what to check (the SDK's requests give it from the diagnostics), ends the
   * message: `Could not send GET …/users/me: Failed to fetch. You appear to be offline. …`.
   */
  constructor(
    method: string,
    url: string,
    diagnostics: NetworkDiagnostics,
    options?: { cause?: unknown; advice?: string },
  ) {
    super(
      `Could not send ${method} ${url}: ${diagnostics.cause}.${options?.advice ? ` ${options.advice}` : ""}`,
      options,
    );
    Object.assign(this, { method, url, diagnostics });
  }
}
