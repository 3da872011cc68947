import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { KnownErrors } from "../errors/catalogue/index.js";
import { KnownError } from "../errors/known-error.js";
import { type AccessType, HttpClient, type HttpClientOptions } from "./http-client.js";
import { HttpError, InvalidResponseError, NetworkError, RateLimitError } from "./http-errors.js";
import { CLIENT_VERSION_HEADER } from "./http-types.js";

const BASE = "https://api.test.example";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A client whose waits are recorded instead of slept, with a fixed random factor of 1.0. */
function client(overrides: Partial<HttpClientOptions> = {}) {
  const waits: number[] = [];
  const http = new HttpClient({
    accessType: "client",
    projectId: "p-1",
    publishableClientKey: "pck_1",
    baseUrl: `${BASE}/`,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
  return { http, waits };
}

function knownError(code: string, status: number, details?: object, headerCode = code) {
  return HttpResponse.json(
    { code, error: `message of ${code}`, ...(details ? { details } : {}) },
    {
      status: 200,
      headers: { "x-stack-known-error": headerCode, "x-stack-actual-status": String(status) },
    },
  );
}

describe("request envelope", () => {
  it("sends to {baseUrl}/api/v1 without the trailing slash, with every client header", async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/api/v1/projects/current`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { http: api } = client();
    await expect(api.request("/projects/current")).resolves.toEqual({ ok: true });
    const h = seen!.headers;
    expect(h.get("x-stack-project-id")).toBe("p-1");
    expect(h.get("x-stack-access-type")).toBe("client");
    expect(h.get("x-stack-publishable-client-key")).toBe("pck_1");
    expect(h.get("x-stack-client-version")).toBe(CLIENT_VERSION_HEADER);
    expect(h.get("x-stack-override-error-status")).toBe("true");
    expect(h.get("x-stack-allow-anonymous-user")).toBe("true");
    expect(h.get("x-stack-random-nonce")).toMatch(/^[0-9a-f]{24}$/);
    expect(h.get("x-stack-secret-server-key")).toBeNull();
    expect(h.get("x-stack-super-secret-admin-key")).toBeNull();
    expect(seen!.credentials).toBe("omit");
    expect(seen!.cache).toBe("no-store");
  });

  it("uses a new random nonce per request", async () => {
    const nonces: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/v1/x`, ({ request }) => {
        nonces.push(request.headers.get("x-stack-random-nonce"));
        return HttpResponse.json({});
      }),
    );
    const { http: api } = client();
    await api.request("/x");
    await api.request("/x");
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each<[AccessType, string | null, string | null]>([
    ["client", null, null],
    ["server", "ssk_1", null],
    ["admin", "ssk_1", "sak_1"],
  ])("sends the keys of the %s access type", async (accessType, secret, admin) => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${BASE}/api/v1/x`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { http: api } = client({
      accessType,
      secretServerKey: "ssk_1",
      superSecretAdminKey: "sak_1",
    });
    await api.request("/x");
    expect(headers!.get("x-stack-access-type")).toBe(accessType);
    expect(headers!.get("x-stack-secret-server-key")).toBe(secret);
    expect(headers!.get("x-stack-super-secret-admin-key")).toBe(admin);
  });

  it("defaults to the hosted API", () => {
    expect(new HttpClient({ accessType: "client", projectId: "p" }).url("/users/me")).toBe(
      "https://api.stack-auth.com/api/v1/users/me",
    );
  });

  it("sends {} as the body of a bodiless POST, JSON otherwise, and query parameters", async () => {
    const bodies: unknown[] = [];
    let url = "";
    server.use(
      http.post(`${BASE}/api/v1/y`, async ({ request }) => {
        expect(request.headers.get("content-type")).toBe("application/json");
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
      http.get(`${BASE}/api/v1/q`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({});
      }),
    );
    const { http: api } = client();
    await api.request("/y", { method: "POST" });
    await api.request("/y", { method: "POST", body: { a: 1 } });
    await api.request("/q", { query: { limit: 2, desc: true, skip: undefined, none: null } });
    expect(bodies).toEqual([{}, { a: 1 }]);
    expect(url).toBe(`${BASE}/api/v1/q?limit=2&desc=true`);
  });

  it("sends the session's tokens", async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${BASE}/api/v1/users/me`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { http: api } = client();
    const session = {
      getTokens: async () => ({ accessToken: "at", refreshToken: "rt" }),
      markAccessTokenExpired: () => {},
    };
    await api.request("/users/me", { session });
    expect(headers!.get("x-stack-access-token")).toBe("at");
    expect(headers!.get("x-stack-refresh-token")).toBe("rt");
  });
});

describe("known errors", () => {
  it("decodes a known error with its real status from x-stack-actual-status", async () => {
    server.use(
      http.post(`${BASE}/api/v1/auth/password/sign-in`, () =>
        knownError("EMAIL_PASSWORD_MISMATCH", 400),
      ),
    );
    const { http: api } = client();
    const error = await api
      .request("/auth/password/sign-in", { method: "POST", body: {} })
      .catch((e: unknown) => e);
    expect(KnownErrors.EmailPasswordMismatch.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    expect((error as KnownError).status).toBe(400);
    expect((error as KnownError).message).toBe("message of EMAIL_PASSWORD_MISMATCH");
  });

  it("reads the hexclave header family too, and a body with message instead of error", async () => {
    server.use(
      http.get(`${BASE}/api/v1/x`, () =>
        HttpResponse.json(
          { code: "TEAM_NOT_FOUND", message: "no team", details: { team_id: "t" } },
          { status: 404, headers: { "x-hexclave-known-error": "TEAM_NOT_FOUND" } },
        ),
      ),
    );
    const error = (await client()
      .http.request("/x")
      .catch((e: unknown) => e)) as KnownError;
    expect(error.code).toBe("TEAM_NOT_FOUND");
    expect(error.status).toBe(404);
    expect(error.message).toBe("no team");
    expect(error.details).toEqual({ team_id: "t" });
  });

  it("matches parent codes: ACCESS_TOKEN_EXPIRED is an INVALID_ACCESS_TOKEN", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => knownError("ACCESS_TOKEN_EXPIRED", 401)));
    const error = await client()
      .http.request("/x")
      .catch((e: unknown) => e);
    expect(KnownErrors.InvalidAccessToken.isInstance(error)).toBe(true);
  });

  it("refuses a known-error header that does not equal the body's code", async () => {
    server.use(
      http.get(`${BASE}/api/v1/x`, () =>
        knownError("USER_NOT_FOUND", 404, undefined, "TEAM_NOT_FOUND"),
      ),
    );
    const error = await client()
      .http.request("/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(KnownError.isKnownError(error)).toBe(false);
    expect((error as Error).message).toMatch(/TEAM_NOT_FOUND.*USER_NOT_FOUND/);
  });

  it("turns an unknown code into UNSUPPORTED_ERROR keeping the original code", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => knownError("SOMETHING_NEW", 400)));
    const error = (await client()
      .http.request("/x")
      .catch((e: unknown) => e)) as KnownError;
    expect(error.code).toBe("UNSUPPORTED_ERROR");
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ originalErrorCode: "SOMETHING_NEW" });
  });
});

describe("other failures", () => {
  it("raises an HttpError carrying the status and a plain-text body", async () => {
    server.use(
      http.get(`${BASE}/api/v1/team-permissions`, () =>
        HttpResponse.text("You cannot list other users' permissions", { status: 403 }),
      ),
    );
    const error = (await client()
      .http.request("/team-permissions")
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(403);
    expect(error.body).toBe("You cannot list other users' permissions");
    expect(error.message).toContain("403 Forbidden");
  });

  it("raises an InvalidResponseError naming the field that breaks the schema", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => HttpResponse.json({ id: 42 })));
    const error = await client()
      .http.request("/x", {}, v.object({ id: v.string() }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/field id/);
  });

  it("checks against a schema given as a loader, loading it while the request is under way", async () => {
    const events: string[] = [];
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        events.push("request");
        return HttpResponse.json({ id: 42 });
      }),
    );
    const schema = async () => {
      events.push("schema");
      return v.object({ id: v.string() });
    };
    const error = await client()
      .http.request("/x", {}, schema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/field id must be string/);
    // The schema's module starts loading before the answer arrives, not after it.
    expect(events).toEqual(["schema", "request"]);
    server.use(http.get(`${BASE}/api/v1/x`, () => HttpResponse.json({ id: "u1" })));
    await expect(client().http.request("/x", {}, schema)).resolves.toEqual({ id: "u1" });
  });

  it("raises an InvalidResponseError for a success body that is not JSON", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => HttpResponse.text("<html>")));
    await expect(client().http.request("/x")).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it("does not retry a 500", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return HttpResponse.text("boom", { status: 500 });
      }),
    );
    await expect(client().http.request("/x")).rejects.toBeInstanceOf(HttpError);
    expect(calls).toBe(1);
  });
});

describe("retries", () => {
  it("retries an idempotent request on network failures: 5 tries, 1000 ms doubling", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return calls < 5 ? HttpResponse.error() : HttpResponse.json({ done: true });
      }),
    );
    const { http: api, waits } = client();
    await expect(api.request("/x")).resolves.toEqual({ done: true });
    expect(calls).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it("applies the random factor between 0.5 and 1.5", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({});
      }),
    );
    const low = client({ random: () => 0 });
    await low.http.request("/x");
    calls = 0;
    const high = client({ random: () => 0.999 });
    await high.http.request("/x");
    expect(low.waits).toEqual([500, 1000]);
    expect(high.waits[0]).toBeCloseTo(1499, 0);
    expect(high.waits[1]).toBeCloseTo(2998, 0);
  });

  it("gives up after 5 tries with a NetworkError carrying diagnostics", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return HttpResponse.error();
      }),
      http.get(`${BASE}/api/v1`, () => HttpResponse.error()),
    );
    const { http: api, waits } = client();
    const error = (await api.request("/x").catch((e: unknown) => e)) as NetworkError;
    expect(calls).toBe(5);
    expect(waits).toHaveLength(4);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.diagnostics.apiReachable).toBe(false);
    expect(error.message).toMatch(/did not answer.*baseUrl/);
    expect(error.message).toMatch(/contact support/);
  });

  it("does not retry a non-idempotent request; the NetworkError says what to check", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/v1/auth/password/sign-in`, () => {
        calls++;
        return HttpResponse.error();
      }),
      http.get(`${BASE}/api/v1`, () => HttpResponse.text("up")),
    );
    const { http: api, waits } = client();
    const error = (await api
      .request("/auth/password/sign-in", { method: "POST", body: {} })
      .catch((e: unknown) => e)) as NetworkError;
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.method).toBe("POST");
    expect(error.diagnostics.apiReachable).toBe(true);
    expect(error.message).toMatch(
      /POST https:\/\/api\.test\.example\/api\/v1\/auth\/password\/sign-in/,
    );
  });

  it("reports being offline when the browser says so", async () => {
    server.use(
      http.post(`${BASE}/api/v1/x`, () => HttpResponse.error()),
      http.get(`${BASE}/api/v1`, () => HttpResponse.error()),
    );
    const original = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", {
      value: { onLine: false },
      configurable: true,
    });
    try {
      const error = (await client()
        .http.request("/x", { method: "POST" })
        .catch((e: unknown) => e)) as NetworkError;
      expect(error.diagnostics.online).toBe(false);
      expect(error.message).toMatch(/offline/);
    } finally {
      if (original) Object.defineProperty(globalThis, "navigator", original);
      else Reflect.deleteProperty(globalThis, "navigator");
    }
  });

  it("waits Retry-After seconds on 429, for any method, then retries", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/v1/x`, () => {
        calls++;
        return calls === 1
          ? HttpResponse.text("slow down", { status: 429, headers: { "retry-after": "3" } })
          : HttpResponse.json({ ok: 1 });
      }),
    );
    const { http: api, waits } = client();
    await expect(api.request("/x", { method: "POST" })).resolves.toEqual({ ok: 1 });
    expect(waits).toEqual([3000]);
  });

  it("backs off on 429 without Retry-After and fails with a RateLimitError after 5 tries", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return HttpResponse.text("limited", { status: 429 });
      }),
    );
    const { http: api, waits } = client();
    const error = (await api.request("/x").catch((e: unknown) => e)) as RateLimitError;
    expect(calls).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(429);
    expect(error.body).toBe("limited");
    expect(error.retryAfterMs).toBe(16000);
  });

  it("retries Vercel's 508 INFINITE_LOOP_DETECTED", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return calls === 1
          ? HttpResponse.text("INFINITE_LOOP_DETECTED", {
              status: 508,
              headers: { "x-vercel-error": "INFINITE_LOOP_DETECTED" },
            })
          : HttpResponse.json({ ok: true });
      }),
    );
    const { http: api, waits } = client();
    await expect(api.request("/x")).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(waits).toEqual([1000]);
  });

  it("does not retry another 508", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => HttpResponse.text("loop", { status: 508 })));
    const { http: api, waits } = client();
    await expect(api.request("/x")).rejects.toBeInstanceOf(HttpError);
    expect(waits).toEqual([]);
  });
});

describe("form posts", () => {
  it("posts form-encoded without x-stack headers and decodes errors at their real status", async () => {
    let seen: Request | undefined;
    let form = "";
    server.use(
      http.post(`${BASE}/api/v1/auth/oauth/token`, async ({ request }) => {
        seen = request;
        form = await request.text();
        return HttpResponse.json(
          { code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", error: "gone" },
          { status: 401, headers: { "x-stack-known-error": "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED" } },
        );
      }),
    );
    const error = (await client()
      .http.postForm("/auth/oauth/token", { grant_type: "refresh_token", a: "b c" }, v.object({}))
      .catch((e: unknown) => e)) as KnownError;
    expect(seen!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect([...seen!.headers.keys()].filter((k) => k.startsWith("x-stack-"))).toEqual([]);
    expect(form).toBe("grant_type=refresh_token&a=b+c");
    expect(KnownErrors.RefreshTokenError.isInstance(error)).toBe(true);
    expect(error.status).toBe(401);
  });
});

/** A response whose body breaks off after the headers, as a connection reset does. */
function resetMidBody() {
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError("terminated"));
      },
    }),
    { headers: { "content-type": "application/json" } },
  );
}

/** A handler that counts requests and never answers. */
function hanging() {
  const seen = { calls: 0 };
  const resolver = () => {
    seen.calls++;
    return new Promise<never>(() => {});
  };
  return { seen, resolver };
}

const probeAnswers = () => http.get(`${BASE}/api/v1`, () => HttpResponse.text("up"));

describe("timeouts and aborts", () => {
  it("a GET that gets no answer within timeoutMs is retried like a network failure", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return calls === 1 ? new Promise<never>(() => {}) : HttpResponse.json({ ok: true });
      }),
    );
    const { http: api, waits } = client({ timeoutMs: 5000 });
    const answer = api.request("/x");
    await vi.advanceTimersByTimeAsync(5000);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(waits).toEqual([1000]);
  });

  it("by default a try may take 60 s (under a longer deadline); then a POST fails with a NetworkError naming the timeout", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { seen, resolver } = hanging();
    server.use(http.post(`${BASE}/api/v1/x`, resolver), probeAnswers());
    const { http: api, waits } = client({ deadlineMs: 120_000 });
    let settled = false;
    const answer = api.request("/x", { method: "POST" }).catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await answer) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/timed out after 60000 ms \(timeoutMs\)/);
    expect((error.cause as Error).name).toBe("TimeoutError");
    expect(seen.calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it("the timeout covers a body that stalls after the headers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.use(
      http.post(
        `${BASE}/api/v1/x`,
        () =>
          new HttpResponse(new ReadableStream({ start: (c) => c.enqueue(new Uint8Array([123])) })),
      ),
      probeAnswers(),
    );
    const answer = client({ timeoutMs: 1000 })
      .http.request("/x", { method: "POST" })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answer).toBeInstanceOf(NetworkError);
  });

  it("an aborted request rejects with the abort reason: no retry, no connection check", async () => {
    const { seen, resolver } = hanging();
    server.use(http.get(`${BASE}/api/v1/x`, resolver));
    const { http: api, waits } = client();
    const controller = new AbortController();
    const answer = api.request("/x", { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen.calls).toBe(1));
    const reason = new Error("user left the page");
    controller.abort(reason);
    expect(await answer).toBe(reason);
    expect(seen.calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it("an already aborted signal sends nothing", async () => {
    const { seen, resolver } = hanging();
    server.use(http.get(`${BASE}/api/v1/x`, resolver));
    const signal = AbortSignal.abort(new Error("too late"));
    await expect(client().http.request("/x", { signal })).rejects.toThrow("too late");
    expect(seen.calls).toBe(0);
  });

  it("an abort during a Retry-After wait rejects at once with the reason", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return HttpResponse.text("", { status: 429, headers: { "retry-after": "20" } });
      }),
    );
    const waits: number[] = [];
    const { http: api } = client({
      sleep: (ms) => {
        waits.push(ms);
        return new Promise(() => {});
      },
    });
    const controller = new AbortController();
    const answer = api.request("/x", { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(waits).toEqual([20_000]));
    controller.abort(new Error("cancelled"));
    expect(await answer).toEqual(new Error("cancelled"));
    expect(calls).toBe(1);
  });
});

describe("a connection reset after the headers", () => {
  it("is retried for a GET", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        return calls === 1 ? resetMidBody() : HttpResponse.json({ id: 1 });
      }),
    );
    const { http: api, waits } = client();
    await expect(api.request("/x")).resolves.toEqual({ id: 1 });
    expect(waits).toEqual([1000]);
  });

  it("is retried for the refresh grant (postForm)", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/v1/auth/oauth/token`, () => {
        calls++;
        return calls === 1 ? resetMidBody() : HttpResponse.json({ access_token: "a" });
      }),
    );
    const answer = client().http.postForm(
      "/auth/oauth/token",
      {},
      v.object({ access_token: v.string() }),
    );
    await expect(answer).resolves.toEqual({ access_token: "a" });
    expect(calls).toBe(2);
  });

  it("is a NetworkError, not a raw TypeError, for a POST", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/v1/x`, () => {
        calls++;
        return resetMidBody();
      }),
      probeAnswers(),
    );
    const error = (await client()
      .http.request("/x", { method: "POST" })
      .catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/terminated/);
    expect(calls).toBe(1);
  });
});
