import { KnownErrors } from "@app/core";
import { INTERNAL_PROJECT } from "@app/emulator";
import { generateKeyPair, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessTokenVerifier } from "../resources/tokens/access-token-verifier.js";
import { JwksCache } from "../resources/tokens/jwks-cache.js";
import {
  type RequestLog,
  recordingFetch,
  uniqueEmail,
  useHarness,
} from "../test-utils/emulator-harness.js";

const h = useHarness();

const isJwks = (entry: string) => entry.endsWith("/.well-known/jwks.json");

/** A fresh session's access token of a new user (seeded with an app that records nothing). */
async function newAccessToken(): Promise<string> {
  const seed = h.server();
  const user = await seed.createUser({ primaryEmail: uniqueEmail(), displayName: "Ada" });
  return (await user.createSession({})).accessToken;
}

/** A token with every claim right for the demo project, signed by a key the JWKS does not have. */
async function foreignKeyToken(kid: string): Promise<string> {
  const { privateKey } = await generateKeyPair("ES256");
  const projectId = h.emulator.projectId;
  return new SignJWT({
    project_id: projectId,
    branch_id: "main",
    refresh_token_id: "r",
    role: "authenticated",
    name: null,
    email: null,
    email_verified: false,
    selected_team_id: null,
    signed_up_at: 1,
    is_anonymous: false,
    is_restricted: false,
    restricted_reason: null,
    requires_totp_mfa: false,
  })
    .setProtectedHeader({ alg: "ES256", kid })
    .setSubject("00000000-0000-4000-8000-000000000001")
    .setIssuer(`${h.emulator.url}/api/v1/projects/${projectId}`)
    .setAudience(projectId)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(privateKey);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("verifyAccessToken", () => {
  it("verifies a valid token with no request to the API once the JWKS is cached", async () => {
    const [first, second] = [await newAccessToken(), await newAccessToken()];
    const log: RequestLog = [];
    const server = h.server(log);
    const claims = await server.verifyAccessToken(first);
    expect(claims).toMatchObject({
      aud: h.emulator.projectId,
      iss: `${h.emulator.url}/api/v1/projects/${h.emulator.projectId}`,
      project_id: h.emulator.projectId,
      name: "Ada",
      is_anonymous: false,
      role: "authenticated",
    });
    expect(log).toEqual([`GET /projects/${h.emulator.projectId}/.well-known/jwks.json`]);
    expect((await server.verifyAccessToken(second))?.sub).not.toBe(claims?.sub);
    expect(await server.verifyAccessToken(first)).toBe(claims);
    expect(log).toHaveLength(1);
  });

  it("reads the token of a request's x-stack-auth header", async () => {
    const accessToken = await newAccessToken();
    const request = new Request("http://localhost/", {
      headers: { "x-stack-auth": JSON.stringify({ accessToken, refreshToken: null }) },
    });
    expect((await h.server().verifyAccessToken(request))?.name).toBe("Ada");
    expect(await h.server().verifyAccessToken(new Request("http://localhost/"))).toBeNull();
  });

  it("refuses an expired token, also once it was cached", async () => {
    const token = await newAccessToken();
    const server = h.server();
    expect(await server.verifyAccessToken(token)).not.toBeNull();
    const later = 10 * 60_000 + 31_000;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + later });
    expect(await server.verifyAccessToken(token)).toBeNull();
    // A token issued at that later time (the emulator's own clock moved as far) still verifies.
    h.emulator.clock.advance(later);
    try {
      expect(await server.verifyAccessToken(await newAccessToken())).not.toBeNull();
    } finally {
      h.emulator.clock.reset();
    }
  });

  it("accepts a token up to 30 s after it expired (clock tolerance)", async () => {
    const token = await newAccessToken();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 + 20_000 });
    expect(await h.server().verifyAccessToken(token)).not.toBeNull();
  });

  it("refuses a token of another project without fetching keys for it", async () => {
    const token = await newAccessToken();
    const log: RequestLog = [];
    const other = h.server(log, {
      projectId: INTERNAL_PROJECT.id,
      publishableClientKey: INTERNAL_PROJECT.publishableClientKey,
      secretServerKey: INTERNAL_PROJECT.secretServerKey,
    });
    expect(await other.verifyAccessToken(token)).toBeNull();
    expect(log).toEqual([]);
  });

  it("refuses a tampered signature and malformed tokens without throwing", async () => {
    const token = await newAccessToken();
    const [header, payload, signature = ""] = token.split(".");
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const server = h.server();
    expect(await server.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, name: "Mallory" })).toString(
      "base64url",
    );
    expect(await server.verifyAccessToken(`${header}.${forged}.${signature}`)).toBeNull();
    for (const malformed of ["", "garbage", "a.b.c", `${header}.${payload}`, "e30.e30.e30"]) {
      expect(await server.verifyAccessToken(malformed)).toBeNull();
    }
  });

  it("refetches the JWKS once for an unknown kid, then waits out the cooldown", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    expect(await server.verifyAccessToken(await newAccessToken())).not.toBeNull();
    expect(log.filter(isJwks)).toHaveLength(1);
    // Past the 30 s cooldown that follows every fetch.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
    expect(await server.verifyAccessToken(await foreignKeyToken("unknownkid01"))).toBeNull();
    expect(log.filter(isJwks)).toHaveLength(2);
    expect(await server.verifyAccessToken(await foreignKeyToken("unknownkid02"))).toBeNull();
    expect(log.filter(isJwks)).toHaveLength(2);
  });
});

describe("AccessTokenVerifier", () => {
  const verifier = (maxCachedTokens: number, log: RequestLog = []) => {
    const url = `${h.emulator.url}/api/v1/projects/${h.emulator.projectId}/.well-known/jwks.json?include_anonymous=true&include_restricted=true`;
    const jwks = new JwksCache({ url, fetch: recordingFetch(log) });
    const projectId = h.emulator.projectId;
    return new AccessTokenVerifier({ projectId, apiUrl: h.emulator.url, jwks, maxCachedTokens });
  };

  it("keeps at most maxCachedTokens verified tokens, dropping the least recent", async () => {
    const v = verifier(2);
    const [a, b, c] = [await newAccessToken(), await newAccessToken(), await newAccessToken()];
    const first = await v.verify(a);
    await v.verify(b);
    expect((await v.verify(a)).data).toBe(first.data); // a is now the most recent
    await v.verify(c); // drops b
    expect(v.cachedTokens).toBe(2);
    expect((await v.verify(a)).data).toBe(first.data);
  });

  it("says why a token is refused", async () => {
    const v = verifier(10);
    const expired = await newAccessToken();
    const bad = await v.verify("garbage");
    expect(KnownErrors.UnparsableAccessToken.isInstance(bad.error)).toBe(true);
    const unknownKid = await v.verify(await foreignKeyToken("unknownkid03"));
    expect(KnownErrors.UnparsableAccessToken.isInstance(unknownKid.error)).toBe(true);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    const late = await v.verify(expired);
    expect(KnownErrors.AccessTokenExpired.isInstance(late.error)).toBe(true);
  });

  it("caches the JWKS for its Cache-Control max-age", async () => {
    const log: RequestLog = [];
    const v = verifier(0, log);
    await v.verify(await newAccessToken());
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3_599_000 });
    expect(log.filter(isJwks)).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await v.verify(await foreignKeyToken("unknownkid04"));
    expect(log.filter(isJwks)).toHaveLength(2);
  });
});

describe("getPartialUser", () => {
  it("reads the user of the request's token without asking the service", async () => {
    const seed = h.server();
    const created = await seed.createUser({ primaryEmail: uniqueEmail(), displayName: "Lin" });
    const { accessToken, refreshToken } = await created.createSession({});
    const log: RequestLog = [];
    const server = h.server(log);
    const request = {
      headers: { "x-stack-auth": JSON.stringify({ accessToken, refreshToken }) },
    };
    const partial = await server.getPartialUser({ from: "token", tokenStore: request });
    expect(partial).toEqual({
      id: created.id,
      displayName: "Lin",
      primaryEmail: created.primaryEmail,
      primaryEmailVerified: false,
      isAnonymous: false,
      isMultiFactorRequired: false,
      isRestricted: false,
      restrictedReason: null,
    });
    expect(log.filter((entry) => !isJwks(entry))).toEqual([]);
    const full = await server.getUser({ tokenStore: request });
    expect(full?.id).toBe(created.id);
    expect(log.some((entry) => entry === "GET /users/me")).toBe(true);
  });

  it("answers anonymous users only with or: anonymous-if-exists", async () => {
    const client = h.client();
    await client.getUser({ or: "anonymous" });
    const tokenStore = { headers: await client.getAuthHeaders() };
    const { accessToken } = JSON.parse(tokenStore.headers["x-stack-auth"] ?? "{}");
    const server = h.server();
    expect(await server.getPartialUser({ from: "token", tokenStore })).toBeNull();
    const anonymous = await server.getPartialUser({
      from: "token",
      tokenStore,
      or: "anonymous-if-exists",
    });
    expect(anonymous).toMatchObject({ isAnonymous: true, isRestricted: true });
    expect((await server.verifyAccessToken(accessToken))?.aud).toBe(`${h.emulator.projectId}:anon`);
  });
});
