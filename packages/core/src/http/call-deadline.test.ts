import { createServer, type Server, type Socket } from "node:net";
import { HttpResponse, http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { StackClientApp } from "../index.js";
import { BASE, useMswServer } from "../test-utils/msw.js";
import { DEFAULT_DEADLINE_MS, HttpClient, type HttpClientOptions } from "./http-client.js";
import { NetworkError, RateLimitError } from "./http-errors.js";
// The request code loads with a client's first call and the retry loop with a call's first
// failure: both loaded here beforehand, since fake time steps on without waiting for a module to
// load (the cold loads have their own tests in request-code-load.test.ts and failures.test.ts).
import "./failures.js";
import "./http-call.js";

// Issue 17: `timeoutMs` bounded each try (60 s) but retries multiplied it, so a call against a
// server that never answered could take minutes. Every call now settles within one deadline.

const server = useMswServer();

/** A client that really sleeps (on the fake timers when a test installs them). */
function client(overrides: Partial<HttpClientOptions> = {}) {
  return new HttpClient({
    accessType: "client",
    projectId: "p-1",
    publishableClientKey: "pck_1",
    baseUrl: BASE,
    random: () => 0.5,
    ...overrides,
  });
}

/** `promise`'s outcome, and whether it has settled yet, for stepping fake time. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false, value: undefined as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, value: error }),
  );
  return state;
}

function neverAnswers(method: "get" | "post" = "get") {
  const seen = { calls: 0 };
  server.use(
    http[method](`${BASE}/api/v1/x`, () => {
      seen.calls++;
      return new Promise<never>(() => {});
    }),
  );
  return seen;
}

describe("one deadline per call", () => {
  it("a GET that never gets an answer settles after 30 s by default, whatever timeoutMs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const seen = neverAnswers();
    server.use(http.get(`${BASE}/api/v1`, () => new Promise<never>(() => {})));
    expect(DEFAULT_DEADLINE_MS).toBe(30_000);
    const call = watch(client().request("/x"));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = call.value as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(
      /^Could not send GET https:\/\/api\.test\.example\/api\/v1\/x: timed out after 30000 ms \(deadlineMs\)\. The API base URL did not answer/,
    );
    expect((error.cause as DOMException).name).toBe("TimeoutError");
    // No time is left to check the connection: what the call's tries saw stands for it.
    expect(error.diagnostics).toEqual({
      online: undefined,
      apiReachable: false,
      cause: "timed out after 30000 ms (deadlineMs)",
    });
    expect(seen.calls).toBe(1);
  });

  it("retries after per-try timeouts stop where the next back-off would pass the deadline", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const seen = neverAnswers();
    server.use(http.get(`${BASE}/api/v1`, () => HttpResponse.text("up")));
    // Tries of 5 s, waits of 1, 2 and 4 s: the fourth try ends at 27 s, and an 8 s wait would
    // end past 30 s, so the call fails then with the last try's timeout.
    const call = watch(client({ timeoutMs: 5000 }).request("/x"));
    await vi.advanceTimersByTimeAsync(26_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = call.value as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/timed out after 5000 ms \(timeoutMs\)/);
    expect(error.diagnostics.apiReachable).toBe(true);
    expect(seen.calls).toBe(4);
  });

  it("counts 429 waits: a Retry-After that would end past the deadline fails at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return HttpResponse.text("slow down", { status: 429, headers: { "retry-after": "20" } });
      }),
    );
    const call = watch(client().request("/x"));
    await vi.advanceTimersByTimeAsync(19_999);
    expect([call.settled, calls]).toEqual([false, 1]);
    await vi.advanceTimersByTimeAsync(1);
    const error = call.value as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfterMs).toBe(20_000);
    expect(calls).toBe(2);
  });

  it("a caller's signal still cancels first, with its own reason", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    neverAnswers();
    const controller = new AbortController();
    const call = watch(client().request("/x", { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(5000);
    const reason = new Error("the user left the page");
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(call.value).toBe(reason);
  });

  it("covers waiting for the session's tokens", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const session = {
      getTokens: () => new Promise<never>(() => {}),
      markAccessTokenExpired: () => {},
    };
    const call = watch(client({ deadlineMs: 10_000 }).request("/x", { session }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((call.value as Error).message).toMatch(/timed out after 10000 ms \(deadlineMs\)/);
  });

  it("covers the refresh grant's form post", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    neverAnswers("post");
    const call = watch(client({ deadlineMs: 10_000 }).postForm("/x", {}, undefined as never));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call.value).toBeInstanceOf(NetworkError);
    expect((call.value as Error).message).toMatch(/timed out after 10000 ms \(deadlineMs\)/);
  });

  it.each([0, -1, Number.NaN, "30000"])("deadlineMs %s is a TypeError", (deadlineMs) => {
    expect(() => client({ deadlineMs: deadlineMs as number })).toThrow(
      new TypeError(
        `deadlineMs must be a positive number of milliseconds (Infinity for none), got ${String(deadlineMs)}.`,
      ),
    );
  });
});

describe("against a local server that accepts and never answers", () => {
  let silent: Server;
  let url: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("a call settles at the deadline the app gave", async () => {
    server.use(http.all(`${url}/*`, () => passthrough()));
    const app = new StackClientApp({
      baseUrl: url,
      projectId: "p-1",
      publishableClientKey: "pck_1",
      tokenStore: "memory",
      deadlineMs: 300,
    });
    const error = await app.getProject().catch((e: unknown) => e);
    // The deadline, not timeoutMs (60 s) or its retries, ended it.
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/timed out after 300 ms \(deadlineMs\)/);
  });
});
