import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnownError } from "../errors/known-error.js";
import { HttpError, InvalidResponseError, NetworkError } from "../http/http-errors.js";
import { jsonish } from "../test-utils/arbitraries.js";
import { StackAdminApp } from "./admin-app.js";
import { StackClientApp } from "./client-app.js";
import { StackServerApp } from "./server-app.js";

// The SDK reading answers of a server that misbehaves, over a real socket (Node's HTTP server and
// fetch): garbage, JSON of the wrong types, bodies of several MB, bodies that break off or stall,
// a connection dropped before or during the answer, raw bytes that are no HTTP, wrong content
// types, known-error headers that do not match the body. Each call of the client, server and admin
// apps below must settle, within its deadline, with a value or a typed error (a KnownError, an
// InvalidResponseError, an HttpError or a NetworkError): never a crash, never a promise that hangs.

/** What the server does with every request, the probe of the API base included. */
type Misbehaviour =
  | { kind: "answer"; status: number; headers: Record<string, string>; body: string }
  | { kind: "huge"; status: number; headers: Record<string, string>; shape: HugeShape }
  | { kind: "empty"; status: number }
  | { kind: "truncated"; status: number; declared: number; sent: string; close: "end" | "destroy" }
  | { kind: "bad-chunked" }
  | { kind: "raw"; bytes: string }
  | { kind: "drop" }
  | { kind: "stall"; after: "nothing" | "headers" | "part" };

type HugeShape = "string" | "array" | "deep" | "garbage" | "known-error";

const MB = 1024 * 1024;
/** Built once: bodies of several MB, and one nested 100 000 levels deep. */
const HUGE: Record<HugeShape, string> = {
  string: JSON.stringify({ id: "x".repeat(6 * MB), items: [], location: "y".repeat(MB) }),
  array: `[${"1,".repeat(MB)}1]`,
  deep: `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
  garbage: "\u00ff\u0000{<".repeat(1.5 * MB),
  "known-error": JSON.stringify({ code: "USER_NOT_FOUND", error: "z".repeat(5 * MB) }),
};

/** Answers that are almost HTTP (`raw`, sent as they are, the connection then closed). */
const RAW_ANSWERS = [
  "HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: upgrade",
  "HTTP/1.1 200 OK\r\ncontent-length: -1",
  "HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 5\r\n\r\n{}",
  "HTTP/1.1 999 Odd\r\ncontent-length: 2\r\n\r\n{}",
  "HTTP/1.1 200 OK\r\nx-stack-known-error: USER_NOT_FOUND\r\ncontent-length: 0",
  `HTTP/1.1 200 OK\r\nx-big: ${"h".repeat(200_000)}\r\ncontent-length: 2\r\n\r\n{}`,
  "HTTP/2.0 200 OK\r\ncontent-length: 2\r\n\r\n{}",
  "HTTP/1.1 200\n\n{}",
];

/** Header values every HTTP stack accepts: printable ASCII. */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 24,
});

const KNOWN_CODES = [
  "USER_NOT_FOUND",
  "INVALID_ACCESS_TOKEN",
  "ACCESS_TOKEN_EXPIRED",
  "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
  "SCHEMA_ERROR",
  "PASSWORD_TOO_SHORT",
  "EMAIL_PASSWORD_MISMATCH",
];

const headers = fc.record(
  {
    "content-type": fc.constantFrom(
      "application/json",
      "text/html; charset=utf-8",
      "text/plain",
      "application/octet-stream",
      "application/json; charset=latin1",
    ),
    "x-stack-known-error": fc.oneof(fc.constantFrom(...KNOWN_CODES), headerValue),
    "x-stack-actual-status": fc.oneof(
      fc.integer({ min: -100, max: 1000 }).map(String),
      headerValue,
    ),
    "retry-after": fc.oneof(fc.nat(3).map(String), headerValue),
  },
  { requiredKeys: [] },
);

/** JSON shaped like the service's answers, with any values: the wrong types. */
const plausible = fc
  .dictionary(
    fc.constantFrom(
      "id",
      "items",
      "pagination",
      "is_paginated",
      "display_name",
      "primary_email",
      "config",
      "location",
      "access_token",
      "refresh_token",
      "user_id",
      "code",
      "error",
      "details",
    ),
    jsonish(3),
    { maxKeys: 6 },
  )
  .map((value) => JSON.stringify(value));

const body = fc.oneof(
  plausible,
  jsonish(4).map((value) => JSON.stringify(value) ?? ""),
  fc.string({ maxLength: 60 }),
  fc.constantFrom("", "null", "{}", "[]", '{"code":"USER_NOT_FOUND"}', "<html>502</html>"),
);

/** Statuses a response with a body may have (204, 205 and 304 may carry none). */
const status = fc.oneof(
  fc.constantFrom(200, 201, 400, 401, 403, 404, 409, 429, 500, 502, 503, 508),
  fc.integer({ min: 200, max: 599 }).filter((s) => ![204, 205, 304].includes(s)),
);

/** Misbehaviours answered at once: most runs, as they are quick. */
const quick: fc.Arbitrary<Misbehaviour> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("answer"), status, headers, body }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("huge"),
      status,
      headers,
      shape: fc.constantFrom<HugeShape>("string", "array", "deep", "garbage", "known-error"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("empty"),
      status: fc.constantFrom(200, 204, 205, 304, 500),
    }),
  },
) as fc.Arbitrary<Misbehaviour>;

/** Misbehaviours of the connection: tried again until the call's deadline for reads. */
const broken: fc.Arbitrary<Misbehaviour> = fc.oneof(
  fc.record({
    kind: fc.constant("truncated"),
    status,
    declared: fc.integer({ min: 20, max: 5000 }),
    sent: fc.constantFrom('{"id":', '{"items":[{"id":"u', "", "{}"),
    close: fc.constantFrom("end", "destroy"),
  }),
  fc.constant({ kind: "bad-chunked" }),
  fc.record({
    kind: fc.constant("raw"),
    bytes: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom(...RAW_ANSWERS)),
  }),
  fc.constant({ kind: "drop" }),
  fc.record({ kind: fc.constant("stall"), after: fc.constantFrom("nothing", "headers", "part") }),
) as fc.Arbitrary<Misbehaviour>;

let behaviour: Misbehaviour = { kind: "drop" };
let server: Server;
let baseUrl: string;

/** Plays the current misbehaviour on one request. */
function misbehave(
  request: IncomingMessage,
  respond: (status: number, headers: Record<string, string>, body: string) => void,
): void {
  const socket = request.socket;
  const b = behaviour;
  switch (b.kind) {
    case "answer":
      respond(b.status, b.headers, b.body);
      return;
    case "huge":
      respond(b.status, b.headers, HUGE[b.shape]);
      return;
    case "empty":
      respond(b.status, {}, "");
      return;
    case "truncated":
      socket.write(
        `HTTP/1.1 ${b.status} X\r\ncontent-type: application/json\r\ncontent-length: ${b.declared}\r\n\r\n${b.sent}`,
      );
      if (b.close === "end") socket.end();
      else socket.destroy();
      return;
    case "bad-chunked":
      socket.end("HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n");
      return;
    case "raw":
      socket.end(`${b.bytes}\r\n\r\n`);
      return;
    case "drop":
      socket.destroy();
      return;
    case "stall":
      // The connection stays open, silent: only the call's timeouts end it.
      if (b.after !== "nothing") {
        socket.write(
          "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n",
        );
      }
      if (b.after === "part") socket.write('{"id":');
      return;
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    // Read the request to its end first, as a server does.
    request.resume();
    request.on("end", () =>
      misbehave(request, (status, headers, text) => {
        response.writeHead(status, headers);
        response.end(text);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A JWT-shaped access token (unsigned: only its `exp` is read before sending) of `exp`. */
function accessToken(expSeconds: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${part({ alg: "ES256", typ: "JWT" })}.${part({ sub: "u", exp: expSeconds })}.c2ln`;
}

let sessions = 0;
/** Tokens of a session of its own (refreshes in flight are shared by refresh token). */
function tokens(stale: boolean) {
  const exp = Math.floor(Date.now() / 1000) + (stale ? -3600 : 3600);
  return { accessToken: accessToken(exp), refreshToken: `refresh-${++sessions}` };
}

/** Short enough for many runs, long enough for a loaded machine: every call ends by its deadline. */
const limits = { timeoutMs: 700, deadlineMs: 2500, noAutomaticPrefetch: true };

const base = () => ({ projectId: "p-fuzz", publishableClientKey: "pck_fuzz", baseUrl, ...limits });
const serverApp = () => new StackServerApp({ ...base(), secretServerKey: "ssk_fuzz" });
const adminApp = () => new StackAdminApp({ ...base(), superSecretAdminKey: "sak_fuzz" });
const clientApp = (stale?: boolean) =>
  new StackClientApp({
    ...base(),
    tokenStore: stale === undefined ? "memory" : tokens(stale),
    redirectMethod: "none",
  });

/** A sample of client, server and admin calls: reads (retried) and writes (not), the refresh grant. */
const CALLS: Record<string, () => Promise<unknown>> = {
  "client getProject()": () => clientApp().getProject(),
  "client getUser() with a fresh token": () => clientApp(false).getUser(),
  "client getUser() with a stale token (the refresh grant)": () => clientApp(true).getUser(),
  "client signInWithCredential() (a POST)": () =>
    clientApp().signInWithCredential({
      email: "a@example.com",
      password: "password",
      noRedirect: true,
    }),
  "server listUsers()": () => serverApp().listUsers({ limit: 2 }),
  "server getUser(id)": () => serverApp().getUser("00000000-0000-4000-8000-000000000001"),
  "server createUser() (a POST)": () => serverApp().createUser({ primaryEmail: "b@example.com" }),
  "admin getProject()": () => adminApp().getProject(),
  "admin listInternalApiKeys()": () => adminApp().listInternalApiKeys(),
};

/** The errors a call may end with: each is typed and says something. */
function expectTyped(error: unknown, call: string): void {
  const typed =
    KnownError.isKnownError(error) ||
    error instanceof InvalidResponseError ||
    error instanceof HttpError ||
    error instanceof NetworkError;
  if (!typed) throw new Error(`${call}: untyped failure ${String(error)}`, { cause: error });
  expect((error as Error).message).toMatch(/\S/);
}

/** How long a call may take before it counts as stuck: far beyond its 2.5 s deadline. */
const STUCK_MS = 20_000;

/**
 * Runs `call` and checks how it settled: a value (a failed Result holding a typed error) or a
 * typed error, within {@link STUCK_MS}.
 */
async function expectSettlesTyped(name: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<"stuck">((resolve) => {
    timer = setTimeout(() => resolve("stuck"), STUCK_MS);
  });
  const outcome = await Promise.race([
    (CALLS[name] as () => Promise<unknown>)().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    stuck,
  ]);
  clearTimeout(timer);
  if (outcome === "stuck") throw new Error(`${name} did not settle within ${STUCK_MS} ms`);
  if ("error" in outcome) expectTyped(outcome.error, name);
  else {
    const { value } = outcome as { value: { status?: unknown; error?: unknown } | null };
    if (value && value.status === "error") expectTyped(value.error, name);
  }
}

const RUNS = { seed: 31_2026, numRuns: 60 };

describe("the apps against a server that misbehaves (issue 31)", () => {
  it("every call settles with a value or a typed error, whatever the answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 5, arbitrary: quick }, { weight: 1, arbitrary: broken }),
        fc.constantFrom(...Object.keys(CALLS)),
        async (misbehaviour, call) => {
          behaviour = misbehaviour;
          await expectSettlesTyped(call);
        },
      ),
      RUNS,
    );
  }, 240_000);

  it.each<[string, Misbehaviour]>([
    [
      "a body of 6 MB of the wrong types",
      { kind: "huge", status: 200, headers: {}, shape: "string" },
    ],
    ["a JSON array of 2 MB", { kind: "huge", status: 200, headers: {}, shape: "array" }],
    ["JSON nested 100 000 levels deep", { kind: "huge", status: 200, headers: {}, shape: "deep" }],
    [
      "6 MB of bytes that are not UTF-8",
      { kind: "huge", status: 500, headers: {}, shape: "garbage" },
    ],
    [
      "a known error whose message is 5 MB",
      {
        kind: "huge",
        status: 200,
        headers: { "x-stack-known-error": "USER_NOT_FOUND", "x-stack-actual-status": "404" },
        shape: "known-error",
      },
    ],
    [
      "a known-error header that does not match the body",
      {
        kind: "answer",
        status: 200,
        headers: { "x-stack-known-error": "USER_NOT_FOUND", "content-type": "text/html" },
        body: '{"code":"EMAIL_PASSWORD_MISMATCH","error":"x"}',
      },
    ],
    [
      "JSON under a text/html content type",
      { kind: "answer", status: 200, headers: { "content-type": "text/html" }, body: '{"id":1}' },
    ],
    [
      "a body shorter than its content-length",
      { kind: "truncated", status: 200, declared: 4000, sent: '{"id":', close: "end" },
    ],
    [
      "a connection destroyed mid-body",
      { kind: "truncated", status: 200, declared: 4000, sent: '{"items":[', close: "destroy" },
    ],
    ["a malformed chunked body", { kind: "bad-chunked" }],
    ["bytes that are no HTTP", { kind: "raw", bytes: "SSH-2.0-OpenSSH_9.6" }],
    ...RAW_ANSWERS.map((bytes): [string, Misbehaviour] => [
      `an answer that is almost HTTP (${JSON.stringify(bytes.slice(0, 40))})`,
      { kind: "raw", bytes },
    ]),
    ["a connection dropped before the answer", { kind: "drop" }],
    ["a stall after the headers", { kind: "stall", after: "headers" }],
    ["a stall mid-body", { kind: "stall", after: "part" }],
    ["no answer at all", { kind: "stall", after: "nothing" }],
  ])(
    "%s: every call settles, typed",
    async (_, misbehaviour) => {
      behaviour = misbehaviour;
      // All calls at once: the slowest sets the pace (a read retried until its deadline).
      await Promise.all(Object.keys(CALLS).map((call) => expectSettlesTyped(call)));
    },
    60_000,
  );
});
