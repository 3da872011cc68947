import type * as v from "valibot";
import { KnownError } from "../errors/known-error.js";
import {
  abortable,
  type CallDeadline,
  callDeadline,
  DEFAULT_DEADLINE_MS,
  networkError,
} from "./call-deadline.js";
import {
  type ApiRequest,
  CLIENT_VERSION_HEADER,
  DEFAULT_TIMEOUT_MS,
  type HttpClientOptions,
} from "./http-types.js";
import { bodyChecker, type ResponseSchema } from "./response-schema.js";

// How HttpClient sends (http-client.ts): the headers, the tries within the call's deadline, the
// token retry. Loaded with the first request, or when a browser app is built (`HttpClient.preload`);
// it loads what it loads later whole (docs/architecture.md, "Chunk map").

/** What a call needs of its client. */
export interface HttpTarget {
  readonly options: HttpClientOptions;
  readonly baseUrl: string;
  url(path: string, query?: ApiRequest["query"]): string;
}

/**
 * How answers are read (parse-response.ts): loaded with the first request, in parallel with it.
 */
function reading() {
  const loading = import("./parse-response.js");
  // A request that fails before it has an answer never reads it.
  loading.catch(() => {});
  return loading;
}

/**
 * What follows a try that failed or answered 429 or 508 (failures.ts: retries, waits, the probe
 * of the API base): fetched with the first request, in parallel with it, so that a network that
 * drops after the page loaded still finds the retry loop there.
 */
function failures() {
  const loading = import("./failures.js");
  loading.catch(() => {});
  return loading;
}

/** `HttpClient.request`: a JSON request with the project's headers, its answer parsed. */
export async function request<Schema extends v.GenericSchema = v.GenericSchema<unknown>>(
  client: HttpTarget,
  path: string,
  request: ApiRequest = {},
  schema?: ResponseSchema<Schema>,
): Promise<v.InferOutput<Schema>> {
  const method = request.method ?? "GET";
  const body = method === "GET" ? undefined : await bodyText(request.body ?? {});
  const { session } = request;
  let retriedAfterTokenRejection = false;
  return call(
    client,
    method,
    client.url(path, request.query),
    // GET, PUT and DELETE are idempotent.
    method !== "POST" && method !== "PATCH",
    schema,
    request.signal,
    async (signal) => {
      const tokens = session ? await abortable(session.getTokens(), signal) : null;
      return [
        () => ({ method, headers: headers(client.options, tokens, !!body), body }),
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

/** `HttpClient.postForm`: a form post without `x-stack-*` headers (the OAuth token endpoint). */
export function postForm<Schema extends v.GenericSchema>(
  client: HttpTarget,
  path: string,
  form: Record<string, string>,
  schema: ResponseSchema<Schema>,
): Promise<v.InferOutput<Schema>> {
  // The token grants here do not change state when repeated, so they are retried like reads.
  return call(client, "POST", client.url(path), true, schema, undefined, async () => [
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
async function call<Schema extends v.GenericSchema>(
  client: HttpTarget,
  method: string,
  url: string,
  idempotent: boolean,
  schema: ResponseSchema<Schema> | undefined,
  signal: AbortSignal | undefined,
  prepare: (signal: AbortSignal) => Promise<[() => RequestInit, ((error: unknown) => boolean)?]>,
): Promise<v.InferOutput<Schema>> {
  const check = schema && bodyChecker(schema);
  const reader = reading();
  const deadline = callDeadline(client.options.deadlineMs ?? DEFAULT_DEADLINE_MS, signal);
  try {
    for (;;) {
      const [init, again] = await prepare(deadline.signal);
      const [response, text] = await send(client, method, url, idempotent, init, deadline);
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

/** The `x-stack-*` headers of a request; unset and empty values are left out. */
function headers(
  options: HttpClientOptions,
  tokens: { accessToken: string | null; refreshToken: string | null } | null,
  hasBody: boolean,
): Record<string, string> {
  const { accessType, projectId, publishableClientKey, secretServerKey, superSecretAdminKey } =
    options;
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
    ...options.extraRequestHeaders,
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
async function send(
  client: HttpTarget,
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
    answer = await tryOnce(client, url, init(), signal);
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
    // The retry loop could not load (offline, or a page older than the deployed code): the
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
    {
      options: client.options,
      baseUrl: client.baseUrl,
      try: (...args) => tryOnce(client, ...args),
    },
    { method, url, idempotent, init, deadline },
    answer,
    cause,
  );
}

/**
 * One try: the response and its whole body within `ms` (default `timeoutMs`; a try that takes
 * longer is aborted with a `TimeoutError` `DOMException`); cancelled if `signal` aborts.
 */
async function tryOnce(
  client: HttpTarget,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  ms = client.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
): Promise<[Response, string]> {
  const timeout = callDeadline(ms, signal, "timeoutMs");
  try {
    const answer = (client.options.fetch ?? ((input, init) => fetch(input, init)))(url, {
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
