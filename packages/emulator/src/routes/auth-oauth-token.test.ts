import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_ADMIN_USER,
  DEMO_PROJECT,
  INTERNAL_PROJECT,
  knownError,
  refreshGrant,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const grant = (refreshToken: string, extra: Record<string, string> = {}) =>
  refreshGrant(emulator, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: DEMO_PROJECT.id,
    client_secret: DEMO_PROJECT.publishableClientKey,
    ...extra,
  });

describe("POST /auth/oauth/token (refresh grant)", () => {
  it("gives a new access token for a refresh token, without x-stack headers", async () => {
    const tokens = await signIn(emulator);
    const res = await grant(tokens.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      token_type: "Bearer",
      expires_in: 600,
      scope: "legacy",
      refresh_token: tokens.refresh_token,
    });
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.status).toBe(200);
    // Not rotated: the refresh token keeps working.
    expect((await grant(tokens.refresh_token)).status).toBe(200);
  });

  it("accepts the client credentials as HTTP Basic", async () => {
    const tokens = await signIn(emulator);
    const basic = Buffer.from(`${DEMO_PROJECT.id}:${DEMO_PROJECT.publishableClientKey}`).toString(
      "base64",
    );
    const res = await fetch(`${emulator.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${basic}`,
      },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(res.status).toBe(200);
  });

  // Regression (issue 31): decodeURIComponent threw on a malformed escape, and the answer was 500.
  it.each([
    ["a malformed escape in the client id", "%zz:pck"],
    ["a lone % in the client secret", "00000000-0000-4000-8000-000000000001:pck%"],
  ])(
    "answers a Basic header with %s with 400 INVALID_OAUTH_CLIENT_ID_OR_SECRET, not 500",
    async (_, credentials) => {
      const res = await fetch(`${emulator.url}/api/v1/auth/oauth/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
        },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "x" }),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("x-stack-known-error")).toBe("INVALID_OAUTH_CLIENT_ID_OR_SECRET");
    },
  );

  it("refuses an unknown refresh token with a real 401 REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", async () => {
    const res = await grant("no-such-refresh-token");
    expect(knownError(res)).toEqual({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
      header: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
  });

  // Regression: with the x-stack headers and a stale access token sent along, the emulator judged
  // the access token (ACCESS_TOKEN_EXPIRED) where the service answers for the refresh token.
  it("ignores an access token sent along: a deleted user's refresh is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", async () => {
    const created = await call(emulator, "POST", "/users", {
      access: "server",
      body: { primary_email: `gone-${crypto.randomUUID()}@example.com` },
    });
    const session = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: created.body.id },
    });
    const { access_token, refresh_token } = session.body;
    await call(emulator, "DELETE", `/users/${created.body.id}`, { access: "server" });
    const res = await fetch(`${emulator.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-stack-project-id": DEMO_PROJECT.id,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": DEMO_PROJECT.publishableClientKey,
        "x-stack-access-token": access_token,
        authorization: `Bearer ${access_token}`,
      },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token,
        client_id: DEMO_PROJECT.id,
        client_secret: DEMO_PROJECT.publishableClientKey,
      }),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED");
  });

  it("a live refresh token works whatever access token comes along", async () => {
    const tokens = await signIn(emulator);
    const res = await fetch(`${emulator.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-stack-project-id": DEMO_PROJECT.id,
        "x-stack-access-type": "client",
        "x-stack-access-token": "garbage",
      },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: DEMO_PROJECT.id,
        client_secret: DEMO_PROJECT.publishableClientKey,
      }),
    });
    expect(res.status).toBe(200);
  });

  it("refuses a refresh token of another project", async () => {
    const internal = await signIn(
      emulator,
      DEMO_ADMIN_USER.email,
      DEMO_ADMIN_USER.password,
      INTERNAL_PROJECT,
    );
    const res = await grant(internal.refresh_token);
    expect(knownError(res)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
  });

  it.each([
    ["a wrong client secret", { client_secret: "pck_wrong" }],
    ["an unknown client id", { client_id: "11111111-1111-4111-8111-111111111111" }],
    ["an empty client secret", { client_secret: "" }],
  ])("refuses %s with 400 INVALID_OAUTH_CLIENT_ID_OR_SECRET", async (_, extra) => {
    const tokens = await signIn(emulator);
    const res = await grant(tokens.refresh_token, extra);
    expect(knownError(res)).toMatchObject({
      status: 400,
      code: "INVALID_OAUTH_CLIENT_ID_OR_SECRET",
    });
  });

  it("answers no secret, or the public-client sentinel, of a project that requires a key with 401 PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, as the service does", async () => {
    const tokens = await signIn(emulator);
    const secrets: Record<string, string>[] = [{ client_secret: "__stack_public_client__" }, {}];
    for (const fields of secrets) {
      const res = await refreshGrant(emulator, {
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: DEMO_PROJECT.id,
        ...fields,
      });
      expect(knownError(res)).toEqual({
        status: 401,
        code: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
        header: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
      });
      expect(res.body.details).toEqual({ project_id: DEMO_PROJECT.id });
    }
  });

  it("refuses other grant types with a 400 that names the grant type", async () => {
    const res = await refreshGrant(emulator, {
      grant_type: "password",
      client_id: DEMO_PROJECT.id,
      client_secret: DEMO_PROJECT.publishableClientKey,
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toMatch(/^body\.grant_type: unsupported grant type "password"/);
  });

  it("never rewrites its errors to 200 (the SDK sends no override header here)", async () => {
    const res = await grant("no-such-refresh-token");
    expect(res.headers.get("x-stack-actual-status")).toBeNull();
  });
});
