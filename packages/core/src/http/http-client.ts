import type * as v from "valibot";
import { lazyModule } from "../cache/keyed-cache.js";
import { type ApiRequest, DEFAULT_BASE_URL, type HttpClientOptions } from "./http-types.js";
import { NetworkError } from "./network-error.js";
import type { ResponseSchema } from "./response-schema.js";

export * from "./http-types.js";

/**
 * The request code (http-call.ts), one promise for every client: loaded with the first request,
 * or earlier with {@link HttpClient.preload}. A failed load is tried again by the next request.
 */
const loadCalls = lazyModule(() => import("./http-call.js"));

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
  /** Private, so that the keys in them reach no `JSON.stringify` or `console.log` of an app. */
  readonly #options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    const { deadlineMs } = options;
    if (deadlineMs !== undefined && !(typeof deadlineMs === "number" && deadlineMs > 0)) {
      throw new TypeError(
        `deadlineMs must be a positive number of milliseconds (Infinity for none), got ${String(deadlineMs)}.`,
      );
    }
    this.#options = options;
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  }

  /** The client's options, the keys included (not an own property: see `#options`). */
  get options(): HttpClientOptions {
    return this.#options;
  }

  /**
   * Starts loading the request code, so that the first request does not wait for it: an app
   * calls it when it is built, unless `noAutomaticPrefetch`. A
   * failed load is not reported here: the first request tries again, and fails with a
   * `NetworkError` if it cannot load either.
   */
  preload(): void {
    loadCalls().catch(() => {});
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
    return (await this.#calls(request.method ?? "GET", path)).request(this, path, request, schema);
  }

  /**
   * Posts an `application/x-www-form-urlencoded` body without any `x-stack-*` header (the OAuth
   * token endpoint), so errors arrive with their real status.
   */
  async postForm<Schema extends v.GenericSchema>(
    path: string,
    form: Record<string, string>,
    schema: ResponseSchema<Schema>,
  ): Promise<v.InferOutput<Schema>> {
    return (await this.#calls("POST", path)).postForm(this, path, form, schema);
  }

  /**
   * The request code; when it cannot load (offline, or a page older than the deployed code),
   * the {@link NetworkError} of a request that was never sent.
   */
  async #calls(method: string, path: string): Promise<typeof import("./http-call.js")> {
    try {
      return await loadCalls();
    } catch (error) {
      throw new NetworkError(
        method,
        this.url(path),
        {
          online: (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine,
          apiReachable: false,
          cause: `not sent, as the SDK's request code did not load (${error})`,
        },
        { cause: error },
      );
    }
  }
}
