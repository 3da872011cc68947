// The refresh grant (POST /auth/oauth/token) under faults: 20 concurrent getUser() calls on a
// session whose access token is expired share one refresh whether it is slow, lost on the way
// or refused, and a refused one signs the session out everywhere.
import { HttpError, type StackClientApp } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { afterEach, describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

afterEach(() => {
  h.emulator.faults.clear();
  h.emulator.clock.reset();
});

const TOKEN_PATH = "/api/v1/auth/oauth/token";
/** An access token whose `exp` is in 2001: the SDK refreshes before using it. */
const EXPIRED = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjEwMDAwMDAwMDB9.c2lnbmF0dXJlLW5vdC1jaGVja2Vk";
const PASSWORD = "pass-word-1";

/** A fresh user and a signed-in session of theirs: its refresh token and the user's id. */
async function newSession(email = uniqueEmail()) {
  const user = await h.server().createUser({ primaryEmail: email, password: PASSWORD });
  const refreshToken = await signIn(email);
  return { email, userId: user.id, refreshToken };
}

async function signIn(email: string): Promise<string> {
  const store = new MemoryTokenStore();
  const result = await h
    .client({ tokenStore: store })
    .signInWithCredential({ email, password: PASSWORD });
  expect(result.status).toBe("ok");
  const { refreshToken } = store.get();
  if (!refreshToken) throw new Error("sign-in stored no refresh token");
  return refreshToken;
}

const concurrently = (app: StackClientApp, n = 20) =>
  Promise.all(Array.from({ length: n }, () => app.getUser()));

const count = (log: RequestLog, entry: string) => log.filter((l) => l === entry).length;

describe("20 concurrent getUser() calls with an expired access token", () => {
  it("share one refresh while the refresh endpoint is slow", async () => {
    const { email, refreshToken } = await newSession();
    const fault = h.emulator.faults.add({
      method: "POST",
      path: TOKEN_PATH,
      kind: "latency",
      ms: 300,
    });
    const store = new MemoryTokenStore({ accessToken: EXPIRED, refreshToken });
    const log: RequestLog = [];
    const users = await concurrently(h.client({ tokenStore: store }, log));
    expect(users.map((u) => u?.primaryEmail)).toEqual(Array(20).fill(email));
    expect(count(log, "POST /auth/oauth/token")).toBe(1);
    expect(h.emulator.faults.get(fault.id)?.fired).toBe(1);
    expect(store.get()).toEqual({ accessToken: expect.any(String), refreshToken });
    expect(store.get().accessToken).not.toBe(EXPIRED);
  });

  it("share one refresh when the emulator's clock expired the token (reactive refresh)", async () => {
    const { email, refreshToken } = await newSession();
    const store = new MemoryTokenStore({ refreshToken });
    const log: RequestLog = [];
    const app = h.client({ tokenStore: store }, log);
    expect((await app.getUser())?.primaryEmail).toBe(email); // refreshes: no access token yet
    const first = store.get().accessToken;
    log.length = 0;
    // The token looks fresh locally, but the emulator now says it expired.
    h.emulator.clock.advance(11 * 60_000);
    h.emulator.faults.add({ method: "POST", path: TOKEN_PATH, kind: "latency", ms: 200 });
    const users = await Promise.all(
      Array.from({ length: 20 }, () => app.getUser({ tokenStore: store })),
    );
    expect(users.map((u) => u?.primaryEmail)).toEqual(Array(20).fill(email));
    expect(count(log, "POST /auth/oauth/token")).toBe(1);
    // Each call sent the old token, heard it expired, and sent again with the refreshed one.
    expect(count(log, "GET /users/me")).toBe(40);
    expect(store.get().accessToken).not.toBe(first);
    expect(store.get().refreshToken).toBe(refreshToken);
  });

  it("retry a refresh whose connection resets before handling: one grant, the session kept", async () => {
    const { email, refreshToken } = await newSession();
    const fault = h.emulator.faults.add({
      method: "POST",
      path: TOKEN_PATH,
      times: 1,
      kind: "reset",
      when: "before",
    });
    const store = new MemoryTokenStore({ accessToken: EXPIRED, refreshToken });
    const log: RequestLog = [];
    const users = await concurrently(h.client({ tokenStore: store }, log));
    expect(users.map((u) => u?.primaryEmail)).toEqual(Array(20).fill(email));
    // Two tries of one shared grant; only the second reached the handler.
    expect(count(log, "POST /auth/oauth/token")).toBe(2);
    expect(h.emulator.faults.get(fault.id)).toMatchObject({ fired: 1, remaining: 0 });
    expect(store.get()).toEqual({ accessToken: expect.any(String), refreshToken });
    expect(store.get().accessToken).not.toBe(EXPIRED);
  });

  it("retry a refresh whose answer is lost (reset after handling): the grant is repeatable", async () => {
    const { email, refreshToken } = await newSession();
    h.emulator.faults.add({
      method: "POST",
      path: TOKEN_PATH,
      times: 1,
      kind: "reset",
      when: "after",
    });
    const store = new MemoryTokenStore({ accessToken: EXPIRED, refreshToken });
    const log: RequestLog = [];
    const users = await concurrently(h.client({ tokenStore: store }, log));
    expect(users.map((u) => u?.primaryEmail)).toEqual(Array(20).fill(email));
    expect(count(log, "POST /auth/oauth/token")).toBe(2);
    expect(store.get().refreshToken).toBe(refreshToken);
  });

  it("keep the session when the refresh fails with a 503 (an outage is not a sign-out)", async () => {
    const { email, refreshToken } = await newSession();
    h.emulator.faults.add({
      method: "POST",
      path: TOKEN_PATH,
      times: 1,
      kind: "status",
      status: 503,
    });
    const store = new MemoryTokenStore({ accessToken: EXPIRED, refreshToken });
    const log: RequestLog = [];
    const app = h.client({ tokenStore: store }, log);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => app.getUser()));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 503 });
    }
    expect(count(log, "POST /auth/oauth/token")).toBe(1); // a 503 is not retried
    expect(store.get()).toEqual({ accessToken: EXPIRED, refreshToken });
    // Once the service is back, the same session refreshes.
    expect((await app.getUser())?.primaryEmail).toBe(email);
    expect(store.get().refreshToken).toBe(refreshToken);
  });

  it("are all signed out when the refresh is refused (sessions revoked by a password change)", async () => {
    const { email, userId, refreshToken } = await newSession();
    const otherRefreshToken = await signIn(email);
    await h.server().updateUser(userId, { password: "new-pass-word-2" });
    // Slow, so all 20 callers of each app wait on the one refused grant.
    h.emulator.faults.add({ method: "POST", path: TOKEN_PATH, kind: "latency", ms: 100 });
    const stores = [refreshToken, otherRefreshToken].map(
      (token) => new MemoryTokenStore({ accessToken: EXPIRED, refreshToken: token }),
    );
    const log: RequestLog = [];
    const apps = stores.map((store) => h.client({ tokenStore: store }, log));
    // A third app over the first store: it shares the store's session, and its sign-out.
    apps.push(h.client({ tokenStore: stores[0] }, log));
    const users = await Promise.all(apps.map((app) => concurrently(app)));
    expect(users.flat()).toEqual(Array(60).fill(null));
    expect(count(log, "POST /auth/oauth/token")).toBe(2); // one per session
    for (const store of stores) {
      expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    }
    log.length = 0;
    expect(await Promise.all(apps.map((app) => app.getUser()))).toEqual([null, null, null]);
    expect(log).toEqual([]); // signed out: nothing left to send
  });
});
