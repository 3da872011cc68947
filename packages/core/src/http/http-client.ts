import type * as v from "valibot";
import { KnownError } from "../errors/known-error.js";
import { CLIENT_VERSION_HEADER } from "../version.js";
import {
  abortable,
  type CallDeadline,
  callDeadline,
  DEFAULT_DEADLINE_MS,
} from "./call-deadline.js";
import { NetworkError } from "./http-errors.js";
import { bodyChecker, type ResponseSchema } from "./response-schema.js";

/** Who is calling: an end user's browser, a backend with the secret key, or a project admin. */
export type AccessType = "client" | "server" | "admin";

/** The default API base: the hosted service. */
export const DEFAULT_BASE_URL = "https://api.stack-auth.com";

/** The default {@link HttpClientOptions.timeoutMs}: 60000 ms per try. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export { DEFAULT_DEADLINE_MS };

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
 * How answers are read (parse-response.ts): loaded with the first request, in parallel with it,
 * and whole (see first-load.ts).
 */
function reading() {
  const loading = import("./parse-response.js");
  // A request that fails before it has an answer never reads it.
  loading.catch(() => {});
  return loading;
}

/**
 * What follows a try that failed or answered 429 or 508 (failures.ts: retries, waits, the probe
 * of the API base): not in the first load, but fetched with the first request, in parallel with
 * it, so that a network that drops after the page loaded still finds the retry loop there; whole
 * (see first-load.ts).
 */
function failures() {
  const loading = import("./failures.js");
  loading.catch(() => {});
  return loading;
}

/**
 * The one place that talks HTTP: refuses a body JSON cannot carry (a `TypeError` naming the
 * field, before anything is sent), builds the `x-stack-*` headers, sends, retries idempotent
 * requests on network failures, a try that exceeds `timeoutMs` or breaks off while reading the
 * body included (5 tries, exponential from 1000 ms with a random factor of 0.5 to 1.5), waits out
 * a 429 `Retry-After` of up to 60 s (longer is a {@link RateLimitError}), retries Vercel's 508
 * loop detection, decodes known errors (the header must equal the body's code) and turns network
 * failures into {@link NetworkError}s with diagnostics. A request's `signal` cancels it at any
 * point, waits included. Each call settles within `deadlineMs` (default 30 s), its tries and
 * waits included: then it fails with a {@link NetworkError} that says it timed out.
 *
 * @example
 * ```ts
 * const http = new HttpClient({ projectId, publishableClientKey, accessType: "client" });
 * const project = await http.request("/projects/current");
 * ```
 */
export class HttpClient {
  readonly baseUrl: string;
  readonly options: HttpClientOptions;
  readonly #fetch: typeof fetch;

  constructor(options: HttpClientOptions) {
    const { deadlineMs } = options;
    if (deadlineMs !== undefined && !(typeof deadlineMs === "number" && deadlineMs > 0)) {
      throw new TypeError(
        `deadlineMs must be a positive number of milliseconds (Infinity for none), got ${String(deadlineMs)}.`,
      );
    }
    this.options = options;
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** The absolute URL of an API path, e.g. `/users/me`. */
  url(path: string, query?: ApiRequest["query"]): string {
    const url = `${this.baseUrl}/api/v1${path}`;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return search ? `${url}?${search}` : url;
  }

  /**
   * Sends a JSON request with the project's headers and returns the parsed JSON answer,
   * checked against `schema` when one is given. A schema given as a loader (and the checking
   * code) starts loading with the request, so that loading adds no wait.
   */
  async request<Schema extends v.GenericSchema = v.GenericSchema<unknown>>(
    path: string,
    request: ApiRequest = {},
    schema?: ResponseSchema<Schema>,
  ): Promise<v.InferOutput<Schema>> {
    const method = request.method ?? "GET";
    const body = method === "GET" ? undefined : await bodyText(request.body ?? {});
    const { session } = request;
    let retriedAfterTokenRejection = false;
    return this.#call(
      method,
      this.url(path, request.query),
      // GET, PUT and DELETE are idempotent.
      method !== "POST" && method !== "PATCH",
      schema,
      request.signal,
      async (signal) => {
        const tokens = session ? await abortable(session.getTokens(), signal) : null;
        return [
          () => ({ method, headers: this.#headers(tokens, !!body), body }),
          (error) => {
            const rejectedToken = tokens?.accessToken;
            if (
              !rejectedToken ||
              !session ||
              retriedAfterTokenRejection ||
              !KnownError.hasCode(error, "INVALID_ACCESS_TOKEN")
            ) {
              return false;
            }
            retriedAfterTokenRejection = true;
            session.markAccessTokenExpired(rejectedToken);
            return true;
          },
        ];
      },
    );
  }

  /**
   * Posts an `application/x-www-form-urlencoded` body without any `x-stack-*` header (the OAuth
   * token endpoint), so errors arrive with their real status.
   */
  postForm<Schema extends v.GenericSchema>(
    path: string,
    form: Record<string, string>,
    schema: ResponseSchema<Schema>,
  ): Promise<v.InferOutput<Schema>> {
    // The token grants here do not change state when repeated, so they are retried like reads.
    return this.#call("POST", this.url(path), true, schema, undefined, async () => [
      () => ({
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      }),
    ]);
  }

  /**
   * One call within its deadline: `prepare` (run again when its `again` says an error calls for
   * another go) gives the request of each try; the answer is read by parse-response.ts.
   */
  async #call<Schema extends v.GenericSchema>(
    method: string,
    url: string,
    idempotent: boolean,
    schema: ResponseSchema<Schema> | undefined,
    signal: AbortSignal | undefined,
    prepare: (signal: AbortSignal) => Promise<[() => RequestInit, ((error: unknown) => boolean)?]>,
  ): Promise<v.InferOutput<Schema>> {
    const check = schema && bodyChecker(schema);
    const reader = reading();
    const deadline = callDeadline(this.options.deadlineMs ?? DEFAULT_DEADLINE_MS, signal);
    try {
      for (;;) {
        const [init, again] = await prepare(deadline.signal);
        const [response, text] = await this.#send(method, url, idempotent, init, deadline);
        try {
          return await (await reader).parseResponse(method, url, response, text, check);
        } catch (error) {
          if (!again?.(error)) throw error;
        }
      }
    } catch (error) {
      throw timedOut(method, url, deadline, error);
    } finally {
      deadline.end();
    }
  }

  #headers(
    tokens: { accessToken: string | null; refreshToken: string | null } | null,
    hasBody: boolean,
  ): Record<string, string> {
    const { accessType, projectId, publishableClientKey, secretServerKey, superSecretAdminKey } =
      this.options;
    const headers = {
      "x-stack-project-id": projectId,
      "x-stack-access-type": accessType,
      "x-stack-client-version": CLIENT_VERSION_HEADER,
      "x-stack-override-error-status": "true",
      "x-stack-allow-anonymous-user": "true",
      "x-stack-random-nonce": randomNonce(),
      "content-type": hasBody && "application/json",
      "x-stack-publishable-client-key": publishableClientKey,
      "x-stack-secret-server-key": accessType !== "client" && secretServerKey,
      "x-stack-super-secret-admin-key": accessType === "admin" && superSecretAdminKey,
      "x-stack-access-token": tokens?.accessToken,
      "x-stack-refresh-token": tokens?.refreshToken,
      ...this.options.extraRequestHeaders,
    };
    // Unset and empty values are left out.
    return Object.fromEntries(Object.entries(headers).filter(([, value]) => value)) as Record<
      string,
      string
    >;
  }

  /**
   * Sends until an answer can be returned. A first try that gets an answer other than 429 or 508
   * returns it; else the retry loop (failures.ts) loads and takes over, within the call's deadline.
   */
  async #send(
    method: string,
    url: string,
    idempotent: boolean,
    init: () => RequestInit,
    deadline: CallDeadline,
  ): Promise<[Response, string]> {
    const { signal } = deadline;
    signal.throwIfAborted();
    const loop = failures();
    let answer: [Response, string] | undefined;
    let cause: unknown;
    try {
      answer = await this.#try(url, init(), signal);
      deadline.answered = true;
      const { status } = answer[0];
      if (status !== 429 && status !== 508) return answer;
    } catch (error) {
      signal.throwIfAborted();
      cause = error;
    }
    let retry: typeof import("./failures.js").retry;
    try {
      ({ retry } = await abortable(loop, signal));
    } catch (loadError) {
      signal.throwIfAborted();
      // The retry loop could not load (offline, or a page older than the deployed chunks): the
      // answer stands as it is, a failure is the NetworkError of this one try.
      if (answer) return answer;
      throw networkError(
        method,
        url,
        false,
        `not retried, as the SDK's retry code did not load (${loadError})`,
        cause,
      );
    }
    return retry(
      { options: this.options, baseUrl: this.baseUrl, try: (...args) => this.#try(...args) },
      { method, url, idempotent, init, deadline },
      answer,
      cause,
    );
  }

  /**
   * One try: the response and its whole body within `ms` (default `timeoutMs`; a try that takes
   * longer is aborted with a `TimeoutError` `DOMException`); cancelled if `signal` aborts.
   */
  async #try(
    url: string,
    init: RequestInit,
    signal: AbortSignal,
    ms = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  ): Promise<[Response, string]> {
    const timeout = callDeadline(ms, signal, "timeoutMs");
    try {
      const answer = this.#fetch(url, {
        ...init,
        credentials: "omit",
        cache: "no-store",
        signal: timeout.signal,
      }).then(async (response): Promise<[Response, string]> => [response, await response.text()]);
      return await abortable(answer, timeout.signal);
    } finally {
      timeout.end();
    }
  }
}

/**
 * The error a call ends with: a {@link NetworkError} saying it timed out when its deadline ended
 * it (diagnostics: `apiReachable` says whether any try got an answer, as there is no time left to
 * check), else `error` itself.
 */
function timedOut(method: string, url: string, deadline: CallDeadline, error: unknown): unknown {
  return deadline.expired && error === deadline.signal.reason
    ? networkError(method, url, deadline.answered, (error as DOMException).message, error)
    : error;
}

/**
 * The {@link NetworkError} of a request that could not reach the service: `cause` is the failure,
 * `said` what the diagnostics say of it.
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
  return new NetworkError(
    method,
    url,
    // What the browser says of the network: `false` offline, `undefined` outside browsers.
    {
      online: (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine,
      apiReachable,
      cause: said,
    },
    { cause },
  );
}

/**
 * A request body as JSON text. A flat object of strings, booleans, finite numbers and nulls (the
 * sign-in forms) needs no further check; anything else goes through `jsonBody()`, which loads with
 * the first such body and refuses, naming its path, a value JSON cannot carry.
 */
async function bodyText(body: unknown): Promise<string> {
  const flat =
    Object.getPrototypeOf(body) === Object.prototype &&
    Object.values(body as object).every(
      (value) =>
        value === null ||
        value === undefined ||
        typeof value === "string" ||
        typeof value === "boolean" ||
        Number.isFinite(value),
    );
  return flat ? JSON.stringify(body) : (await import("./json-body.js")).jsonBody(body);
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    (b + 256).toString(16).slice(1),
  ).join("");
}
