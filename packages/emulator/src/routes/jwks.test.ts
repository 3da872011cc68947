import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { call, DEMO_PROJECT, DEMO_USER, signIn, useTestEmulator } from "../testing/harness.js";

const emulator = useTestEmulator();

const jwksUrl = (query = "") =>
  new URL(`${emulator.url}/api/v1/projects/${DEMO_PROJECT.id}/.well-known/jwks.json${query}`);

describe("JWKS and access token claims", () => {
  it("serves public ES256 keys, cacheable for an hour", async () => {
    const res = await fetch(jwksUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const { keys } = await res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kty: "EC",
      alg: "ES256",
      crv: "P-256",
      kid: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      x: expect.any(String),
      y: expect.any(String),
    });
  });

  it("verifies an issued access token, whose claims describe the user", async () => {
    const tokens = await signIn(emulator);
    const header = decodeProtectedHeader(tokens.access_token);
    expect(header.alg).toBe("ES256");
    expect(header.kid).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(jwksUrl()), {
      issuer: `${emulator.url}/api/v1/projects/${DEMO_PROJECT.id}`,
      audience: DEMO_PROJECT.id,
    });
    const user = await call(emulator, "GET", "/users/me", { accessToken: tokens.access_token });
    expect(payload).toEqual({
      sub: DEMO_USER.id,
      iat: expect.any(Number),
      exp: expect.any(Number),
      iss: `${emulator.url}/api/v1/projects/${DEMO_PROJECT.id}`,
      aud: DEMO_PROJECT.id,
      project_id: DEMO_PROJECT.id,
      branch_id: "main",
      refresh_token_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      role: "authenticated",
      name: DEMO_USER.displayName,
      email: DEMO_USER.email,
      email_verified: true,
      selected_team_id: null,
      signed_up_at: Math.floor(user.body.signed_up_at_millis / 1000),
      is_anonymous: false,
      is_restricted: false,
      restricted_reason: null,
      requires_totp_mfa: false,
    });
    // signed_up_at is in seconds, not milliseconds.
    expect(payload.signed_up_at).toBeLessThan(Date.now() / 100);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
  });

  it("adds the anonymous key on request, which verifies anonymous users' tokens", async () => {
    const anon = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
    const withAnon = await (await fetch(jwksUrl("?include_anonymous=true"))).json();
    expect(withAnon.keys).toHaveLength(2);
    await expect(
      jwtVerify(anon.body.access_token, createRemoteJWKSet(jwksUrl()), {
        audience: `${DEMO_PROJECT.id}:anon`,
      }),
    ).rejects.toThrow();
    const { payload } = await jwtVerify(
      anon.body.access_token,
      createRemoteJWKSet(jwksUrl("?include_anonymous=true")),
      {
        issuer: `${emulator.url}/api/v1/projects-anonymous-users/${DEMO_PROJECT.id}`,
        audience: `${DEMO_PROJECT.id}:anon`,
      },
    );
    expect(payload).toMatchObject({ is_anonymous: true, email: null, name: null });
    const viaIssuer = await fetch(
      `${emulator.url}/api/v1/projects-anonymous-users/${DEMO_PROJECT.id}/.well-known/jwks.json`,
    );
    expect((await viaIssuer.json()).keys).toEqual(withAnon.keys);
  });

  it("answers 404 text for an unknown project, without needing any header", async () => {
    const res = await fetch(
      `${emulator.url}/api/v1/projects/11111111-1111-4111-8111-111111111111/.well-known/jwks.json`,
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
