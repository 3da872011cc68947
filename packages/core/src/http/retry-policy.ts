/** Retries of idempotent requests: 5 tries in all. */
export const MAX_ATTEMPTS = 5;
/** Base of the exponential delay between tries. */
export const RETRY_BASE_DELAY_MS = 1000;

/**
 * The wait before try `attempt + 1`: 1000 ms doubled per attempt, times a random factor of 0.5
 * to 1.5.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  return RETRY_BASE_DELAY_MS * 2 ** attempt * (0.5 + random());
}

/** The wait a 429 asks for in `Retry-After` (seconds or an HTTP date), else the backoff delay. */
export function retryAfterDelay(response: Response, attempt: number, random: () => number): number {
  const value = response.headers.get("retry-after");
  if (value !== null) {
    const seconds = Number(value);
    if (value.trim() !== "" && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  return backoffDelay(attempt, random);
}
