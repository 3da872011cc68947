import { redactUrl } from "./redact-url.js";

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

/**
 * The {@link NetworkError} of a request that could not reach the service: `cause` is the failure,
 * `said` what the diagnostics say of it. The error shows `url` with its credentials redacted (the
 * OAuth authorize call carries the access token in its query).
 *
 * @example
 * ```ts
 * throw networkError("GET", url, await probe(), "Failed to fetch", failure);
 * ```
 */
export function networkError(
  method: string,
  url: string,
  apiReachable: boolean,
  said: string,
  cause: unknown,
): NetworkError {
  // What the browser says of the network: `false` offline, `undefined` outside browsers.
  const online = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine;
  const advice = `${
    online === false
      ? "You appear to be offline."
      : apiReachable
        ? "The API answers, so the failure was transient or specific to this request."
        : "The API base URL did not answer: check the baseUrl option, your network, proxies, firewalls and browser extensions."
  } If this persists, contact support with this message.`;
  // The failure's message may quote the URL too (undici's "Failed to parse URL from …").
  return new NetworkError(
    method,
    redactUrl(url),
    { online, apiReachable, cause: redactUrl(said) },
    { cause, advice },
  );
}
