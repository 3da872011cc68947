import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { authorizeOAuth } from "../resources/oauth/api.js";
import { HttpClient, type HttpClientOptions } from "./http-client.js";
import { HttpError, InvalidResponseError, NetworkError, RateLimitError } from "./http-errors.js";

// Issue 31, item 3: the OAuth authorize call carries the access token in its query, and the
// transport's errors quoted the whole URL, so the token reached error messages, consoles and logs.

const BASE = "https://api.redaction.example";
const ACCESS_TOKEN = "eyJhbGciOiJFUzI1NiJ9.ACCESS-TOKEN-PAYLOAD.sig";
const PUBLISHABLE_KEY = "pck_PUBLISHABLE_KEY_VALUE";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<HttpClientOptions> = {}) {
  return new HttpClient({
    accessType: "client",
    projectId: "p-1",
    publishableClientKey: PUBLISHABLE_KEY,
    baseUrl: BASE,
    sleep: async () => {},
    random: () => 0.5,
    ...overrides,
  });
}

/** A GET with credentials in its query, as the authorize call sends them. */
const query = { token: ACCESS_TOKEN, client_secret: PUBLISHABLE_KEY, type: "link" };

/** Everything of an error that reaches a console or a log: message, stack, fields, JSON. */
function shown(error: unknown): string {
  const { message, stack } = error as Error;
  return [message, stack, String(error), JSON.stringify(error), (error as { url: string }).url]
    .filter(Boolean)
    .join("\n");
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("the request did not fail");
    },
    (error: unknown) => error,
  );
}

function expectRedacted(error: unknown, type: abstract new (...args: never[]) => Error): void {
  expect(error).toBeInstanceOf(type);
  const text = shown(error);
  expect(text).not.toContain(ACCESS_TOKEN);
  expect(text).not.toContain(PUBLISHABLE_KEY);
  expect(text).toContain("token=[redacted]");
  expect(text).toContain("client_secret=[redacted]");
  // What was called stays readable.
  expect(text).toContain(`${BASE}/api/v1/x?`);
  expect(text).toContain("type=link");
}

describe("tokens in URLs do not reach errors", () => {
  it("an HttpError (a 500) shows the URL with its token redacted", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => new HttpResponse("down", { status: 500 })));
    const error = await failure(client().request("/x", { query }));
    expectRedacted(error, HttpError);
  });

  it("an InvalidResponseError (a body that is not JSON, one that breaks the schema, a bad known error) redacts it too", async () => {
    server.use(http.get(`${BASE}/api/v1/x`, () => new HttpResponse("<html>", { status: 200 })));
    expectRedacted(await failure(client().request("/x", { query })), InvalidResponseError);
    server.use(http.get(`${BASE}/api/v1/x`, () => HttpResponse.json({ id: 1 })));
    const schema = v.object({ id: v.string() });
    expectRedacted(await failure(client().request("/x", { query }, schema)), InvalidResponseError);
    server.use(
      http.get(`${BASE}/api/v1/x`, () =>
        HttpResponse.json(
          { code: "OTHER" },
          { headers: { "x-stack-known-error": "USER_NOT_FOUND" } },
        ),
      ),
    );
    expectRedacted(await failure(client().request("/x", { query })), InvalidResponseError);
  });

  it("a RateLimitError redacts it", async () => {
    server.use(
      http.get(
        `${BASE}/api/v1/x`,
        () => new HttpResponse("slow down", { status: 429, headers: { "retry-after": "3600" } }),
      ),
    );
    expectRedacted(await failure(client().request("/x", { query })), RateLimitError);
  });

  it("a NetworkError (a failed fetch, a timeout) redacts it", async () => {
    const offline = client({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expectRedacted(await failure(offline.request("/x", { query })), NetworkError);
    const stalled = client({
      deadlineMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    });
    expectRedacted(await failure(stalled.request("/x", { query })), NetworkError);
  });

  it("a NetworkError whose fetch failure quotes the URL redacts it there too", async () => {
    const quoting = client({
      fetch: async (input) => {
        throw new TypeError(`Failed to parse URL from ${String(input)}`);
      },
    });
    const error = (await failure(quoting.request("/x", { query }))) as NetworkError;
    expectRedacted(error, NetworkError);
    expect(error.diagnostics.cause).toContain("Failed to parse URL from");
    expect(error.diagnostics.cause).not.toContain(ACCESS_TOKEN);
  });

  it("the OAuth authorize call, which sends the access token in its query, fails without showing it", async () => {
    let sentToken: string | null = null;
    server.use(
      http.get(`${BASE}/api/v1/auth/oauth/authorize/github`, ({ request }) => {
        sentToken = new URL(request.url).searchParams.get("token");
        return new HttpResponse("Bad Gateway", { status: 502 });
      }),
    );
    const error = await failure(
      authorizeOAuth(
        client(),
        {
          provider: "github",
          type: "link",
          redirectUri: "https://app.example/handler/oauth-callback",
          errorRedirectUrl: "https://app.example/handler/error",
          state: "state-1",
          codeChallenge: "challenge",
          token: ACCESS_TOKEN,
        },
        "__stack_public_client__",
      ),
    );
    // The service still gets the token (its protocol); only what is shown is redacted.
    expect(sentToken).toBe(ACCESS_TOKEN);
    expect(error).toBeInstanceOf(HttpError);
    expect(shown(error)).not.toContain(ACCESS_TOKEN);
    expect(shown(error)).not.toContain(PUBLISHABLE_KEY);
    expect((error as HttpError).message).toContain("/auth/oauth/authorize/github?");
  });
});
