import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { BASE, recordingClient, useMswServer } from "../test-utils/msw.js";
import { InvalidResponseError } from "./http-errors.js";

const server = useMswServer();
const client = recordingClient;

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
