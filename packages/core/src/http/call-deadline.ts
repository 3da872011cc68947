import { DEFAULT_DEADLINE_MS } from "./http-types.js";

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
