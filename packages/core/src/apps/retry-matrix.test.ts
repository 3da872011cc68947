// The retry matrix: every fault kind of the emulator against an idempotent read and a
// non-idempotent write, through the SDK's HTTP client without its backoff waits. Each row says
// how many tries reach the emulator, what the call gives, and how many writes happened.
import { HttpError, InvalidResponseError, NetworkError, RateLimitError } from "@app/core";
import { HttpClient } from "@app/core/internal";
import type { FaultDefinition } from "@app/emulator";
import { afterEach, describe, expect, it } from "vitest";
import {
  type RequestLog,
  recordingFetch,
  uniqueEmail,
  useHarness,
} from "../testing/emulator-harness.js";

const h = useHarness();

afterEach(() => h.emulator.faults.clear());

/** The SDK's HTTP client with no waits between tries, recording what it sends. */
function httpClient(log: RequestLog): HttpClient {
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

interface Row {
  name: string;
  fault: Fault;
  /** Tries that reached the emulator (or died on the way). */
  attempts: number;
  /** Omitted: the call succeeds. */
  error?: ErrorClass;
  fields?: Record<string, unknown>;
}

const text = (status: number, name: string) => `Injected fault: ${status} ${name}`;
const mismatch: Fault = {
  kind: "known-error-mismatch",
  headerCode: "USER_NOT_FOUND",
  bodyCode: "SCHEMA_ERROR",
};

/** The outcome of a call, an error or the value. */
async function settle(promise: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

function expectOutcome(outcome: { value?: unknown; error?: unknown }, row: Row) {
  if (!row.error) {
    expect(outcome.error).toBeUndefined();
    return;
  }
  expect(outcome.error).toBeInstanceOf(row.error);
  if (row.fields) expect(outcome.error).toMatchObject(row.fields);
}

// GET /projects/current: retried on network failures, 429 and 508; 5 tries in all.
const readRows: Row[] = [
  { name: "latency", fault: { kind: "latency", ms: 50 }, attempts: 1 },
  {
    name: "429 ×2, Retry-After 0",
    fault: { kind: "status", status: 429, retryAfter: 0, times: 2 },
    attempts: 3,
  },
  {
    name: "429 always, Retry-After 0",
    fault: { kind: "status", status: 429, retryAfter: 0 },
    attempts: 5,
    error: RateLimitError,
    fields: { status: 429, retryAfterMs: 0, body: text(429, "Too Many Requests") },
  },
  {
    name: "429, Retry-After 120 s",
    fault: { kind: "status", status: 429, retryAfter: 120 },
    attempts: 1,
    error: RateLimitError,
    fields: { status: 429, retryAfterMs: 120_000 },
  },
  {
    name: "500",
    fault: { kind: "status", status: 500 },
    attempts: 1,
    error: HttpError,
    fields: { method: "GET", status: 500, body: text(500, "Internal Server Error") },
  },
  {
    name: "502",
    fault: { kind: "status", status: 502 },
    attempts: 1,
    error: HttpError,
    fields: { status: 502, body: text(502, "Bad Gateway") },
  },
  {
    name: "503",
    fault: { kind: "status", status: 503 },
    attempts: 1,
    error: HttpError,
    fields: { status: 503, body: text(503, "Service Unavailable") },
  },
  { name: "508 ×2", fault: { kind: "status", status: 508, times: 2 }, attempts: 3 },
  {
    name: "508 always",
    fault: { kind: "status", status: 508 },
    attempts: 5,
    error: HttpError,
    fields: { status: 508, body: text(508, "Loop Detected") },
  },
  { name: "reset before ×2", fault: { kind: "reset", when: "before", times: 2 }, attempts: 3 },
  {
    name: "reset before always",
    fault: { kind: "reset", when: "before" },
    attempts: 5,
    error: NetworkError,
    fields: {
      method: "GET",
      diagnostics: expect.objectContaining({ apiReachable: true, cause: expect.any(String) }),
    },
  },
  { name: "reset after ×1", fault: { kind: "reset", when: "after", times: 1 }, attempts: 2 },
  {
    name: "reset after always",
    fault: { kind: "reset", when: "after" },
    attempts: 5,
    error: NetworkError,
  },
  {
    name: "malformed JSON",
    fault: { kind: "malformed-json" },
    attempts: 1,
    error: InvalidResponseError,
    fields: { reason: expect.stringContaining("not JSON") },
  },
  {
    name: "known-error mismatch",
    fault: mismatch,
    attempts: 1,
    error: InvalidResponseError,
    fields: { status: 400, reason: expect.stringContaining("bad known error USER_NOT_FOUND") },
  },
];

describe("GET /projects/current (idempotent) under each fault", () => {
  it.each(readRows)("$name → $attempts tries", async (row) => {
    const fault = h.emulator.faults.add({
      path: "/api/v1/projects/current",
      ...row.fault,
    } as FaultDefinition);
    const log: RequestLog = [];
    const outcome = await settle(httpClient(log).request("/projects/current"));
    expectOutcome(outcome, row);
    if (!row.error) expect(outcome.value).toMatchObject({ id: h.emulator.projectId });
    expect(log.filter((l) => l === "GET /projects/current")).toHaveLength(row.attempts);
    expect(h.emulator.faults.get(fault.id)?.fired).toBe(
      Math.min(row.attempts, row.fault.times ?? Number.POSITIVE_INFINITY),
    );
  });
});

interface WriteRow extends Row {
  /** Users with the e-mail afterwards: the write happened this often. */
  users: 0 | 1;
}

// POST /auth/password/sign-up: never retried on a network failure (the write may have happened);
// 429 and 508 answers come before any handling, so those are still waited out.
const writeRows: WriteRow[] = [
  { name: "latency", fault: { kind: "latency", ms: 50 }, attempts: 1, users: 1 },
  {
    name: "429 ×2, Retry-After 0",
    fault: { kind: "status", status: 429, retryAfter: 0, times: 2 },
    attempts: 3,
    users: 1,
  },
  {
    name: "429 always, Retry-After 0",
    fault: { kind: "status", status: 429, retryAfter: 0 },
    attempts: 5,
    error: RateLimitError,
    fields: { method: "POST", retryAfterMs: 0 },
    users: 0,
  },
  {
    name: "429, Retry-After 120 s",
    fault: { kind: "status", status: 429, retryAfter: 120 },
    attempts: 1,
    error: RateLimitError,
    fields: { retryAfterMs: 120_000 },
    users: 0,
  },
  {
    name: "500",
    fault: { kind: "status", status: 500 },
    attempts: 1,
    error: HttpError,
    fields: { method: "POST", status: 500, body: text(500, "Internal Server Error") },
    users: 0,
  },
  {
    name: "502",
    fault: { kind: "status", status: 502 },
    attempts: 1,
    error: HttpError,
    fields: { status: 502 },
    users: 0,
  },
  {
    name: "503",
    fault: { kind: "status", status: 503 },
    attempts: 1,
    error: HttpError,
    fields: { status: 503 },
    users: 0,
  },
  { name: "508 ×2", fault: { kind: "status", status: 508, times: 2 }, attempts: 3, users: 1 },
  {
    name: "reset before",
    fault: { kind: "reset", when: "before", times: 1 },
    attempts: 1,
    error: NetworkError,
    fields: {
      method: "POST",
      diagnostics: expect.objectContaining({ apiReachable: true, cause: expect.any(String) }),
    },
    users: 0,
  },
  {
    name: "reset after (the answer is lost)",
    fault: { kind: "reset", when: "after", times: 1 },
    attempts: 1,
    error: NetworkError,
    fields: { method: "POST", diagnostics: expect.objectContaining({ apiReachable: true }) },
    users: 1,
  },
  {
    name: "malformed JSON",
    fault: { kind: "malformed-json", times: 1 },
    attempts: 1,
    error: InvalidResponseError,
    users: 0,
  },
  {
    name: "known-error mismatch",
    fault: { ...mismatch, times: 1 },
    attempts: 1,
    error: InvalidResponseError,
    fields: { status: 400 },
    users: 0,
  },
];

describe("POST /auth/password/sign-up (not idempotent) under each fault", () => {
  it.each(writeRows)("$name → $attempts tries, $users user(s)", async (row) => {
    const fault = h.emulator.faults.add({
      method: "POST",
      path: "/api/v1/auth/password/sign-up",
      ...row.fault,
    } as FaultDefinition);
    const email = uniqueEmail();
    const log: RequestLog = [];
    const outcome = await settle(
      httpClient(log).request("/auth/password/sign-up", {
        method: "POST",
        body: { email, password: "pass-word-1" },
      }),
    );
    expectOutcome(outcome, row);
    if (!row.error) expect(outcome.value).toMatchObject({ access_token: expect.any(String) });
    expect(log.filter((l) => l === "POST /auth/password/sign-up")).toHaveLength(row.attempts);
    expect(h.emulator.faults.get(fault.id)?.fired).toBe(
      Math.min(row.attempts, row.fault.times ?? Number.POSITIVE_INFINITY),
    );
    h.emulator.faults.clear();
    // Zero duplicated writes: the user exists exactly as often as the write was handled.
    const users = await h.server().listUsers({ query: email });
    expect(users.map((u) => u.primaryEmail)).toEqual(row.users ? [email] : []);
  });
});
