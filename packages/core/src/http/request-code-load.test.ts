import { afterEach, describe, expect, it, vi } from "vitest";

// The request code (http-call.ts) is a chunk of its own, loaded after the page (issue 17 §1). A
// page whose network drops before that chunk arrives, or that is older than the deployed chunks,
// must still see the NetworkError a request without a network gives, and recover once it loads.

afterEach(() => {
  vi.doUnmock("./http-call.js");
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
    vi.doMock("./http-call.js", () => {
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

    vi.doUnmock("./http-call.js");
    expect(await http.request("/projects/current")).toEqual({ id: "p-1" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("starts loading when an app calls preload, so that a request finds it loaded", async () => {
    let loaded = false;
    let importStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      importStarted = resolve;
    });
    vi.doMock("./http-call.js", async (original) => {
      loaded = true;
      importStarted();
      return original();
    });
    const { http } = await freshClient(vi.fn());
    expect(loaded).toBe(false);
    http.preload();
    // Waits for the import itself, not for a time: on a busy machine (two suites and Chromium at
    // once) it took over 20 s to begin (regression: a 20 s waitFor failed there). The test's own
    // timeout below only ends a broken run.
    await started;
    expect(loaded).toBe(true);
    await vi.dynamicImportSettled();
  }, 120_000);
});
