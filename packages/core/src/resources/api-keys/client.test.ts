import { HttpError, KnownErrors } from "@app/core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contextOf } from "../../apps/context.js";
import {
  countRequests,
  type RequestLog,
  signUpUser,
  useHarness,
} from "../../test-utils/emulator-harness.js";
import { type UserApiKey, whyApiKeyInvalid } from "./api-key.js";

const h = useHarness();

beforeAll(async () => {
  await h.admin().updateProject({ config: { allowUserApiKeys: true } });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("user.createApiKey", () => {
  it("creates a key whose whole value is shown once; lists show its last four", async () => {
    const { user } = await signUpUser(h);
    const key = await user.createApiKey({ description: "CI", expiresAt: null });
    expect(key).toMatchObject({
      type: "user",
      userId: user.id,
      description: "CI",
      manuallyRevokedAt: null,
    });
    expect(key.expiresAt).toBeUndefined();
    expect(key.createdAt).toBeInstanceOf(Date);
    expect(key.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user1574ck4u7h[0-9a-f]{8}$/);
    expect(key.isValid()).toBe(true);
    expect(key.whyInvalid()).toBeNull();
    const [listed] = await user.listApiKeys();
    expect(listed).toMatchObject({ id: key.id, value: { lastFour: key.value.slice(-4) } });
  });

  it("makes public keys (pk_) and keys with an expiry", async () => {
    const { user } = await signUpUser(h);
    const expiresAt = new Date(Date.now() + 3_600_000);
    const key = await user.createApiKey({ description: "site", expiresAt, isPublic: true });
    expect(key.value.startsWith("pk_")).toBe(true);
    expect(key.expiresAt?.getTime()).toBe(expiresAt.getTime());
  });

  it("checks its options before any request", async () => {
    const log: RequestLog = [];
    const { user } = await signUpUser(h, log);
    log.length = 0;
    const create = (options: unknown) =>
      user.createApiKey(options as Parameters<typeof user.createApiKey>[0]);
    await expect(create({ description: "x" })).rejects.toThrow(
      "user.createApiKey(): expiresAt is required (a Date, or null for a key that never expires).",
    );
    await expect(create({ expiresAt: null })).rejects.toThrow(/description is required/);
    await expect(create({ description: "x", expiresAt: "tomorrow" })).rejects.toThrow(
      /expiresAt must be a valid Date, or null for a key that never expires/,
    );
    await expect(create({ description: "x", expiresAt: new Date(Number.NaN) })).rejects.toThrow(
      /expiresAt must be a valid Date/,
    );
    await expect(create({ description: "x", expiresAt: null, prefix: "my" })).rejects.toThrow(
      /unknown option "prefix"/,
    );
    expect(log).toEqual([]);
  });

  it("throws the service's 400 while the project does not allow user API keys", async () => {
    const { user } = await signUpUser(h);
    await h.admin().updateProject({ config: { allowUserApiKeys: false } });
    try {
      const error = await user
        .createApiKey({ description: "x", expiresAt: null })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).body).toBe("User API keys are not enabled for this project.");
    } finally {
      await h.admin().updateProject({ config: { allowUserApiKeys: true } });
    }
  });
});

describe("user.listApiKeys", () => {
  it("one request for reads at once; creating, renaming and revoking show in the next read", async () => {
    const log: RequestLog = [];
    const { user } = await signUpUser(h, log);
    // Reads at once share one request (each awaited read asks anew: issue 29).
    expect(await Promise.all([user.listApiKeys(), user.listApiKeys()])).toEqual([[], []]);
    expect(countRequests(log, "GET /user-api-keys")).toBe(1);

    const first = await user.createApiKey({ description: "first", expiresAt: null });
    const second = await user.createApiKey({ description: "second", expiresAt: null });
    const listed = await user.listApiKeys();
    expect(listed.map((key) => key.id)).toEqual([second.id, first.id]);
    expect(countRequests(log, "GET /user-api-keys")).toBe(2);

    await first.update({ description: "renamed" });
    await second.revoke();
    const after = await user.listApiKeys();
    expect(after.find((key) => key.id === first.id)?.description).toBe("renamed");
    const revoked = after.find((key) => key.id === second.id);
    expect(revoked?.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(revoked?.isValid()).toBe(false);
    expect(revoked?.whyInvalid()).toBe("manually-revoked");
  });

  it("reloads a subscribed list when a key is created or revoked", async () => {
    const { app, user } = await signUpUser(h);
    const { cache, session } = contextOf(app);
    await user.listApiKeys();
    const key = ["userApiKeys", session?.tokens.refreshToken ?? ""];
    const changed = vi.fn();
    const stop = cache.subscribe(key, changed);
    try {
      const created = await user.createApiKey({ description: "k", expiresAt: null });
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
      expect((await cache.get<UserApiKey[]>(key)).map((k) => k.id)).toEqual([created.id]);
      await created.revoke();
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
      expect((await cache.get<UserApiKey[]>(key))[0]?.whyInvalid()).toBe("manually-revoked");
    } finally {
      stop();
    }
  });
});

describe("API key objects", () => {
  it("refuse to revoke a public key (PUBLIC_API_KEY_CANNOT_BE_REVOKED)", async () => {
    const { user } = await signUpUser(h);
    const key = await user.createApiKey({ description: "p", expiresAt: null, isPublic: true });
    const error = await key.revoke().catch((e: unknown) => e);
    expect(KnownErrors.PublicApiKeyCannotBeRevoked.isInstance(error)).toBe(true);
    expect((await user.listApiKeys())[0]?.isValid()).toBe(true);
  });

  it("update({ revoked: false }) is the service's SCHEMA_ERROR (a revoked key cannot be restored), as @stackframe/js sends it", async () => {
    const { user } = await signUpUser(h);
    const key = await user.createApiKey({ description: "k", expiresAt: null });
    await key.revoke();
    const error = await key.update({ revoked: false }).catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((await user.listApiKeys())[0]?.isValid()).toBe(false);
  });

  it("check update options of the wrong type before any request", async () => {
    const log: RequestLog = [];
    const { user } = await signUpUser(h, log);
    const key = await user.createApiKey({ description: "k", expiresAt: null });
    log.length = 0;
    await expect(key.update({ revoked: "yes" as never })).rejects.toThrow(
      /apiKey\.update\(\): revoked must be boolean/,
    );
    await expect(
      key.update({ colour: "red" } as unknown as Parameters<typeof key.update>[0]),
    ).rejects.toThrow(/unknown option "colour"/);
    expect(log).toEqual([]);
  });

  it("read as expired once the current time passes their expiry", async () => {
    const { user } = await signUpUser(h);
    const expiresAt = new Date(Date.now() + 60_000);
    const key = await user.createApiKey({ description: "soon", expiresAt });
    const [listed] = await user.listApiKeys();
    expect(listed?.isValid()).toBe(true);
    vi.useFakeTimers({ toFake: ["Date"], now: expiresAt.getTime() + 1 });
    expect(key.whyInvalid()).toBe("expired");
    expect(listed?.whyInvalid()).toBe("expired");
    expect(listed?.isValid()).toBe(false);
  });

  it("say revoked before expired", () => {
    const past = new Date(0);
    expect(whyApiKeyInvalid({ manuallyRevokedAt: new Date(), expiresAt: past })).toBe(
      "manually-revoked",
    );
    expect(whyApiKeyInvalid({ manuallyRevokedAt: null, expiresAt: past })).toBe("expired");
    expect(whyApiKeyInvalid({ manuallyRevokedAt: null })).toBeNull();
  });
});

describe("apiKey.update({ expiresAt }), as the reference sends it", () => {
  it("moves a key's expiry (sent as expires_at_millis), and null makes it never expire", async () => {
    const { user } = await signUpUser(h);
    const key = await user.createApiKey({ description: "CI", expiresAt: null });
    const past = new Date(Date.now() - 60_000);
    await key.update({ expiresAt: past });
    const [expired] = await user.listApiKeys();
    expect(expired?.expiresAt?.getTime()).toBe(past.getTime());
    expect(expired?.whyInvalid()).toBe("expired");
    // The service agrees: the key's secret no longer finds its user.
    expect(await h.server().getUser({ apiKey: key.value })).toBeNull();

    await expired?.update({ expiresAt: null });
    const [renewed] = await user.listApiKeys();
    expect(renewed?.expiresAt).toBeUndefined();
    expect(renewed?.isValid()).toBe(true);
    await expect(key.update({ expiresAt: "tomorrow" as never })).rejects.toThrow(
      /apiKey\.update\(\): expiresAt must be a valid Date, or null/,
    );
  });
});
