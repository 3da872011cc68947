import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { BASE, recordingClient, useMswServer } from "../test-utils/msw.js";
import { RateLimitError } from "./http-errors.js";

const server = useMswServer();
const client = recordingClient;

describe("Retry-After", () => {
  function rateLimited(retryAfter: string | null, method: "get" | "post" = "get") {
    const seen = { calls: 0 };
    server.use(
      http[method](`${BASE}/api/v1/x`, () => {
        seen.calls++;
        return seen.calls === 1
          ? HttpResponse.text("slow down", {
              status: 429,
              headers: retryAfter === null ? {} : { "retry-after": retryAfter },
            })
          : HttpResponse.json({ ok: 1 });
      }),
    );
    return seen;
  }

  it.each([
    ["3600", 3_600_000],
    ["3000000", 3_000_000_000],
    ["61", 61_000],
  ])(
    "Retry-After %s exceeds the 60 s cap: a RateLimitError carrying the wait, without sleeping or retrying",
    async (retryAfter, retryAfterMs) => {
      const seen = rateLimited(retryAfter);
      const { http: api, waits } = client();
      const error = (await api.request("/x").catch((e: unknown) => e)) as RateLimitError;
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error.status).toBe(429);
      expect(error.retryAfterMs).toBe(retryAfterMs);
      expect(error.body).toBe("slow down");
      expect(waits).toEqual([]);
      expect(seen.calls).toBe(1);
    },
  );

  it("waits a Retry-After of exactly 60 s (within a longer deadline), and a decimal one", async () => {
    rateLimited("60");
    const first = client({ deadlineMs: 120_000 });
    await expect(first.http.request("/x")).resolves.toEqual({ ok: 1 });
    rateLimited("1.5");
    const second = client();
    await second.http.request("/x");
    expect([first.waits, second.waits]).toEqual([[60_000], [1500]]);
  });

  it.each(["-1", "soon", "", "1e3", "Wed, 21 Oct 2015 07:28:00 GMT"])(
    "an invalid, negative or past Retry-After (%j) waits the backoff delay instead of none",
    async (retryAfter) => {
      const seen = rateLimited(retryAfter);
      const { http: api, waits } = client();
      await expect(api.request("/x")).resolves.toEqual({ ok: 1 });
      expect(waits).toEqual([1000]);
      expect(seen.calls).toBe(2);
    },
  );

  it("reads an HTTP date: 30 s ahead is waited, 2 hours ahead is a RateLimitError", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-01-01T00:00:00Z") });
    rateLimited("Tue, 01 Jan 2030 00:00:30 GMT");
    const near = client({ deadlineMs: 120_000 });
    await near.http.request("/x");
    expect(near.waits).toEqual([30_000]);
    rateLimited("Tue, 01 Jan 2030 02:00:00 GMT");
    const error = (await client()
      .http.request("/x")
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error.retryAfterMs).toBe(7_200_000);
  });
});
