/** The default `deadlineMs`: a call settles within 30000 ms, its retries and waits included. */
export const DEFAULT_DEADLINE_MS = 30_000;

/**
 * The deadline of one call of the API, joined with the caller's `signal`: {@link signal} aborts
 * when the caller aborts (with the caller's reason) or when the deadline passes (with a
 * `TimeoutError` `DOMException`, see {@link expired}). Every try, wait and token read of the call
 * listens to it, so the call settles by then whatever it was doing. `ms` from 2³¹ up (or
 * `Infinity`) means no deadline.
 *
 * @example
 * ```ts
 * const deadline = new CallDeadline(30_000, request.signal);
 * try {
 *   await abortable(sleep(1000), deadline.signal);
 * } finally {
 *   deadline.end();
 * }
 * ```
 */
export class CallDeadline {
  /** Aborts when the caller aborts or the deadline passes. */
  readonly signal: AbortSignal;
  /** Whether any try of the call got an HTTP answer, whatever its status. */
  answered = false;
  readonly #controller = new AbortController();
  readonly #end: number;
  readonly #timeout: DOMException;
  readonly #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #caller: AbortSignal | undefined;
  readonly #onCallerAbort = () => this.#controller.abort(this.#caller?.reason);

  constructor(ms: number, caller?: AbortSignal) {
    this.signal = this.#controller.signal;
    this.#caller = caller;
    this.#timeout = new DOMException(`timed out after ${ms} ms (deadlineMs)`, "TimeoutError");
    // setTimeout fires at once for delays from 2³¹ ms up: those mean no deadline.
    this.#end = ms < 2 ** 31 ? Date.now() + ms : Number.POSITIVE_INFINITY;
    if (caller?.aborted) {
      this.#controller.abort(caller.reason);
      return;
    }
    caller?.addEventListener("abort", this.#onCallerAbort, { once: true });
    if (ms < 2 ** 31) this.#timer = setTimeout(() => this.#controller.abort(this.#timeout), ms);
  }

  /** Whether the deadline passed (rather than the caller aborting first). */
  get expired(): boolean {
    return this.signal.aborted && this.signal.reason === this.#timeout;
  }

  /** Milliseconds left; `Infinity` without a deadline. */
  remainingMs(): number {
    return this.#end - Date.now();
  }

  /** Whether a wait of `ms` ends before the deadline, leaving time to try again. */
  leavesTimeAfter(ms: number): boolean {
    return ms < this.remainingMs();
  }

  /** Stops the timer and the listening; the call is over. */
  end(): void {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener("abort", this.#onCallerAbort);
  }
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
