import { NetworkError } from "./network-error.js";
import { redactUrl } from "./redact-url.js";

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
