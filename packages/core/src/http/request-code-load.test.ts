import { afterEach, describe, expect, it, vi } from "vitest";

// The request code (http-call.ts) is a chunk of its own, loaded after the page (issue 17 §1). A
// page whose network drops before that chunk arrives, or that is older than the deployed chunks,
// must still see the NetworkError a request without a network gives, and recover once it loads.

// A mock is queued by vi.doMock and registered by the next import; an import still in flight
// meanwhile (each request starts loading its retry loop, failures.ts, without waiting for it) can
// end by clearing the queue, so the mock is lost and the real module loads (vitest issue #8339).
// That is how "starts loading when an app calls preload" once waited 120 s, with two suites at
// once, for an import of the mock that never came. So every mock is queued with no import in flight.
async function mockWhenSettled(factory: Parameters<typeof vi.doMock>[1]) {
  await vi.dynamicImportSettled();
  vi.doMock("./http-call.js", factory);
}

async function unmockWhenSettled() {
  await vi.dynamicImportSettled();
  vi.doUnmock("./http-call.js");
}

afterEach(async () => {
  await unmockWhenSettled();
  vi.resetModules();
});

async function freshClient(fetch: typeof globalThis.fetch) {
  vi.resetModules();
  const { HttpClient } = await import("./http-client.js");
  const { NetworkError } = await import("./network-error.js");
  const http = new HttpClient({
    accessType: "client",
    projectId: "p-1",
    baseUrl: "https://api.test",
    fetch,
  });
  return { http, NetworkError };
}

describe("the request code, loaded with the first request", () => {
  it("fails a request with a NetworkError, sending nothing, when its code cannot load; the next request loads it again", async () => {
    await mockWhenSettled(() => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const fetch = vi.fn(async () => Response.json({ id: "p-1" }));
    const { http, NetworkError } = await freshClient(fetch);
    const error = await http.request("/projects/current").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain(
      "Could not send GET https://api.test/api/v1/projects/current: not sent, as the SDK's request code did not load",
    );
    expect(fetch).not.toHaveBeenCalled();

    await unmockWhenSettled();
    expect(await http.request("/projects/current")).toEqual({ id: "p-1" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("starts loading when an app calls preload, so that a request finds it loaded", async () => {
    let loaded = false;
    let importStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      importStarted = resolve;
    });
    await mockWhenSettled(async (original) => {
      loaded = true;
      importStarted();
      return original();
    });
    const { http } = await freshClient(vi.fn());
    expect(loaded).toBe(false);
    http.preload();
    // Waits for the import itself, not for a time; the test's own timeout only ends a broken run.
    await started;
    expect(loaded).toBe(true);
    await vi.dynamicImportSettled();
  }, 120_000);
});
