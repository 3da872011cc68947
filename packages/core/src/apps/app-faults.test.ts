// The apps (not the bare HTTP client) under the emulator's faults. Apps sleep between tries, so
// these use faults that need no long wait: Retry-After 0, a single failure, or none retried.
import {
  HttpError,
  InvalidResponseError,
  KnownError,
  NetworkError,
  RateLimitError,
  type StackClientApp,
} from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { afterEach, describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

afterEach(() => h.emulator.faults.clear());

const PASSWORD = "pass-word-1";

async function signedIn(log?: RequestLog) {
  const email = uniqueEmail();
  const store = new MemoryTokenStore();
  const app = h.client({ tokenStore: store }, log);
  expect((await app.signUpWithCredential({ email, password: PASSWORD })).status).toBe("ok");
  const user = await app.getUser();
  if (!user) throw new Error("not signed in");
  if (log) log.length = 0;
  return { app, store, email, user };
}

const count = (log: RequestLog, entry: string) => log.filter((l) => l === entry).length;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
}

describe("reads through the client app", () => {
  it.each([
    {
      name: "500 → HttpError, not retried",
      fault: { kind: "status", status: 500 } as const,
      error: HttpError,
      fields: { status: 500, body: "Injected fault: 500 Internal Server Error" },
    },
    {
      name: "503 → HttpError, not retried",
      fault: { kind: "status", status: 503 } as const,
      error: HttpError,
      fields: { status: 503 },
    },
    {
      name: "429 Retry-After 120 s → RateLimitError, not waited",
      fault: { kind: "status", status: 429, retryAfter: 120 } as const,
      error: RateLimitError,
      fields: { status: 429, retryAfterMs: 120_000 },
    },
    {
      name: "malformed JSON → InvalidResponseError",
      fault: { kind: "malformed-json" } as const,
      error: InvalidResponseError,
      fields: {},
    },
    {
      name: "known-error mismatch → InvalidResponseError",
      fault: { kind: "known-error-mismatch" } as const,
      error: InvalidResponseError,
      fields: { status: 400 },
    },
  ])("getUser() under $name", async ({ fault, error, fields }) => {
    const log: RequestLog = [];
    const { app, store } = await signedIn(log);
    const tokens = store.get();
    h.emulator.faults.add({ method: "GET", path: "/api/v1/users/me", ...fault });
    const caught = await failure(app.getUser({ tokenStore: store }));
    expect(caught).toBeInstanceOf(error);
    expect(caught).toMatchObject(fields);
    expect(count(log, "GET /users/me")).toBe(1);
    // A failed read does not end the session.
    expect(store.get()).toEqual(tokens);
  });

  it("getProject() waits out two 429s with Retry-After: 0", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    const fault = h.emulator.faults.add({
      method: "GET",
      path: "/api/v1/projects/current",
      times: 2,
      kind: "status",
      status: 429,
      retryAfter: 0,
    });
    expect(await app.getProject()).toMatchObject({ id: h.emulator.projectId });
    expect(count(log, "GET /projects/current")).toBe(3);
    expect(h.emulator.faults.get(fault.id)).toMatchObject({ fired: 2, remaining: 0 });
  });

  it("getUser() retries a connection reset before handling", async () => {
    const log: RequestLog = [];
    const { app, store, email } = await signedIn(log);
    h.emulator.faults.add({
      method: "GET",
      path: "/api/v1/users/me",
      times: 1,
      kind: "reset",
      when: "before",
    });
    expect((await app.getUser({ tokenStore: store }))?.primaryEmail).toBe(email);
    expect(count(log, "GET /users/me")).toBe(2);
  });
});

describe("writes through the apps: never sent twice", () => {
  it("signUpWithCredential() whose answer is lost: a NetworkError, one user, still signed out", async () => {
    const email = uniqueEmail();
    const log: RequestLog = [];
    const store = new MemoryTokenStore();
    const app: StackClientApp = h.client({ tokenStore: store }, log);
    h.emulator.faults.add({
      method: "POST",
      path: "/api/v1/auth/password/sign-up",
      kind: "reset",
      when: "after",
    });
    const caught = await failure(app.signUpWithCredential({ email, password: PASSWORD }));
    expect(caught).toBeInstanceOf(NetworkError);
    expect(caught).toMatchObject({
      method: "POST",
      diagnostics: expect.objectContaining({ apiReachable: true }),
    });
    expect(count(log, "POST /auth/password/sign-up")).toBe(1);
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    h.emulator.faults.clear();
    const users = await h.server().listUsers({ query: email });
    expect(users.map((u) => u.primaryEmail)).toEqual([email]);
  });

  it("user.update() whose answer is lost: a NetworkError, one PATCH, the update applied", async () => {
    const log: RequestLog = [];
    const { user } = await signedIn(log);
    h.emulator.faults.add({
      method: "PATCH",
      path: "/api/v1/users/me",
      kind: "reset",
      when: "after",
    });
    const caught = await failure(user.update({ displayName: "Once" }));
    expect(caught).toBeInstanceOf(NetworkError);
    expect(count(log, "PATCH /users/me")).toBe(1);
    h.emulator.faults.clear();
    expect((await h.server().getUser(user.id))?.displayName).toBe("Once");
  });

  it("user.update() refused with a 502: an HttpError, nothing applied", async () => {
    const log: RequestLog = [];
    const { user } = await signedIn(log);
    h.emulator.faults.add({
      method: "PATCH",
      path: "/api/v1/users/me",
      kind: "status",
      status: 502,
    });
    const caught = await failure(user.update({ displayName: "Never" }));
    expect(caught).toBeInstanceOf(HttpError);
    expect(caught).toMatchObject({ method: "PATCH", status: 502 });
    expect(count(log, "PATCH /users/me")).toBe(1);
    h.emulator.faults.clear();
    expect((await h.server().getUser(user.id))?.displayName).not.toBe("Never");
  });

  it("signOut() whose DELETE answer is lost is retried and still signs out", async () => {
    const log: RequestLog = [];
    const { app, store } = await signedIn(log);
    const fault = h.emulator.faults.add({
      method: "DELETE",
      path: "/api/v1/auth/sessions/current",
      times: 1,
      kind: "reset",
      when: "after",
    });
    // Regression: the retry's access token belongs to the ended session, its refresh is refused,
    // and a third DELETE without tokens answered USER_AUTHENTICATION_REQUIRED, which signOut threw.
    await app.signOut({ noRedirect: true });
    expect(h.emulator.faults.get(fault.id)?.fired).toBe(1);
    expect(log.filter((l) => l.startsWith("DELETE ")).length).toBeGreaterThanOrEqual(2);
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await app.getUser()).toBeNull();
  });

  it("server deleteUser() whose DELETE answer is lost is retried", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const created = await server.createUser({ primaryEmail: uniqueEmail() });
    h.emulator.faults.add({
      method: "DELETE",
      path: "/api/v1/users/*",
      times: 1,
      kind: "reset",
      when: "after",
    });
    const caught = await failure(server.deleteUser(created.id));
    expect(count(log, `DELETE /users/${created.id}`)).toBe(2);
    expect(await server.getUser(created.id)).toBeNull();
    // Documents the current behaviour: the retry finds the user already gone and the caller gets
    // USER_NOT_FOUND although its delete succeeded (the DELETE is retried, its answer is not).
    expect(KnownError.hasCode(caught, "USER_NOT_FOUND")).toBe(true);
  });
});
