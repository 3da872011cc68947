import { abortable, type CallDeadline, networkError } from "./call-deadline.js";
import { RateLimitError } from "./http-errors.js";
import type { HttpClientOptions } from "./http-types.js";
import { redactUrl } from "./redact-url.js";

// What HttpClient does once a try failed or answered 429 or 508: the retry loop with its
// back-off, `Retry-After` waits and Vercel's 508 retries, and the probe of the API base whose
// answer the NetworkError reports. Loaded with the first failure, so that a page whose requests
// all get an answer on the first try never fetches it.

/** Retries of idempotent requests: 5 tries in all. */
export const MAX_ATTEMPTS = 5;
/** Base of the exponential delay between tries. */
export const RETRY_BASE_DELAY_MS = 1000;
/**
 * The longest 429 `Retry-After` wait the client sleeps through: 60000 ms. A longer one fails at
 * once with a `RateLimitError` carrying the wait.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait before try `attempt + 1`: 1000 ms doubled per attempt, times a random factor of 0.5
 * to 1.5.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  return RETRY_BASE_DELAY_MS * 2 ** attempt * (0.5 + random());
}

/**
 * The wait a 429 asks for in `Retry-After`: seconds (decimals allowed) or an HTTP date. A missing,
 * invalid, negative or past value gives `fallback` instead (the backoff delay).
 */
export function retryAfterDelay(response: Response, fallback: number): number {
  const value = response.headers.get("retry-after") ?? "";
  const ms = /^\s*[\d.]+\s*$/.test(value) ? +value * 1000 : Date.parse(value) - Date.now();
  return ms >= 0 ? ms : fallback;
}

/** What the retry loop needs of the client: its options (`sleep`, `random`) and its tries. */
export interface Transport {
  options: Pick<HttpClientOptions, "sleep" | "random">;
  baseUrl: string;
  /** One try within `ms` (default the client's `timeoutMs`): the response and its whole body. */
  try(
    url: string,
    init: RequestInit,
    signal: AbortSignal,
    ms?: number,
  ): Promise<[Response, string]>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One call whose first try did not give an answer to return. */
export interface FailedCall {
  method: string;
  url: string;
  /** Whether a failure to fetch or read the body may be retried (GET, PUT, DELETE, token grants). */
  idempotent: boolean;
  init: () => RequestInit;
  deadline: CallDeadline;
}

/**
 * Goes on from the first try's outcome (`answer`, a 429 or 508, or the failure `cause`) until an
 * answer can be returned: failures to fetch or to read the body are retried when the call is
 * idempotent, 429 and Vercel's 508 loop detection are waited out, 5 tries in all. Within the
 * call's deadline: a wait that would end past it is not started. Throws a {@link RateLimitError},
 * a NetworkError with diagnostics, or the abort reason.
 *
 * @example
 * ```ts
 * const [response, text] = await retry(transport, call, undefined, new TypeError("Failed to fetch"));
 * ```
 */
export async function retry(
  transport: Transport,
  call: FailedCall,
  answer: [Response, string] | undefined,
  cause: unknown,
): Promise<[Response, string]> {
  const { method, url, idempotent, deadline } = call;
  const { signal } = deadline;
  const { sleep = defaultSleep, random = Math.random } = transport.options;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      answer = undefined;
      try {
        signal.throwIfAborted();
        answer = await transport.try(url, call.init(), signal);
        deadline.answered = true;
      } catch (error) {
        signal.throwIfAborted();
        cause = error;
      }
    }
    let delay = backoffDelay(attempt, random);
    const last = attempt === MAX_ATTEMPTS - 1;
    if (!answer) {
      if (!idempotent || last || !leavesTimeAfter(deadline, delay)) {
        const apiReachable = await probe(transport, deadline);
        // The caller gave up meanwhile: their reason, as for any abort.
        if (signal.aborted && !deadline.expired) throw signal.reason;
        throw networkError(method, url, apiReachable, describeCause(cause), cause);
      }
    } else {
      const [response, text] = answer;
      if (response.status === 429) {
        delay = retryAfterDelay(response, delay);
        if (last || delay > MAX_RETRY_AFTER_MS || !leavesTimeAfter(deadline, delay)) {
          throw new RateLimitError(method, redactUrl(url), text, delay);
        }
      } else if (
        last ||
        response.status !== 508 ||
        !`${response.headers.get("x-vercel-error")}${text}`.includes("INFINITE_LOOP_DETECTED") ||
        !leavesTimeAfter(deadline, delay)
      ) {
        return answer;
      }
    }
    await abortable(sleep(delay), signal);
  }
}

/** Whether a wait of `ms` ends before the deadline, leaving time to try again. */
function leavesTimeAfter(deadline: CallDeadline, ms: number): boolean {
  return ms < deadline.endsAt - Date.now();
}

/** Whether the API base answers (any status) within 5 s and before the call's deadline. */
function probe(transport: Transport, deadline: CallDeadline): Promise<boolean> {
  const ms = Math.min(5000, deadline.endsAt - Date.now());
  return transport.try(`${transport.baseUrl}/api/v1`, {}, deadline.signal, ms).then(
    () => true,
    () => false,
  );
}

/** The message of a fetch failure; a rejection with no string form must not hide the NetworkError. */
function describeCause(cause: unknown): string {
  try {
    return cause instanceof Error ? String(cause.message) : String(cause);
  } catch {
    return Object.prototype.toString.call(cause);
  }
}
