import { CLI_LOGIN_MAX_LIFETIME_MS } from "@app/core/internal";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_PROJECT } from "../actions/seed.js";
import { DEFAULT_CLI_AUTH_LIFETIME_MS } from "../store/cli-auth-store.js";
import {
  call,
  DEMO_USER,
  knownError,
  refreshGrant,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

afterEach(() => emulator.clock.reset());

async function start(body: Record<string, unknown> = {}) {
  const res = await call(emulator, "POST", "/auth/cli", { body });
  expect(res.status).toBe(200);
  return res.body as { polling_code: string; login_code: string; expires_at: string };
}

const poll = (pollingCode: string) =>
  call(emulator, "POST", "/auth/cli/poll", { body: { polling_code: pollingCode } });

const complete = (body: Record<string, unknown>, accessToken?: string) =>
  call(emulator, "POST", "/auth/cli/complete", { body, ...(accessToken ? { accessToken } : {}) });

describe("POST /auth/cli", () => {
  it("starts a login with a polling code, a login code and its expiry (2 hours by default)", async () => {
    const now = emulator.clock.now();
    const login = await start();
    expect(login.polling_code).not.toBe(login.login_code);
    expect(Date.parse(login.expires_at)).toBeGreaterThanOrEqual(now + DEFAULT_CLI_AUTH_LIFETIME_MS);
    const custom = await start({ expires_in_millis: 60_000 });
    expect(Date.parse(custom.expires_at) - emulator.clock.now()).toBeLessThanOrEqual(60_000);
  });

  it.each([
    ["zero", { expires_in_millis: 0 }, "body.expires_in_millis: must be at least 1"],
    [
      "over 24 hours",
      { expires_in_millis: CLI_LOGIN_MAX_LIFETIME_MS + 1 },
      `body.expires_in_millis: must be at most ${CLI_LOGIN_MAX_LIFETIME_MS}`,
    ],
    ["an unknown field", { scope: "x" }, "body: contains unknown properties: scope"],
  ])("refuses %s", async (_, body, message) => {
    const res = await call(emulator, "POST", "/auth/cli", { body });
    expect(knownError(res).code).toBe("SCHEMA_ERROR");
    expect(res.body.error).toBe(message);
  });

  it("an unknown anon_refresh_token is the service's plain-text 400 'Invalid anon refresh token'", async () => {
    const unknown = await call(emulator, "POST", "/auth/cli", {
      body: { anon_refresh_token: "nope" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("x-stack-known-error")).toBeNull();
    expect(unknown.text).toBe("Invalid anon refresh token");
    const browser = await signIn(emulator);
    const notAnonymous = await call(emulator, "POST", "/auth/cli", {
      body: { anon_refresh_token: browser.refresh_token },
    });
    expect(notAnonymous.status).toBe(400);
    expect(notAnonymous.text).toBe(
      "The provided refresh token does not belong to an anonymous user",
    );
  });
});

describe("POST /auth/cli/poll and /auth/cli/complete", () => {
  it("after complete with a refresh token, poll hands over that same refresh token once (201), then says used", async () => {
    const login = await start();
    expect((await poll(login.polling_code)).body).toEqual({ status: "waiting" });
    const browser = await signIn(emulator);
    const done = await complete(
      { login_code: login.login_code, refresh_token: browser.refresh_token },
      browser.access_token,
    );
    expect(done.body).toEqual({ success: true });
    const success = await poll(login.polling_code);
    expect(success.status).toBe(201);
    expect(success.body).toEqual({ status: "success", refresh_token: browser.refresh_token });
    const refreshed = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: success.body.refresh_token,
      client_id: DEMO_PROJECT.id,
      client_secret: DEMO_PROJECT.publishableClientKey,
    });
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: refreshed.body.access_token,
    });
    expect(me.body.primary_email).toBe(DEMO_USER.email);
    const used = await poll(login.polling_code);
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ status: "used" });
  });

  it("completes with the browser's refresh token alone, without an access token", async () => {
    const login = await start();
    const browser = await signIn(emulator);
    const done = await complete({
      login_code: login.login_code,
      refresh_token: browser.refresh_token,
    });
    expect(done.body).toEqual({ success: true });
    expect((await poll(login.polling_code)).status).toBe(201);
  });

  it("says expired after the login's time; completing it then is the plain-text 400 'Invalid login code or the code has expired'", async () => {
    const login = await start({ expires_in_millis: 60_000 });
    emulator.clock.advance(60_001);
    expect((await poll(login.polling_code)).body).toEqual({ status: "expired" });
    const browser = await signIn(emulator);
    const res = await complete({
      login_code: login.login_code,
      refresh_token: browser.refresh_token,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("x-stack-known-error")).toBeNull();
    expect(res.text).toBe("Invalid login code or the code has expired");
  });

  it("answers INVALID_POLLING_CODE for an unknown polling code", async () => {
    const res = await poll("not-a-polling-code");
    expect(knownError(res)).toEqual({
      status: 400,
      code: "INVALID_POLLING_CODE",
      header: "INVALID_POLLING_CODE",
    });
  });

  it("complete without a refresh token is the plain-text 400 'refresh_token is required…', and an unknown one 'Invalid refresh token'", async () => {
    const login = await start();
    const browser = await signIn(emulator);
    const missing = await complete({ login_code: login.login_code }, browser.access_token);
    expect(missing.status).toBe(400);
    expect(missing.headers.get("x-stack-known-error")).toBeNull();
    expect(missing.text).toBe("refresh_token is required when mode is 'complete'");
    const unknown = await complete({ login_code: login.login_code, refresh_token: "nope" });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe("Invalid refresh token");
    // Neither confirmed the login.
    expect((await poll(login.polling_code)).body).toEqual({ status: "waiting" });
  });

  it("an unknown or already confirmed login code is the plain-text 400 'Invalid login code or the code has expired'", async () => {
    const login = await start();
    const browser = await signIn(emulator);
    const confirm = (loginCode: string) =>
      complete({ login_code: loginCode, refresh_token: browser.refresh_token });
    const unknown = await confirm("unknown");
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe("Invalid login code or the code has expired");
    expect((await confirm(login.login_code)).body).toEqual({ success: true });
    const twice = await confirm(login.login_code);
    expect(twice.status).toBe(400);
    expect(twice.text).toBe("Invalid login code or the code has expired");
  });

  it("an anonymous browser may not complete a login (RESTRICTED_USER_NOT_ALLOWED)", async () => {
    const login = await start();
    const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
    const res = await complete({
      login_code: login.login_code,
      refresh_token: anonymous.body.refresh_token,
    });
    expect(knownError(res)).toMatchObject({ status: 403, code: "RESTRICTED_USER_NOT_ALLOWED" });
    expect(res.body.details).toEqual({ restricted_reason: { type: "anonymous" } });
  });

  it("checks whether the program brought an anonymous session, and hands it over", async () => {
    const plain = await start();
    const browser = await signIn(emulator);
    expect(
      (await complete({ login_code: plain.login_code, mode: "check" }, browser.access_token)).body,
    ).toEqual({ cli_session_state: "none" });

    const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
    const login = await start({ anon_refresh_token: anonymous.body.refresh_token });
    expect((await complete({ login_code: login.login_code, mode: "check" })).body).toEqual({
      cli_session_state: "anonymous",
    });
    const claimed = await complete({ login_code: login.login_code, mode: "claim-anon-session" });
    // The program's anonymous session itself, handed over once.
    expect(claimed.body).toEqual({
      access_token: expect.any(String),
      refresh_token: anonymous.body.refresh_token,
    });
    const again = await complete({ login_code: login.login_code, mode: "claim-anon-session" });
    expect(again.status).toBe(400);
    expect(again.text).toBe("No anonymous session associated with this code");
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: claimed.body.access_token,
      allowAnonymous: true,
    });
    expect(me.body.id).toBe(anonymous.body.user_id);
    // Checking and claiming do not confirm the login.
    expect((await poll(login.polling_code)).body).toEqual({ status: "waiting" });
  });
});
