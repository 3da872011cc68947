import { HttpError } from "@app/core";
import { beforeAll, describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

beforeAll(async () => {
  await h.admin().updateProject({ config: { allowUserApiKeys: true } });
});

const count = (log: RequestLog, prefix: string) =>
  log.filter((entry) => entry.startsWith(prefix)).length;

describe("serverUser.createApiKey and listApiKeys", () => {
  it("create and list any user's keys; reads at once share one request and changes show", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    const key = await user.createApiKey({ description: "made by the backend", expiresAt: null });
    expect(key).toMatchObject({
      type: "user",
      userId: user.id,
      description: "made by the backend",
    });
    expect(typeof key.value).toBe("string");

    const [listed] = await Promise.all([user.listApiKeys(), user.listApiKeys()]);
    expect(listed.map((k) => [k.id, k.value])).toEqual([
      [key.id, { lastFour: key.value.slice(-4) }],
    ]);
    expect(count(log, "GET /user-api-keys")).toBe(1);

    await listed[0]?.revoke();
    const [revoked] = await user.listApiKeys();
    expect(revoked?.whyInvalid()).toBe("manually-revoked");
    expect(count(log, "GET /user-api-keys")).toBe(2);
  });

  it("see the keys a user made for themselves", async () => {
    const email = uniqueEmail();
    const client = h.client();
    await client.signUpWithCredential({ email, password: "a-good-password", noRedirect: true });
    const own = await (await client.getUser({ or: "throw" }))?.createApiKey({
      description: "mine",
      expiresAt: null,
    });
    const user = await h.server().getUser(own?.userId ?? "");
    expect((await user?.listApiKeys())?.map((k) => k.id)).toEqual([own?.id]);
  });
});

describe("serverApp.getUser({ apiKey })", () => {
  it("answers the user of a valid key", async () => {
    const server = h.server();
    const user = await server.createUser({ primaryEmail: uniqueEmail(), displayName: "Keyholder" });
    const key = await user.createApiKey({ description: "k", expiresAt: null });
    const found = await server.getUser({ apiKey: key.value });
    expect(found).toMatchObject({ id: user.id, displayName: "Keyholder" });
    expect(found?.serverMetadata).toBeNull();
  });

  it("answers null for an unknown, revoked or expired key", async () => {
    const server = h.server();
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    expect(await server.getUser({ apiKey: "sk_not_a_key" })).toBeNull();

    const revoked = await user.createApiKey({ description: "r", expiresAt: null });
    await revoked.revoke();
    expect(await server.getUser({ apiKey: revoked.value })).toBeNull();

    const expiring = await user.createApiKey({
      description: "e",
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await server.getUser({ apiKey: expiring.value }))?.id).toBe(user.id);
    h.emulator.clock.advance(61_000);
    try {
      expect(await server.getUser({ apiKey: expiring.value, or: "return-null" })).toBeNull();
    } finally {
      h.emulator.clock.reset();
    }
  });

  it("refuses a key that is not a string before any request", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    await expect(server.getUser({ apiKey: 42 as unknown as string })).rejects.toThrow(
      "getUser: apiKey must be a string; got number.",
    );
    expect(log).toEqual([]);
  });

  it('getUser({ apiKey: "" }) asks the service, as @stackframe/js: no key has that value, so null', async () => {
    const log: RequestLog = [];
    expect(await h.server(log).getUser({ apiKey: "" })).toBeNull();
    expect(log.some((line) => line.includes("/user-api-keys/check"))).toBe(true);
  });

  it("throws the service's 400 while the project does not allow user API keys", async () => {
    await h.admin().updateProject({ config: { allowUserApiKeys: false } });
    try {
      const error = await h
        .server()
        .getUser({ apiKey: "sk_whatever" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
    } finally {
      await h.admin().updateProject({ config: { allowUserApiKeys: true } });
    }
  });
});
