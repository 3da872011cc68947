import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BASE, recordingClient, useMswServer } from "../test-utils/msw.js";
import { HttpError, NetworkError, RateLimitError } from "./http-errors.js";

// Issue 17: the retry loop (failures.ts) is no longer in the first load; it loads with a call's
// first failure. These tests guard what happens before it has loaded and when it cannot load.

const server = useMswServer();

/** Answers a network error, then `then` for the second and later calls. */
function failsOnce(then: () => Response) {
  const seen = { calls: 0 };
  server.use(
    http.get(`${BASE}/api/v1/x`, () => (++seen.calls === 1 ? HttpResponse.error() : then())),
  );
  return seen;
}

describe("the retry loop loads with the first failure", () => {
  // First in the file: nothing has loaded failures.ts before.
  it("the first network failure of a page is retried once the loop has loaded", async () => {
    const seen = failsOnce(() => HttpResponse.json({ ok: 1 }));
    const { http: api, waits } = recordingClient();
    await expect(api.request("/x")).resolves.toEqual({ ok: 1 });
    expect(seen.calls).toBe(2);
    expect(waits).toEqual([1000]);
  });

  it("a 429 on the first try is waited out, then a 508 loop detection", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/v1/x`, () => {
        calls++;
        if (calls === 1) return HttpResponse.text("slow", { status: 429 });
        if (calls === 2) return HttpResponse.text("INFINITE_LOOP_DETECTED", { status: 508 });
        return HttpResponse.json({ ok: 2 });
      }),
    );
    const { http: api, waits } = recordingClient();
    await expect(api.request("/x")).resolves.toEqual({ ok: 2 });
    expect(waits).toEqual([1000, 2000]);
  });
});

describe("when the retry loop cannot load (offline, or a page older than its deployed chunks)", () => {
  const loadFailure = new TypeError("Failed to fetch dynamically imported module: failures.js");
  const original = Object.getOwnPropertyDescriptor(globalThis, "navigator");

  // Queued with no import in flight: an import that ends meanwhile can clear vitest's queue of
  // mocks, and the real loop would load (vitest issue #8339; see request-code-load.test.ts).
  async function offline() {
    await vi.dynamicImportSettled();
    vi.doMock("./failures.js", () => {
      throw loadFailure;
    });
    Object.defineProperty(globalThis, "navigator", {
      value: { onLine: false },
      configurable: true,
    });
  }

  /** The loop loads again (its mock removed, with no import in flight). */
  async function loopLoads() {
    await vi.dynamicImportSettled();
    vi.doUnmock("./failures.js");
  }

  afterEach(async () => {
    await loopLoads();
    if (original) Object.defineProperty(globalThis, "navigator", original);
    else Reflect.deleteProperty(globalThis, "navigator");
  });

  it("a network failure is a NetworkError saying the browser is offline and nothing was retried", async () => {
    await offline();
    const seen = failsOnce(() => HttpResponse.json({ ok: 1 }));
    const { http: api, waits } = recordingClient();
    const error = (await api.request("/x").catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(
      /^Could not send GET https:\/\/api\.test\.example\/api\/v1\/x: not retried, as the SDK's retry code did not load \(.+\)\. You appear to be offline\./,
    );
    expect(error.diagnostics).toMatchObject({ online: false, apiReachable: false });
    // The failure of the request, not the module's, is the cause.
    expect(error.cause).not.toBe(loadFailure);
    expect(error.cause).toBeInstanceOf(Error);
    expect(seen.calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it("a 429 answer stands as the HttpError it is, without a wait", async () => {
    await offline();
    server.use(
      http.get(`${BASE}/api/v1/x`, () =>
        HttpResponse.text("slow down", { status: 429, headers: { "retry-after": "1" } }),
      ),
    );
    const { http: api, waits } = recordingClient();
    const error = (await api.request("/x").catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(RateLimitError);
    expect(error.status).toBe(429);
    expect(error.body).toBe("slow down");
    expect(waits).toEqual([]);
  });

  it("no failed load is kept: a later failure loads the loop again and is retried", async () => {
    await offline();
    failsOnce(() => HttpResponse.json({ ok: 1 }));
    const { http: api } = recordingClient();
    await expect(api.request("/x")).rejects.toBeInstanceOf(NetworkError);
    await loopLoads();
    const seen = failsOnce(() => HttpResponse.json({ ok: 3 }));
    await expect(api.request("/x")).resolves.toEqual({ ok: 3 });
    expect(seen.calls).toBe(2);
  });
});
