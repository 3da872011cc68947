import type * as v from "valibot";
import { KnownError } from "../errors/known-error.js";
import { CLIENT_VERSION_HEADER } from "../version.js";
import { NetworkError } from "./http-errors.js";
import { parseResponse } from "./parse-response.js";
import { backoffDelay, MAX_ATTEMPTS, retryAfterDelay } from "./retry-policy.js";

/** Who is calling: an end user's browser, a backend with the secret key, or a project admin. */
export type AccessType = "client" | "server" | "admin";

/** The default API base: the hosted service. */
export const DEFAULT_BASE_URL = "https://api.stack-auth.com";

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
  fetch?: typeof fetch | undefined;
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
}

const idempotentMethods = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one place that talks HTTP: builds the `x-stack-*` headers, sends, retries idempotent
 * requests on network failures (5 tries, exponential from 1000 ms with a random factor of 0.5 to
 * 1.5), waits out 429 `Retry-After`, retries Vercel's 508 loop detection, decodes known errors
 * (the header must equal the body's code) and turns network failures into {@link NetworkError}s
 * with diagnostics.
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
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #random: () => number;

  constructor(options: HttpClientOptions) {
    this.options = options;
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#sleep = options.sleep ?? defaultSleep;
    this.#random = options.random ?? Math.random;
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
   * checked against `schema` when one is given.
   */
  async request<Schema extends v.GenericSchema = v.GenericSchema<unknown>>(
    path: string,
    request: ApiRequest = {},
    schema?: Schema,
  ): Promise<v.InferOutput<Schema>> {
    const method = request.method ?? "GET";
    const url = this.url(path, request.query);
    const needsBody = method !== "GET";
    let retriedAfterTokenRejection = false;
    for (;;) {
      const tokens = request.session ? await request.session.getTokens() : null;
      const response = await this.#send(method, url, {
        idempotent: idempotentMethods.has(method),
        init: () => ({
          method,
          headers: this.#headers(tokens, needsBody),
          body: needsBody ? JSON.stringify(request.body ?? {}) : undefined,
        }),
      });
      try {
        return await parseResponse(method, url, response, schema);
      } catch (error) {
        const rejectedToken = tokens?.accessToken;
        if (
          rejectedToken &&
          request.session &&
          !retriedAfterTokenRejection &&
          KnownError.hasCode(error, "INVALID_ACCESS_TOKEN")
        ) {
          retriedAfterTokenRejection = true;
          request.session.markAccessTokenExpired(rejectedToken);
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * Posts an `application/x-www-form-urlencoded` body without any `x-stack-*` header (the OAuth
   * token endpoint), so errors arrive with their real status.
   */
  async postForm<Schema extends v.GenericSchema>(
    path: string,
    form: Record<string, string>,
    schema: Schema,
  ): Promise<v.InferOutput<Schema>> {
    const url = this.url(path);
    const response = await this.#send("POST", url, {
      // The token grants here do not change state when repeated, so they are retried like reads.
      idempotent: true,
      init: () => ({
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      }),
    });
    return parseResponse("POST", url, response, schema);
  }

  #headers(
    tokens: { accessToken: string | null; refreshToken: string | null } | null,
    hasBody: boolean,
  ): Record<string, string> {
    const { accessType, projectId, publishableClientKey, secretServerKey, superSecretAdminKey } =
      this.options;
    const headers: Record<string, string> = {
      "x-stack-project-id": projectId,
      "x-stack-access-type": accessType,
      "x-stack-client-version": CLIENT_VERSION_HEADER,
      "x-stack-override-error-status": "true",
      "x-stack-allow-anonymous-user": "true",
      "x-stack-random-nonce": randomNonce(),
    };
    if (hasBody) headers["content-type"] = "application/json";
    if (publishableClientKey) headers["x-stack-publishable-client-key"] = publishableClientKey;
    if (accessType !== "client" && secretServerKey) {
      headers["x-stack-secret-server-key"] = secretServerKey;
    }
    if (accessType === "admin" && superSecretAdminKey) {
      headers["x-stack-super-secret-admin-key"] = superSecretAdminKey;
    }
    if (tokens?.accessToken) headers["x-stack-access-token"] = tokens.accessToken;
    if (tokens?.refreshToken) headers["x-stack-refresh-token"] = tokens.refreshToken;
    return headers;
  }

  async #send(
    method: string,
    url: string,
    plan: { idempotent: boolean; init: () => RequestInit },
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const last = attempt === MAX_ATTEMPTS - 1;
      let response: Response;
      try {
        response = await this.#fetch(url, {
          ...plan.init(),
          credentials: "omit",
          cache: "no-store",
        });
      } catch (cause) {
        if (plan.idempotent && !last) {
          await this.#sleep(backoffDelay(attempt, this.#random));
          continue;
        }
        throw new NetworkError(method, url, await this.#diagnose(cause), { cause });
      }
      if (!last && response.status === 429) {
        await response.text().catch(() => "");
        await this.#sleep(retryAfterDelay(response, attempt, this.#random));
        continue;
      }
      if (!last && response.status === 508 && (await isVercelLoop(response))) {
        await this.#sleep(backoffDelay(attempt, this.#random));
        continue;
      }
      return response;
    }
  }

  async #diagnose(cause: unknown) {
    const online = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine;
    let apiReachable = false;
    try {
      await this.#fetch(`${this.baseUrl}/api/v1`, {
        method: "GET",
        credentials: "omit",
        cache: "no-store",
        signal: AbortSignal.timeout(5000),
      });
      apiReachable = true;
    } catch {
      apiReachable = false;
    }
    return {
      online: typeof online === "boolean" ? online : undefined,
      apiReachable,
      cause: cause instanceof Error ? cause.message : String(cause),
    };
  }
}

async function isVercelLoop(response: Response): Promise<boolean> {
  if (response.headers.get("x-vercel-error") === "INFINITE_LOOP_DETECTED") return true;
  const text = await response.clone().text();
  return text.includes("INFINITE_LOOP_DETECTED");
}

function randomNonce(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
