// The HTTP client's options and request shapes, and the SDK's version as its requests send it,
// shared by the client (http-client.ts) and the request code it loads (http-call.ts).

/** Who is calling: an end user's browser, a backend with the secret key, or a project admin. */
export type AccessType = "client" | "server" | "admin";

/** The default API base: the hosted service. */
export const DEFAULT_BASE_URL = "https://api.stack-auth.com";

/** The default {@link HttpClientOptions.timeoutMs}: 60000 ms per try. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The default `deadlineMs`: a call settles within 30000 ms, its retries and waits included. */
export const DEFAULT_DEADLINE_MS = 30_000;

/** Project identity and keys. Which keys are sent depends on the access type. */
export interface ProjectCredentials {
  projectId: string;
  publishableClientKey?: string | undefined;
  secretServerKey?: string | undefined;
  superSecretAdminKey?: string | undefined;
}

/** Options of {@link HttpClient}. Platform pieces are injectable for tests and unusual runtimes. */
export interface HttpClientOptions extends ProjectCredentials {
  accessType: AccessType;
  /** API base; `/api/v1` is appended. Default {@link DEFAULT_BASE_URL}; a trailing slash is removed. */
  baseUrl?: string | undefined;
  /**
   * How long one try may take, from sending to the last byte of the answer. Default
   * {@link DEFAULT_TIMEOUT_MS}; `Infinity` (or any value from 2³¹ ms up) means none. A try that
   * takes longer is a network failure: retried when the request is idempotent, else a
   * {@link NetworkError} whose `cause` is a `TimeoutError` `DOMException`.
   */
  timeoutMs?: number | undefined;
  /**
   * The most one call may take, every try, retry back-off and 429 `Retry-After` wait included.
   * Default {@link DEFAULT_DEADLINE_MS} (30000 ms); `Infinity` (or any value from 2³¹ ms up) means
   * none. Then the call fails with a {@link NetworkError} saying it `timed out after … ms
   * (deadlineMs)`, its `cause` a `TimeoutError` `DOMException`. A wait that would end past the
   * deadline is not started: the call fails at once with the error it would have retried (a 429's
   * {@link RateLimitError} carrying the wait asked for). A positive number; else a TypeError.
   */
  deadlineMs?: number | undefined;
  /** Must honour `init.signal`, as the platform's `fetch` does (timeouts and aborts use it). */
  fetch?: typeof fetch | undefined;
  /** Headers added to every request, after the SDK's own (so they may replace them). */
  extraRequestHeaders?: Record<string, string> | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  random?: (() => number) | undefined;
}

/** Supplies the user's tokens for a request and hears when the service rejects the access token. */
export interface TokenProvider {
  getTokens(): Promise<{ accessToken: string | null; refreshToken: string | null }>;
  markAccessTokenExpired(accessToken: string): void;
}

/** One call of the REST API. */
export interface ApiRequest {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** The user session whose tokens go with the request. */
  session?: TokenProvider | null | undefined;
  /** Cancels the request, its retries and its waits; the call then rejects with the abort reason. */
  signal?: AbortSignal | undefined;
}

/**
 * The published version of `@app/core`; a test keeps it equal to package.json.
 *
 * @example
 * ```ts
 * console.log(`@app/core ${SDK_VERSION}`);
 * ```
 */
export const SDK_VERSION = "0.1.0";

/** The `x-stack-client-version` header value: `<platform> <@scope/name>@<semver>`. */
export const CLIENT_VERSION_HEADER = `js @app/core@${SDK_VERSION}`;
