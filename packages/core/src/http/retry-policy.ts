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
