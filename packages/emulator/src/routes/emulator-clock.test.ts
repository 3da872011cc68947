import { StackClientApp } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { decodeJwt } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import {
  call,
  DEMO_USER,
  knownError,
  refreshGrant,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const LIFETIME_MS = 60_000;
const emulator = useTestEmulator({ accessTokenLifetimeMs: LIFETIME_MS });

afterEach(() => emulator.clock.reset());

async function clockRequest(method: string, body?: unknown) {
  const response = await fetch(`${emulator.url}/emulator/clock`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

describe("/emulator/clock", () => {
  it("reads, advances, sets and resets the emulator's time", async () => {
    const before = Date.now();
    const read = await clockRequest("GET");
    expect(read.status).toBe(200);
    expect(read.body.nowMs).toBeGreaterThanOrEqual(before);
    expect(read.body.offsetMs).toBe(0);
    expect(new Date(read.body.iso).getTime()).toBe(read.body.nowMs);

    const advanced = await clockRequest("POST", { advanceMs: 3_600_000 });
    expect(advanced.body.offsetMs).toBe(3_600_000);
    expect(emulator.clock.offsetMs).toBe(3_600_000);

    const set = await clockRequest("POST", { setMs: Date.UTC(2030, 0, 1) });
    expect(set.body.nowMs).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1));
    expect(set.body.iso.startsWith("2030-01-01T00:00:0")).toBe(true);

    const reset = await clockRequest("DELETE");
    expect(reset.body.offsetMs).toBe(0);
  });

  it("refuses a body without exactly one of advanceMs and setMs", async () => {
    for (const body of [{}, { advanceMs: 1, setMs: 2 }, { advanceMs: "1" }, { sleep: 1 }]) {
      const res = await clockRequest("POST", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(
        "body: must have exactly one of advanceMs, setMs (a finite number)",
      );
    }
  });
});

describe("tokens and sessions follow the clock", () => {
  it("dates new access tokens by the emulator's time", async () => {
    emulator.clock.set(Date.UTC(2030, 0, 1));
    const { access_token } = await signIn(emulator);
    const { iat, exp } = decodeJwt(access_token);
    expect(iat).toBe(Date.UTC(2030, 0, 1) / 1000);
    expect(exp).toBe((Date.UTC(2030, 0, 1) + LIFETIME_MS) / 1000);
  });

  it("expires an access token once the clock passes its lifetime; a refresh gives a new one", async () => {
    const tokens = await signIn(emulator);
    emulator.clock.advance(LIFETIME_MS + 1000);
    const me = await call(emulator, "GET", "/users/me", { accessToken: tokens.access_token });
    expect(knownError(me)).toEqual({
      status: 401,
      code: "ACCESS_TOKEN_EXPIRED",
      header: "ACCESS_TOKEN_EXPIRED",
    });
    const refreshed = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: emulator.projectId,
      client_secret: emulator.publishableClientKey,
    });
    expect(refreshed.status).toBe(200);
    const again = await call(emulator, "GET", "/users/me", {
      accessToken: refreshed.body.access_token,
    });
    expect(again.body.id).toBe(DEMO_USER.id);
  });

  it("ends a session once the clock passes its expiry", async () => {
    const created = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: DEMO_USER.id, expires_in_millis: 10 * LIFETIME_MS },
    });
    expect(created.status).toBe(200);
    emulator.clock.advance(10 * LIFETIME_MS + 1000);
    const refresh = await call(emulator, "POST", "/auth/sessions/current/refresh", {
      refreshToken: created.body.refresh_token,
      body: {},
    });
    expect(knownError(refresh)).toMatchObject({ code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED" });
  });

  it("lets the SDK refresh transparently after the clock passed the access token's lifetime", async () => {
    const paths: string[] = [];
    const tokenStore = new MemoryTokenStore();
    const app = () =>
      new StackClientApp({
        baseUrl: emulator.url,
        projectId: emulator.projectId,
        publishableClientKey: emulator.publishableClientKey,
        tokenStore,
        redirectMethod: "none",
        fetch: (input, init) => {
          paths.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
          return fetch(input, init);
        },
      });
    await app().signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
    const { accessToken } = tokenStore.get();
    emulator.clock.advance(LIFETIME_MS + 1000);
    const stale = await call(emulator, "GET", "/users/me", { accessToken: accessToken ?? "" });
    expect(knownError(stale).code).toBe("ACCESS_TOKEN_EXPIRED");

    // A fresh app on the same tokens, so the user is read from the emulator, not a cache.
    paths.length = 0;
    const user = await app().getUser({ or: "throw" });
    expect(user?.id).toBe(DEMO_USER.id);
    expect(paths).toEqual(["/api/v1/users/me", "/api/v1/auth/oauth/token", "/api/v1/users/me"]);
    const fresh = tokenStore.get().accessToken ?? "";
    expect(fresh).not.toBe(accessToken);
    expect(decodeJwt(fresh).exp).toBeGreaterThan((Date.now() + LIFETIME_MS) / 1000);
  });
});

describe("the documented example", () => {
  it("refreshes an access token the clock has expired", async () => {
    const paths: string[] = [];
    const app = new StackClientApp({
      baseUrl: emulator.url,
      projectId: emulator.projectId,
      publishableClientKey: emulator.publishableClientKey,
      tokenStore: "memory",
      redirectMethod: "none",
      fetch: (input, init) => {
        paths.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    await app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
    const user = await app.getUser({ or: "throw" });
    emulator.clock.advance(LIFETIME_MS + 1000);
    paths.length = 0;
    await user?.update({ displayName: "Demo User" });
    expect(paths).toEqual([
      "PATCH /api/v1/users/me",
      "POST /api/v1/auth/oauth/token",
      "PATCH /api/v1/users/me",
    ]);
  });
});
