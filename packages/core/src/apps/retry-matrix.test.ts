// The retry matrix: every fault kind of the emulator against idempotent calls (a read and the
// refresh grant) and non-idempotent ones (a sign-up and a profile update), through the SDK's HTTP
// client without its backoff waits. Each row says how many tries reach the emulator, what the
// call gives, and whether the write happened: never twice.
import { HttpError, InvalidResponseError, NetworkError, RateLimitError } from "@app/core";
import { HttpClient, refreshGrantJsonSchema } from "@app/core/internal";
import type { FaultDefinition } from "@app/emulator";
import { afterEach, describe, expect, it } from "vitest";
import {
  type RequestLog,
  recordingFetch,
  uniqueEmail,
  useHarness,
} from "../test-utils/emulator-harness.js";

const h = useHarness();

afterEach(() => h.emulator.faults.clear());

/** The SDK's HTTP client with no waits between tries, recording what it sends. */
function httpClient(log: RequestLog = []): HttpClient {
  return new HttpClient({
    baseUrl: h.emulator.url,
    projectId: h.emulator.projectId,
    publishableClientKey: h.emulator.publishableClientKey,
    accessType: "client",
    fetch: recordingFetch(log),
    sleep: async () => {},
  });
}

/** A fault definition without where it applies (each kind keeps its own fields). */
type Fault = FaultDefinition extends infer D
  ? D extends unknown
    ? Omit<D, "path" | "method">
    : never
  : never;
type ErrorClass = abstract new (...args: never[]) => Error;

interface Expected {
  /** Tries sent (each reached the emulator, or died on the way to it). */
  attempts: number;
  /** Omitted: the call succeeds. */
  error?: ErrorClass;
  fields?: Record<string, unknown>;
}

interface WriteExpected extends Expected {
  /** How often the write took effect: 0 or 1, never more. */
  writes: 0 | 1;
}

interface Row {
  name: string;
  fault: Fault;
  /** What an idempotent call (GET, PUT, DELETE, the refresh grant) does. */
  idempotent: Expected;
  /** What a POST or PATCH does. */
  write: WriteExpected;
}

const body = (status: number, text: string) => `Injected fault: ${status} ${text}`;
const diagnostics = expect.objectContaining({ apiReachable: true, cause: expect.any(String) });
const networkError = { error: NetworkError, fields: { diagnostics } };
const notRetried = (status: number, text: string) => ({
  attempts: 1,
  error: HttpError,
  fields: { status, body: body(status, text) },
});

// Faults without `times` fire on every matching request until the test ends.
const rows: Row[] = [
  {
    name: "latency 50 ms",
    fault: { kind: "latency", ms: 50 },
    idempotent: { attempts: 1 },
    write: { attempts: 1, writes: 1 },
  },
  {
    name: "429 ×2, Retry-After 0",
    fault: { kind: "status", status: 429, retryAfter: 0, times: 2 },
    // A 429 is answered before any handling, so even a write is waited out.
    idempotent: { attempts: 3 },
    write: { attempts: 3, writes: 1 },
  },
  {
    name: "429 always, Retry-After 0",
    fault: { kind: "status", status: 429, retryAfter: 0 },
    idempotent: {
      attempts: 5,
      error: RateLimitError,
      fields: { status: 429, retryAfterMs: 0, body: body(429, "Too Many Requests") },
    },
    write: { attempts: 5, error: RateLimitError, fields: { retryAfterMs: 0 }, writes: 0 },
  },
  {
    name: "429, Retry-After 120 s",
    fault: { kind: "status", status: 429, retryAfter: 120 },
    idempotent: { attempts: 1, error: RateLimitError, fields: { retryAfterMs: 120_000 } },
    write: { attempts: 1, error: RateLimitError, fields: { retryAfterMs: 120_000 }, writes: 0 },
  },
  {
    name: "500",
    fault: { kind: "status", status: 500 },
    idempotent: notRetried(500, "Internal Server Error"),
    write: { ...notRetried(500, "Internal Server Error"), writes: 0 },
  },
  {
    name: "502",
    fault: { kind: "status", status: 502 },
    idempotent: notRetried(502, "Bad Gateway"),
    write: { ...notRetried(502, "Bad Gateway"), writes: 0 },
  },
  {
    name: "503",
    fault: { kind: "status", status: 503 },
    idempotent: notRetried(503, "Service Unavailable"),
    write: { ...notRetried(503, "Service Unavailable"), writes: 0 },
  },
  {
    name: "508 ×2 (loop detected)",
    fault: { kind: "status", status: 508, times: 2 },
    idempotent: { attempts: 3 },
    write: { attempts: 3, writes: 1 },
  },
  {
    name: "508 always",
    fault: { kind: "status", status: 508 },
    // The last try's answer is returned as it is: an HttpError.
    idempotent: { attempts: 5, error: HttpError, fields: { status: 508 } },
    write: { attempts: 5, error: HttpError, fields: { status: 508 }, writes: 0 },
  },
  {
    name: "reset before ×2",
    fault: { kind: "reset", when: "before", times: 2 },
    idempotent: { attempts: 3 },
    write: { attempts: 1, ...networkError, writes: 0 },
  },
  {
    name: "reset before always",
    fault: { kind: "reset", when: "before" },
    idempotent: { attempts: 5, ...networkError },
    write: { attempts: 1, ...networkError, writes: 0 },
  },
  {
    name: "reset after ×1 (the answer is lost)",
    fault: { kind: "reset", when: "after", times: 1 },
    idempotent: { attempts: 2 },
    // Handled once, not sent again: the caller learns it may have happened.
    write: { attempts: 1, ...networkError, writes: 1 },
  },
  {
    name: "reset after always",
    fault: { kind: "reset", when: "after" },
    idempotent: { attempts: 5, ...networkError },
    write: { attempts: 1, ...networkError, writes: 1 },
  },
  {
    name: "malformed JSON",
    fault: { kind: "malformed-json" },
    idempotent: {
      attempts: 1,
      error: InvalidResponseError,
      fields: { status: 200, reason: expect.stringContaining("not JSON") },
    },
    write: { attempts: 1, error: InvalidResponseError, writes: 0 },
  },
  {
    name: "known-error mismatch",
    fault: { kind: "known-error-mismatch", headerCode: "USER_NOT_FOUND", bodyCode: "SCHEMA_ERROR" },
    idempotent: {
      attempts: 1,
      error: InvalidResponseError,
      fields: { status: 400, reason: expect.stringContaining("bad known error USER_NOT_FOUND") },
    },
    write: {
      attempts: 1,
      error: InvalidResponseError,
      fields: { reason: expect.stringContaining("SCHEMA_ERROR") },
      writes: 0,
    },
  },
];

interface Call {
  name: string;
  method: "GET" | "POST" | "PATCH";
  /** The API path, as the recording fetch logs it (without /api/v1). */
  path: string;
  idempotent: boolean;
  /** Runs before the fault is added; what it returns is handed to `run` and `writes`. */
  prepare(): Promise<Context>;
  run(http: HttpClient, context: Context): Promise<unknown>;
  /** How often the write took effect (writes only). */
  writes?(context: Context): Promise<number>;
}

interface Context {
  email: string;
  userId?: string;
  accessToken?: string;
  refreshToken?: string;
}

const PASSWORD = "pass-word-1";

/** A new user, signed in: their tokens. */
async function signedUp(): Promise<Required<Context>> {
  const email = uniqueEmail();
  const tokens = (await httpClient().request("/auth/password/sign-up", {
    method: "POST",
    body: { email, password: PASSWORD },
  })) as { access_token: string; refresh_token: string; user_id: string };
  return {
    email,
    userId: tokens.user_id,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}

const calls: Call[] = [
  {
    name: "GET /projects/current",
    method: "GET",
    path: "/projects/current",
    idempotent: true,
    prepare: async () => ({ email: "" }),
    run: async (http) => {
      expect(await http.request("/projects/current")).toMatchObject({ id: h.emulator.projectId });
    },
  },
  {
    name: "POST /auth/oauth/token (the refresh grant)",
    method: "POST",
    path: "/auth/oauth/token",
    idempotent: true,
    prepare: signedUp,
    run: async (http, { refreshToken = "" }) => {
      const grant = await http.postForm(
        "/auth/oauth/token",
        {
          grant_type: "refresh_token",
          refresh_token: refreshToken,
          client_id: h.emulator.projectId,
          client_secret: h.emulator.publishableClientKey,
        },
        refreshGrantJsonSchema,
      );
      expect(grant.access_token).toEqual(expect.any(String));
    },
  },
  {
    name: "POST /auth/password/sign-up",
    method: "POST",
    path: "/auth/password/sign-up",
    idempotent: false,
    prepare: async () => ({ email: uniqueEmail() }),
    run: async (http, { email }) => {
      const tokens = await http.request("/auth/password/sign-up", {
        method: "POST",
        body: { email, password: PASSWORD },
      });
      expect(tokens).toMatchObject({ access_token: expect.any(String) });
    },
    // Zero duplicated writes: the users with the e-mail.
    writes: async ({ email }) => (await h.server().listUsers({ query: email })).length,
  },
  {
    name: "PATCH /users/me",
    method: "PATCH",
    path: "/users/me",
    idempotent: false,
    prepare: signedUp,
    run: async (http, { accessToken = null, refreshToken = null }) => {
      const session = {
        getTokens: async () => ({ accessToken, refreshToken }),
        markAccessTokenExpired: () => {},
      };
      const user = await http.request("/users/me", {
        method: "PATCH",
        body: { display_name: "Patched" },
        session,
      });
      expect(user).toMatchObject({ display_name: "Patched" });
    },
    writes: async ({ userId = "" }) =>
      (await h.server().getUser(userId))?.displayName === "Patched" ? 1 : 0,
  },
];

const matrix = calls.flatMap((call) =>
  rows.map((row) => ({
    call,
    row,
    expected: call.idempotent ? row.idempotent : row.write,
  })),
);

describe("the retry matrix: every fault × idempotent and non-idempotent calls", () => {
  it.each(matrix)("$call.name under $row.name", async ({ call, row, expected }) => {
    const context = await call.prepare();
    const fault = h.emulator.faults.add({
      method: call.method,
      path: `/api/v1${call.path}`,
      ...row.fault,
    } as FaultDefinition);
    const log: RequestLog = [];
    const error = await call.run(httpClient(log), context).then(
      () => undefined,
      (caught: unknown) => caught,
    );

    if (expected.error) {
      expect(error).toBeInstanceOf(expected.error);
      if (expected.fields) expect(error).toMatchObject(expected.fields);
      if (error instanceof HttpError || error instanceof NetworkError) {
        expect(error).toMatchObject({ method: call.method, url: httpClient().url(call.path) });
      }
    } else {
      expect(error).toBeUndefined();
    }
    expect(log.filter((l) => l === `${call.method} ${call.path}`)).toHaveLength(expected.attempts);
    expect(h.emulator.faults.get(fault.id)?.fired).toBe(
      Math.min(expected.attempts, row.fault.times ?? Number.POSITIVE_INFINITY),
    );

    h.emulator.faults.clear();
    if (call.writes) expect(await call.writes(context)).toBe((expected as WriteExpected).writes);
  });
});
