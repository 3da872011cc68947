import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "./http-client.js";
import { InvalidResponseError } from "./http-errors.js";

const BASE = "https://api.test.example";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A client whose waits are recorded instead of slept, with a fixed random factor of 1.0. */
function client() {
  const waits: number[] = [];
  const api = new HttpClient({
    accessType: "client",
    projectId: "p-1",
    baseUrl: BASE,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
  });
  return { http: api, waits };
}

describe("malformed known-error bodies", () => {
  it.each<[string, object]>([
    ["details that are a string", { code: "USER_NOT_FOUND", error: "m", details: "str" }],
    ["details that are an array", { code: "USER_NOT_FOUND", error: "m", details: [1] }],
    ["no error message", { code: "USER_NOT_FOUND" }],
    ["an error that is not a string", { code: "USER_NOT_FOUND", error: 42 }],
    ["no code", { error: "m" }],
  ])("%s is an InvalidResponseError", async (_, body) => {
    server.use(
      http.get(`${BASE}/api/v1/x`, () =>
        HttpResponse.json(body, {
          status: 200,
          headers: { "x-stack-known-error": "USER_NOT_FOUND", "x-stack-actual-status": "404" },
        }),
      ),
    );
    const error = (await client()
      .http.request("/x")
      .catch((e: unknown) => e)) as InvalidResponseError;
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.status).toBe(404);
    expect(error.message).toContain("USER_NOT_FOUND");
  });
});
