import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { BASE, recordingClient, useMswServer } from "../test-utils/msw.js";

const server = useMswServer();
const client = recordingClient;

describe("request bodies JSON cannot carry", () => {
  class Point {
    x = 1;
  }
  const circular: Record<string, unknown> = { b: {} };
  (circular.b as Record<string, unknown>).c = circular;
  let deep: unknown = {};
  for (let i = 0; i < 5000; i++) deep = { d: deep };

  it.each<[string, unknown, string]>([
    [
      "a circular object",
      { a: circular },
      "client_metadata.a.b.c cannot be sent as JSON (circular)",
    ],
    ["a bigint", { a: { b: 1n } }, "client_metadata.a.b cannot be sent as JSON (bigint)"],
    [
      "nesting 5000 deep",
      deep,
      `client_metadata${".d".repeat(99)} cannot be sent as JSON (over 100 levels deep).`,
    ],
    ["a Map", { a: new Map() }, "client_metadata.a cannot be sent as JSON (Map)"],
    ["a Set", { a: new Set([1]) }, "client_metadata.a cannot be sent as JSON (Set)"],
    ["NaN", { a: [1, Number.NaN] }, "client_metadata.a.1 cannot be sent as JSON (NaN)"],
    ["Infinity", { a: Infinity }, "client_metadata.a cannot be sent as JSON (Infinity)"],
    [
      "undefined in an array",
      { a: [undefined] },
      "client_metadata.a.0 cannot be sent as JSON (undefined)",
    ],
    [
      "a hole in an array",
      { a: Object.assign(new Array(3), { 0: 1, 2: 3 }) },
      "client_metadata.a.1 cannot be sent as JSON (undefined)",
    ],
    ["a function", { a: () => 1 }, "client_metadata.a cannot be sent as JSON (function)"],
    ["a symbol", { a: Symbol("s") }, "client_metadata.a cannot be sent as JSON (symbol)"],
    ["a Date", { a: new Date(0) }, "client_metadata.a cannot be sent as JSON (Date)"],
    ["a class instance", { a: new Point() }, "client_metadata.a cannot be sent as JSON (Point)"],
  ])("%s is a TypeError naming its path, and nothing is sent", async (_, metadata, message) => {
    let calls = 0;
    server.use(
      http.patch(`${BASE}/api/v1/users/me`, () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const error = await client()
      .http.request("/users/me", { method: "PATCH", body: { client_metadata: metadata } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain(message);
    expect(calls).toBe(0);
  });

  it("refuses nesting over 100 levels, and sends 100 levels, null-prototype objects and undefined properties", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/v1/x`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const nested = (levels: number) => {
      let value: unknown = [];
      for (let i = 1; i < levels; i++) value = { n: value };
      return value;
    };
    const { http: api } = client();
    await expect(api.request("/x", { method: "POST", body: nested(101) })).rejects.toThrow(
      /cannot be sent as JSON \(over 100 levels deep\)/,
    );
    await api.request("/x", { method: "POST", body: nested(100) });
    const bare = Object.assign(Object.create(null), { a: 1 });
    await api.request("/x", { method: "POST", body: { bare, gone: undefined, list: [null, "s"] } });
    expect(bodies).toEqual([nested(100), { bare: { a: 1 }, list: [null, "s"] }]);
  });
});
