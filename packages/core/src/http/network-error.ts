/** The error of a request that could not reach the service (re-exported by http-errors.ts). */

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
  declare readonly method: string;
  declare readonly url: string;
  declare readonly diagnostics: NetworkDiagnostics;
  constructor(
    method: string,
    url: string,
    diagnostics: NetworkDiagnostics,
    options?: { cause?: unknown },
  ) {
    super(describeNetworkFailure(method, url, diagnostics), options);
    Object.assign(this, { method, url, diagnostics });
  }
}

function describeNetworkFailure(method: string, url: string, d: NetworkDiagnostics): string {
  return `Could not send ${method} ${url}: ${d.cause}. ${
    d.online === false
      ? "You appear to be offline."
      : d.apiReachable
        ? "The API answers, so the failure was transient or specific to this request."
        : "The API base URL did not answer: check the baseUrl option, your network, proxies, firewalls and browser extensions."
  } If this persists, contact support with this message.`;
}
