import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { KnownErrors } from "../errors/catalogue/index.js";
import { knownErrorFromJSON } from "../errors/from-json.js";
import { KnownError } from "../errors/known-error.js";
import { jsonish as arbitraryJson, trickyKey } from "../test-utils/arbitraries.js";
import { HttpClient } from "./http-client.js";
import { HttpError, InvalidResponseError, NetworkError } from "./http-errors.js";
import { actualStatus, parseResponse } from "./parse-response.js";

/** Bounded and deterministic: a failure prints its seed and path, and replays the same way. */
const RUNS = { numRuns: 300, seed: 20_261_122 };

const URL = "https://api.example.com/api/v1/x";
const CODES = Object.values(KnownErrors).map((errorClass) => errorClass.code);

/** Printable ASCII, the only text every `Headers` implementation takes as a value. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 20,
});

const jsonish = arbitraryJson(4);

const code = fc.oneof(fc.constantFrom(...CODES), fc.string({ maxLength: 12 }));

/** A known-error body, well formed or not. */
const errorBody = fc.record(
  { code: fc.oneof(code, jsonish), error: jsonish, message: jsonish, details: jsonish },
  { requiredKeys: [] },
);

const bodyText = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 40 }),
  jsonish.map((value) => JSON.stringify(value) ?? ""),
  errorBody.map((body) => JSON.stringify(body)),
);

/** Statuses a `Response` with a body may have (204, 205 and 304 may carry none). */
const status = fc.integer({ min: 200, max: 599 }).filter((s) => ![204, 205, 304].includes(s));

const headers = fc.record(
  {
    "x-stack-known-error": fc.oneof(fc.constantFrom(...CODES), headerText),
    "x-hexclave-known-error": fc.oneof(fc.constantFrom(...CODES), headerText),
    "x-stack-actual-status": fc.oneof(
      fc.integer({ min: -1000, max: 2000 }).map(String),
      headerText,
    ),
    "retry-after": fc.oneof(fc.nat(100).map(String), headerText),
    "x-vercel-error": fc.constantFrom("INFINITE_LOOP_DETECTED", "OTHER"),
    "content-type": fc.constantFrom("application/json", "text/html", "text/plain"),
  },
  { requiredKeys: [] },
);

/** A response whose known-error header often names the body's own code, as the service sends. */
const answer = fc
  .record({ status, headers, text: bodyText, matchCode: fc.boolean() })
  .map(({ status, headers, text, matchCode }) => {
    if (matchCode) {
      try {
        const parsed = JSON.parse(text) as { code?: unknown };
        if (typeof parsed?.code === "string" && /^[\x20-\x7e]*$/.test(parsed.code)) {
          return { status, text, headers: { ...headers, "x-stack-known-error": parsed.code } };
        }
      } catch {}
    }
    return { status, text, headers };
  });

const schema = fc.constantFrom(undefined, v.object({ id: v.string() }), v.array(v.number()));

/** The only errors the decoder may throw; each says something. */
function expectTyped(error: unknown): void {
  const typed =
    KnownError.isKnownError(error) ||
    error instanceof InvalidResponseError ||
    error instanceof HttpError ||
    error instanceof NetworkError;
  if (!typed) throw new Error(`untyped failure: ${String(error)}`, { cause: error });
  expect((error as Error).message).toEqual(expect.stringMatching(/\S/));
  if (KnownError.isKnownError(error)) {
    expect(error.code).toEqual(expect.stringMatching(/\S/));
    expect(Number.isInteger(error.status) && error.status >= 400 && error.status <= 599).toBe(true);
  }
}

describe("parseResponse against arbitrary answers", () => {
  it("returns for a plain success, else throws a typed error", async () => {
    await fc.assert(
      fc.asyncProperty(answer, schema, async ({ status, headers, text }, schema) => {
        const response = new Response(text, { status, headers });
        let failed = false;
        try {
          await parseResponse("GET", URL, response, text, schema);
        } catch (error) {
          failed = true;
          expectTyped(error);
        }
        const known = headers["x-stack-known-error"] ?? headers["x-hexclave-known-error"];
        if (known !== undefined || actualStatus(response) >= 400) expect(failed).toBe(true);
      }),
      RUNS,
    );
  });

  it("decodes a matching known-error body to that code", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CODES),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.integer({ min: 400, max: 599 }),
        async (code, error, status) => {
          const text = JSON.stringify({ code, error });
          const response = new Response(text, {
            status: 200,
            headers: { "x-stack-known-error": code, "x-stack-actual-status": String(status) },
          });
          await expect(parseResponse("GET", URL, response, text)).rejects.toThrow(
            expect.objectContaining({ code, status, message: error }),
          );
        },
      ),
      RUNS,
    );
  });
});

describe("knownErrorFromJSON against arbitrary JSON", () => {
  it("gives a KnownError for every well-shaped body, a TypeError naming the rule otherwise", () => {
    fc.assert(
      fc.property(
        fc.oneof(errorBody, jsonish),
        fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
        (json, status) => {
          try {
            expectTyped(knownErrorFromJSON(json, status));
          } catch (error) {
            if (!(error instanceof TypeError)) throw error;
            expect(error.message).toMatch(/^knownErrorFromJSON expects /);
          }
        },
      ),
      RUNS,
    );
  });

  // Regression: { min_length: { toString: 1 } } broke PASSWORD_TOO_SHORT's default message with a
  // bare "Cannot convert object to primitive value".
  it("builds a message from any details, or says they are unusable", () => {
    const detailKey = fc.oneof(
      fc.constantFrom("min_length", "maxLength", "originalErrorCode"),
      trickyKey,
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"), code),
        fc.dictionary(detailKey, jsonish, { maxKeys: 3 }),
        (code, details) => {
          try {
            expectTyped(knownErrorFromJSON({ code, details }));
          } catch (error) {
            if (!(error instanceof TypeError)) throw error;
            expect(error.message).toMatch(/^knownErrorFromJSON expects /);
          }
        },
      ),
      RUNS,
    );
  });

  it("round-trips every error it gives", () => {
    fc.assert(
      fc.property(errorBody, fc.integer({ min: 400, max: 599 }), (json, status) => {
        let error: KnownError;
        try {
          error = knownErrorFromJSON(json, status);
        } catch {
          return;
        }
        const again = knownErrorFromJSON(JSON.parse(JSON.stringify(error)), error.status);
        expect(again.code).toBe(error.code);
        expect(again.status).toBe(error.status);
        expect(again.message).toBe(error.message);
      }),
      RUNS,
    );
  });
});

describe("HttpClient against an arbitrary fetch", () => {
  const client = (fetch: typeof globalThis.fetch) =>
    new HttpClient({
      projectId: "p",
      publishableClientKey: "pck",
      accessType: "client",
      baseUrl: "https://api.example.com",
      fetch,
      sleep: async () => {},
      random: () => 0.5,
    });

  it("resolves or rejects with a typed error, whatever the answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answer, { minLength: 1, maxLength: 5 }),
        fc.constantFrom("GET", "POST", "DELETE") as fc.Arbitrary<"GET" | "POST" | "DELETE">,
        schema,
        async (answers, method, schema) => {
          let call = 0;
          const fetch = async () => {
            const { status, headers, text } = answers[
              call++ % answers.length
            ] as (typeof answers)[0];
            return new Response(text, { status, headers });
          };
          try {
            await client(fetch).request("/x", { method }, schema);
          } catch (error) {
            expectTyped(error);
          }
        },
      ),
      RUNS,
    );
  });

  it("turns any failure to fetch or to read into a NetworkError", async () => {
    const failure = fc.oneof(
      fc.anything(),
      fc.string().map((message) => new Error(message)),
      fc.constant(new TypeError("fetch failed")),
      fc.constant(new DOMException("aborted", "AbortError")),
    );
    await fc.assert(
      fc.asyncProperty(failure, fc.boolean(), async (cause, whileReading) => {
        const fetch = async () => {
          if (!whileReading) throw cause;
          const body = new ReadableStream({
            pull(controller) {
              controller.error(cause);
            },
          });
          return new Response(body, { status: 200 });
        };
        await expect(client(fetch).request("/x")).rejects.toBeInstanceOf(NetworkError);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });
});
