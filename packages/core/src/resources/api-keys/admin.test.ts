import { KnownErrors } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { describe, expect, it, vi } from "vitest";
import { type RequestLog, recordingFetch, useHarness } from "../../test-utils/emulator-harness.js";
import { whyInternalApiKeyInvalid } from "./internal-api-key.js";

const h = useHarness();

const HOUR = 3_600_000;

/** An admin app that records its requests. */
function admin(log: RequestLog) {
  return new StackAdminApp({
    baseUrl: h.emulator.url,
    projectId: h.emulator.projectId,
    publishableClientKey: h.emulator.publishableClientKey,
    superSecretAdminKey: h.emulator.superSecretAdminKey,
    fetch: recordingFetch(log),
  });
}

const options = {
  description: "backend",
  expiresAt: new Date(Date.now() + HOUR),
  hasPublishableClientKey: false,
  hasSecretServerKey: true,
  hasSuperSecretAdminKey: false,
};

describe("adminApp.createInternalApiKey", () => {
  it("answers the whole keys once; the list shows their last four", async () => {
    const app = h.admin();
    const key = await app.createInternalApiKey({ ...options, hasPublishableClientKey: true });
    expect(key).toMatchObject({
      description: "backend",
      manuallyRevokedAt: null,
      publishableClientKey: expect.stringMatching(/^pck_/),
      secretServerKey: expect.stringMatching(/^ssk_/),
    });
    expect(key).not.toHaveProperty("superSecretAdminKey");
    expect(key.expiresAt.getTime()).toBe(options.expiresAt.getTime());
    expect(key.isValid()).toBe(true);
    const listed = (await app.listInternalApiKeys()).find((k) => k.id === key.id);
    expect(listed).toMatchObject({
      publishableClientKey: { lastFour: key.publishableClientKey?.slice(-4) },
      secretServerKey: { lastFour: key.secretServerKey?.slice(-4) },
      superSecretAdminKey: null,
    });
  });

  it("makes keys that work as the project's, until revoked", async () => {
    const app = h.admin();
    const key = await app.createInternalApiKey(options);
    const server = h.server(undefined, { secretServerKey: key.secretServerKey as string });
    await expect(server.listUsers({ limit: 1 })).resolves.toBeInstanceOf(Array);

    await key.revoke();
    const listed = (await app.listInternalApiKeys()).find((k) => k.id === key.id);
    expect(listed?.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(listed?.whyInvalid()).toBe("manually-revoked");
    const error = await server.listUsers({ limit: 1 }).catch((e: unknown) => e);
    expect(KnownErrors.InvalidSecretServerKey.isInstance(error)).toBe(true);
  });

  it("checks its options before any request", async () => {
    const log: RequestLog = [];
    const app = admin(log);
    const create = (value: unknown) =>
      app.createInternalApiKey(value as Parameters<typeof app.createInternalApiKey>[0]);
    const { hasSecretServerKey: _, ...withoutServerKey } = options;
    await expect(create(withoutServerKey)).rejects.toThrow(
      "createInternalApiKey(): hasSecretServerKey is required.",
    );
    await expect(create({ ...options, expiresAt: null })).rejects.toThrow(
      /expiresAt must be a valid Date/,
    );
    await expect(create({ ...options, hasSecretServerKey: "yes" })).rejects.toThrow(
      /hasSecretServerKey must be boolean/,
    );
    expect(log).toEqual([]);
  });
});

describe("adminApp.listInternalApiKeys", () => {
  it("reads newest first, one request for reads at once; creating and revoking show", async () => {
    const log: RequestLog = [];
    const app = admin(log);
    await Promise.all([app.listInternalApiKeys(), app.listInternalApiKeys()]);
    const lists = () => log.filter((line) => line === "GET /internal/api-keys").length;
    expect(lists()).toBe(1);
    const older = await app.createInternalApiKey(options);
    h.emulator.clock.advance(5);
    const newer = await app.createInternalApiKey(options);
    h.emulator.clock.reset();
    const ids = (await app.listInternalApiKeys()).map((k) => k.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(lists()).toBe(2);
    await older.revoke();
    const revoked = (await app.listInternalApiKeys()).find((k) => k.id === older.id);
    expect(revoked?.isValid()).toBe(false);
    expect(lists()).toBe(3);
  });
});

describe("internal key validity", () => {
  it("checks expiry before revocation", () => {
    const past = new Date(0);
    const future = new Date(Date.now() + HOUR);
    expect(whyInternalApiKeyInvalid({ expiresAt: past, manuallyRevokedAt: new Date() })).toBe(
      "expired",
    );
    expect(whyInternalApiKeyInvalid({ expiresAt: future, manuallyRevokedAt: new Date() })).toBe(
      "manually-revoked",
    );
    expect(whyInternalApiKeyInvalid({ expiresAt: future, manuallyRevokedAt: null })).toBeNull();
  });

  it("reads a key as expired once the current time passes its expiry", async () => {
    const key = await h.admin().createInternalApiKey({
      ...options,
      expiresAt: new Date(Date.now() + 60_000),
    });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      expect(key.whyInvalid()).toBe("expired");
    } finally {
      vi.useRealTimers();
    }
  });
});
