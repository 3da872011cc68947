import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../server/start-emulator.js";
import {
  call,
  DEMO_ADMIN_USER,
  DEMO_PROJECT,
  DEMO_USER,
  INTERNAL_PROJECT,
  knownError,
  signIn,
  startTestEmulator,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const me = (accessToken: string) => call(emulator, "GET", "/users/me", { accessToken });

describe("x-stack-access-token", () => {
  it("identifies the signed-in user", async () => {
    const { access_token } = await signIn(emulator);
    const res = await me(access_token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(DEMO_USER.id);
  });

  it("refuses garbage with UNPARSABLE_ACCESS_TOKEN", async () => {
    const res = await me("garbage.not.jwt");
    expect(knownError(res)).toMatchObject({ status: 401, code: "UNPARSABLE_ACCESS_TOKEN" });
  });

  it("refuses a token signed with another key", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ project_id: DEMO_PROJECT.id, refresh_token_id: "x" })
      .setProtectedHeader({ alg: "ES256", kid: "forgedkey123" })
      .setSubject(DEMO_USER.id)
      .setAudience(DEMO_PROJECT.id)
      .setIssuer(`${emulator.url}/api/v1/projects/${DEMO_PROJECT.id}`)
      .setExpirationTime("5m")
      .sign(privateKey);
    const res = await me(forged);
    expect(knownError(res)).toMatchObject({ status: 401, code: "UNPARSABLE_ACCESS_TOKEN" });
  });

  it("refuses a token of another project with INVALID_PROJECT_FOR_ACCESS_TOKEN", async () => {
    const { access_token } = await signIn(
      emulator,
      DEMO_ADMIN_USER.email,
      DEMO_ADMIN_USER.password,
      INTERNAL_PROJECT,
    );
    const res = await me(access_token);
    expect(knownError(res)).toMatchObject({
      status: 401,
      code: "INVALID_PROJECT_FOR_ACCESS_TOKEN",
    });
    expect(res.body.details).toEqual({
      expected_project_id: DEMO_PROJECT.id,
      actual_project_id: INTERNAL_PROJECT.id,
    });
  });

  // Regression: the emulator answered ACCESS_TOKEN_EXPIRED at once after sign-out, where the
  // service's access tokens are stateless JWTs: only the refresh token dies with the session.
  it("keeps accepting the access token of a signed-out session until it expires (a stateless JWT)", async () => {
    const { access_token, refresh_token, user_id } = await signIn(emulator);
    const signOut = await call(emulator, "DELETE", "/auth/sessions/current", {
      accessToken: access_token,
      body: {},
    });
    expect(signOut.status).toBe(200);
    const res = await me(access_token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user_id);
    const refreshed = await call(emulator, "POST", "/auth/sessions/current/refresh", {
      refreshToken: refresh_token,
      body: {},
    });
    expect(knownError(refreshed)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
  });

  it("authenticates no user with the token of a deleted user (CANNOT_GET_OWN_USER_WITHOUT_USER)", async () => {
    const created = await call(emulator, "POST", "/users", { access: "server", body: {} });
    const session = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: created.body.id },
    });
    await call(emulator, "DELETE", `/users/${created.body.id}`, { access: "server" });
    const res = await me(session.body.access_token);
    expect(knownError(res)).toMatchObject({
      status: 400,
      code: "CANNOT_GET_OWN_USER_WITHOUT_USER",
    });
  });
});

describe("expired access tokens", () => {
  let shortLived: RunningEmulator;
  beforeAll(async () => {
    shortLived = await startTestEmulator({ accessTokenLifetimeMs: 1500 });
  });
  afterAll(() => shortLived.stop());

  it("refuses them with ACCESS_TOKEN_EXPIRED and the details an SDK needs to refresh", async () => {
    const tokens = await signIn(shortLived);
    // exp is whole seconds: the token lives at least 500 ms and at most 1500 ms.
    const fresh = await call(shortLived, "GET", "/users/me", { accessToken: tokens.access_token });
    expect(fresh.status).toBe(200);
    // The emulator's clock moves past the token's lifetime instead of the test waiting for it.
    shortLived.clock.advance(1600);
    const res = await call(shortLived, "GET", "/users/me", {
      accessToken: tokens.access_token,
    }).finally(() => shortLived.clock.reset());
    expect(knownError(res)).toEqual({
      status: 401,
      code: "ACCESS_TOKEN_EXPIRED",
      header: "ACCESS_TOKEN_EXPIRED",
    });
    const payload = JSON.parse(
      Buffer.from(tokens.access_token.split(".")[1] ?? "", "base64url").toString(),
    );
    expect(res.body.details).toEqual({
      expired_at_millis: payload.exp * 1000,
      project_id: DEMO_PROJECT.id,
      user_id: DEMO_USER.id,
      refresh_token_id: payload.refresh_token_id,
    });
    // The refresh token still works and gives a fresh access token.
    const refreshed = await call(shortLived, "POST", "/auth/sessions/current/refresh", {
      refreshToken: tokens.refresh_token,
      body: {},
    });
    expect(refreshed.status).toBe(200);
    const again = await call(shortLived, "GET", "/users/me", {
      accessToken: refreshed.body.access_token,
    });
    expect(again.status).toBe(200);
  });
});
