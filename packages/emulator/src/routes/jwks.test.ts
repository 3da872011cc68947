import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWK,
  jwtVerify,
} from "jose";
import { describe, expect, it } from "vitest";
import { createSession } from "../actions/create-session.js";
import { seedState } from "../actions/seed.js";
import { createApp } from "../server/app.js";
import { createServices } from "../server/services.js";
import {
  call,
  DEMO_PROJECT,
  DEMO_USER,
  signIn,
  startTestEmulator,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const jwksUrl = (query = "") =>
  new URL(`${emulator.url}/api/v1/projects/${DEMO_PROJECT.id}/.well-known/jwks.json${query}`);

const jwk = {
  kty: "EC",
  alg: "ES256",
  crv: "P-256",
  kid: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
  x: expect.any(String),
  y: expect.any(String),
};

const keysOf = async (url: URL | string) => (await (await fetch(url)).json()).keys as JWK[];

describe("JWKS and access token claims", () => {
  // Regression: the emulator served one key per audience; the service serves two (legacy and
  // current), and include_anonymous also brings the restricted audience's keys.
  it("serves two public ES256 keys per audience, cacheable for an hour", async () => {
    const res = await fetch(jwksUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const { keys } = await res.json();
    expect(keys).toEqual([jwk, jwk]);
    const restricted = await keysOf(jwksUrl("?include_restricted=true"));
    const anonymous = await keysOf(jwksUrl("?include_anonymous=true"));
    expect(restricted).toHaveLength(4);
    expect(anonymous).toHaveLength(6);
    expect(restricted.slice(0, 2)).toEqual(keys);
    expect(anonymous.slice(0, 4)).toEqual(restricted);
    expect(new Set(anonymous.map((key) => key.kid)).size).toBe(6);
  });

  it("signs with the first (legacy) key of the audience", async () => {
    const tokens = await signIn(emulator);
    const [first] = await keysOf(jwksUrl());
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(first?.kid);
  });

  it("derives the keys, so a JWKS cached before a restart still verifies new tokens", async () => {
    const cached = createLocalJWKSet({ keys: await keysOf(jwksUrl()) });
    const restarted = await startTestEmulator();
    try {
      const tokens = await signIn(restarted);
      const { payload } = await jwtVerify(tokens.access_token, cached, {
        audience: DEMO_PROJECT.id,
      });
      expect(payload.sub).toBe(DEMO_USER.id);
    } finally {
      await restarted.stop();
    }
  });

  it("refuses an include flag other than true or false", async () => {
    const res = await fetch(jwksUrl("?include_anonymous=yes"));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      "query.include_anonymous: must be one of the following values: true, false",
    );
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
    expect(withAnon.keys).toHaveLength(6);
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

  // Regression: the restricted users' issuer had no JWKS beside it (404).
  it("serves the restricted users' issuer a JWKS that verifies a restricted user's token", async () => {
    const baseUrl = "http://emulator.test";
    const services = createServices({ baseUrl: () => baseUrl, passwordHashCost: 4, quiet: true });
    await seedState(services, { users: false });
    const app = createApp(services);
    const user = services.store.users.create({
      projectId: DEMO_PROJECT.id,
      restrictedByAdmin: true,
      restrictedByAdminReason: "testing",
    });
    const { access_token } = await createSession(services, user);
    const issuer = `${baseUrl}/api/v1/projects-restricted-users/${DEMO_PROJECT.id}`;
    const res = await app.request(`${issuer}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const { keys } = await res.json();
    expect(keys).toHaveLength(4);
    const { payload } = await jwtVerify(access_token, createLocalJWKSet({ keys }), {
      issuer,
      audience: `${DEMO_PROJECT.id}:restricted`,
    });
    expect(payload).toMatchObject({
      sub: user.id,
      is_restricted: true,
      restricted_reason: { type: "restricted_by_administrator" },
    });
  });

  it("answers 404 text for an unknown project, without needing any header", async () => {
    const res = await fetch(
      `${emulator.url}/api/v1/projects/11111111-1111-4111-8111-111111111111/.well-known/jwks.json`,
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
