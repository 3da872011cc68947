import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_USER,
  knownError,
  refreshGrant,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const refresh = (refreshToken: string) =>
  call(emulator, "POST", "/auth/sessions/current/refresh", { refreshToken, body: {} });

const grant = (refreshToken: string) =>
  refreshGrant(emulator, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: emulator.projectId,
    client_secret: emulator.publishableClientKey,
  });

describe("POST /auth/sessions/current/refresh", () => {
  // Regression: a stale access token sent along made the answer ACCESS_TOKEN_EXPIRED, where the
  // service judges the refresh token alone.
  it("answers for the refresh token alone: a stale access token sent along changes nothing", async () => {
    const tokens = await signIn(emulator);
    await call(emulator, "DELETE", "/auth/sessions/current", {
      accessToken: tokens.access_token,
      body: {},
    });
    const res = await call(emulator, "POST", "/auth/sessions/current/refresh", {
      refreshToken: tokens.refresh_token,
      accessToken: tokens.access_token,
      body: {},
    });
    expect(knownError(res)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
    const live = await signIn(emulator);
    const withStale = await call(emulator, "POST", "/auth/sessions/current/refresh", {
      refreshToken: live.refresh_token,
      accessToken: tokens.access_token,
      body: {},
    });
    expect(withStale.status).toBe(200);
    expect(withStale.body.access_token).toEqual(expect.any(String));
  });

  it("gives a working access token for the x-stack-refresh-token header", async () => {
    const tokens = await signIn(emulator);
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["access_token"]);
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body.id).toBe(DEMO_USER.id);
  });

  it("refuses an unknown refresh token and a missing header", async () => {
    expect(knownError(await refresh("nope"))).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
    const missing = await call(emulator, "POST", "/auth/sessions/current/refresh", { body: {} });
    expect(missing.body.error).toBe("headers.x-stack-refresh-token: is required");
  });
});

describe("DELETE /auth/sessions/current (sign-out)", () => {
  it("ends the session: its refresh token stops working; its access token lives until it expires", async () => {
    const tokens = await signIn(emulator);
    const other = await signIn(emulator);
    const res = await call(emulator, "DELETE", "/auth/sessions/current", {
      accessToken: tokens.access_token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(knownError(await grant(tokens.refresh_token))).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const me = await call(emulator, "GET", "/users/me", { accessToken: tokens.access_token });
    expect(me.status).toBe(200);
    // Signing out again with it finds no session to end.
    const again = await call(emulator, "DELETE", "/auth/sessions/current", {
      accessToken: tokens.access_token,
      body: {},
    });
    expect(knownError(again)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
    // Other sessions of the same user are untouched.
    expect((await grant(other.refresh_token)).status).toBe(200);
  });

  it("signs out with the refresh token alone", async () => {
    const tokens = await signIn(emulator);
    const res = await call(emulator, "DELETE", "/auth/sessions/current", {
      refreshToken: tokens.refresh_token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect((await grant(tokens.refresh_token)).status).toBe(401);
  });

  it("needs a session", async () => {
    const res = await call(emulator, "DELETE", "/auth/sessions/current", { body: {} });
    expect(knownError(res)).toMatchObject({ status: 401, code: "USER_AUTHENTICATION_REQUIRED" });
  });
});

describe("POST /auth/sessions (server)", () => {
  it("creates a session for a user", async () => {
    const res = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: DEMO_USER.id, expires_in_millis: 60_000, is_impersonation: true },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "refresh_token"]);
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body.id).toBe(DEMO_USER.id);
    expect((await grant(res.body.refresh_token)).status).toBe(200);
  });

  it("refuses more than 367 days, an unknown user, and client access", async () => {
    const tooLong = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: DEMO_USER.id, expires_in_millis: 368 * 24 * 3600 * 1000 },
    });
    expect(knownError(tooLong)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(tooLong.body.error).toMatch(/^body\.expires_in_millis: must be at most 31708800000/);
    const unknown = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: "11111111-1111-4111-8111-111111111111" },
    });
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
    const client = await call(emulator, "POST", "/auth/sessions", {
      body: { user_id: DEMO_USER.id },
    });
    expect(knownError(client)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
  });
});

describe("session expiry", () => {
  it("refuses a refresh token once its session has expired", async () => {
    const res = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: DEMO_USER.id, expires_in_millis: 50 },
    });
    // The emulator's clock moves past the session's expiry instead of the test waiting for it.
    emulator.clock.advance(80);
    const refused = await grant(res.body.refresh_token).finally(() => emulator.clock.reset());
    expect(knownError(refused)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
  });
});
