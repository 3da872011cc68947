import { DEFAULT_DEADLINE_MS } from "./http-types.js";
import { NetworkError } from "./network-error.js";
import { redactUrl } from "./redact-url.js";

// How a call of the API ends: its deadline, and the NetworkError of a call that reached no
// answer, in time or at all.

export { DEFAULT_DEADLINE_MS };

/**
 * The deadline of one call of the API, joined with the caller's signal (see {@link callDeadline}).
 */
export interface CallDeadline {
  /**
   * Aborts when the caller aborts (with the caller's reason) or when the deadline passes (with a
   * `TimeoutError` `DOMException`, see {@link expired}).
   */
  readonly signal: AbortSignal;
  /** When the deadline passes, in `Date.now()` milliseconds; `Infinity` without a deadline. */
  readonly endsAt: number;
  /** Whether the deadline passed (rather than the caller aborting first). */
  expired: boolean;
  /** Whether any try of the call got an HTTP answer, whatever its status. */
  answered: boolean;
  /** Stops the timer and the listening; the call is over. */
  end(): void;
}

/**
 * Starts the deadline of one call: every try, wait and token read of the call listens to its
 * signal, so the call settles by then whatever it was doing. `ms` from 2³¹ up (or `Infinity`)
 * means no deadline. The timeout of one try is such a deadline too, joined with the call's signal
 * (`option` names the option in the `TimeoutError`'s message).
 *
 * @example
 * ```ts
 * const deadline = callDeadline(30_000, request.signal);
 * try {
 *   await abortable(sleep(1000), deadline.signal);
 * } finally {
 *   deadline.end();
 * }
 * ```
 */
export function callDeadline(
  ms: number,
  caller?: AbortSignal,
  option: "deadlineMs" | "timeoutMs" = "deadlineMs",
): CallDeadline {
  const controller = new AbortController();
  const { signal } = controller;
  const onCallerAbort = () => controller.abort(caller?.reason);
  // setTimeout fires at once for delays from 2³¹ ms up: those mean no deadline.
  const timer =
    ms < 2 ** 31
      ? setTimeout(() => {
          deadline.expired = !signal.aborted;
          controller.abort(
            new DOMException(`timed out after ${ms} ms (${option})`, "TimeoutError"),
          );
        }, ms)
      : undefined;
  const deadline: CallDeadline = {
    signal,
    endsAt: ms < 2 ** 31 ? Date.now() + ms : Number.POSITIVE_INFINITY,
    expired: false,
    answered: false,
    end() {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onCallerAbort);
    },
  };
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener("abort", onCallerAbort);
  return deadline;
}

/**
 * `promise`, or a rejection with the abort reason once `signal` aborts, whichever comes first.
 *
 * @example
 * ```ts
 * await abortable(sleep(delay), deadline.signal);
 * ```
 */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  let stop = () => {};
  return new Promise<T>((resolve, reject) => {
    signal?.throwIfAborted();
    stop = () => reject(signal?.reason);
    signal?.addEventListener("abort", stop);
    promise.then(resolve, reject);
  }).finally(() => signal?.removeEventListener("abort", stop));
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
