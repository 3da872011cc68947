import { KnownErrors } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { StackServerApp } from "@app/core/server";
import { DEMO_USER } from "@app/emulator";
import { describe, expect, it, vi } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

describe("users", () => {
  it("creates a user who can then sign in on the client", async () => {
    const email = uniqueEmail();
    const user = await h.server().createUser({
      primaryEmail: email,
      password: "created-on-server",
      displayName: "Grace",
      primaryEmailVerified: true,
      serverMetadata: { plan: "pro" },
      clientReadOnlyMetadata: { role: "admin" },
    });
    expect(user).toMatchObject({
      primaryEmail: email,
      displayName: "Grace",
      serverMetadata: { plan: "pro" },
      clientReadOnlyMetadata: { role: "admin" },
      hasPassword: true,
    });
    expect(user.lastActiveAt).toBeInstanceOf(Date);
    const client = h.client();
    const result = await client.signInWithCredential({ email, password: "created-on-server" });
    expect(result.status).toBe("ok");
    const me = await client.getUser();
    expect(me?.id).toBe(user.id);
    expect(me?.clientReadOnlyMetadata).toEqual({ role: "admin" });
    expect(me).not.toHaveProperty("serverMetadata");
  });

  it("creates users even when sign-up is disabled", async () => {
    const admin = h.admin();
    await admin.updateProject({ config: { signUpEnabled: false } });
    try {
      const user = await h.server().createUser({ primaryEmail: uniqueEmail() });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      const refused = await h
        .client()
        .signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" })
        .catch((e: unknown) => e);
      expect(KnownErrors.SignUpNotEnabled.isInstance(refused)).toBe(true);
    } finally {
      await admin.updateProject({ config: { signUpEnabled: true } });
    }
  });

  it("gets a user by id, or null for an unknown id", async () => {
    const created = await h.server().createUser({ primaryEmail: uniqueEmail() });
    expect((await h.server().getUser(created.id))?.primaryEmail).toBe(created.primaryEmail);
    expect(await h.server().getUser("00000000-0000-4000-8000-0000000000ff")).toBeNull();
  });

  it("lists users page by page, in either order, and searches", async () => {
    const server = h.server();
    const tag = `list${Date.now().toString(36)}`;
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await server.createUser({ primaryEmail: `${tag}-${i}@example.com` }));
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await server.listUsers({ query: tag, limit: 2, cursor, orderBy: "signedUpAt" });
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(created.map((u) => u.id));
    const desc = await server.listUsers({ query: tag, desc: true, orderBy: "signedUpAt" });
    expect(desc.map((u) => u.id)).toEqual(created.map((u) => u.id).reverse());
    expect(desc.nextCursor).toBeNull();
    const one = await server.listUsers({ query: `${tag}-3` });
    expect(one.map((u) => u.primaryEmail)).toEqual([`${tag}-3@example.com`]);
  });

  it("updates a user, and a new password revokes their sessions", async () => {
    const email = uniqueEmail();
    const server = h.server();
    const user = await server.createUser({ primaryEmail: email, password: "first-password" });
    const store = new MemoryTokenStore();
    const client = h.client({ tokenStore: store });
    await client.signInWithCredential({ email, password: "first-password" });
    expect((await client.getUser())?.id).toBe(user.id);

    const updated = await server.updateUser(user.id, {
      displayName: "Renamed",
      serverMetadata: { tier: 2 },
      password: "second-password",
    });
    expect(updated).toMatchObject({ displayName: "Renamed", serverMetadata: { tier: 2 } });

    // The old session is gone: a fresh app on the same tokens finds nobody.
    const stale = h.client({ tokenStore: { refreshToken: store.get().refreshToken } });
    expect(await stale.getUser()).toBeNull();
    const again = await h.client().signInWithCredential({ email, password: "second-password" });
    expect(again.status).toBe("ok");
  });

  it("deletes a user", async () => {
    const server = h.server();
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    await user.delete();
    expect(await server.getUser(user.id)).toBeNull();
    await expect(server.deleteUser(user.id)).rejects.toSatisfy((e) =>
      KnownErrors.UserNotFound.isInstance(e),
    );
  });

  it("sends what @stackframe/js sends (a limit of 0, an invalid e-mail): the service's SCHEMA_ERROR", async () => {
    const server = h.server();
    for (const call of [
      () => server.listUsers({ limit: 0 }),
      () => server.createUser({ primaryEmail: "not-an-email" }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    }
  });

  it("checks arguments of the wrong type, and a password hash the service could not import, before sending anything", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    await expect(server.listUsers({ limit: "10" as never })).rejects.toThrow(
      'listUsers: limit must be a number; got "10".',
    );
    await expect(server.updateUser("", { displayName: "x" })).rejects.toThrow(/userId/);
    await expect(server.updateUser(DEMO_USER.id, { passwordHash: "plain-text" })).rejects.toThrow(
      /Modular Crypt Format/,
    );
    expect(log).toEqual([]);
  });
});

describe("sessions", () => {
  it("creates a session whose tokens sign a client in", async () => {
    const user = await h.server().createUser({ primaryEmail: uniqueEmail() });
    const tokens = await user.createSession({ expiresInMillis: 60_000 });
    const client = h.client({ tokenStore: tokens });
    expect((await client.getUser())?.id).toBe(user.id);
  });

  it("reads the current user of a request's cookies", async () => {
    const tokens = await h.server().createSession({ userId: DEMO_USER.id });
    const cookie = `stack-refresh-${h.emulator.projectId}--default=${encodeURIComponent(
      JSON.stringify({ refresh_token: tokens.refreshToken, updated_at_millis: Date.now() }),
    )}`;
    const user = await h.server().getUser({ tokenStore: { headers: { cookie } } });
    expect(user?.primaryEmail).toBe(DEMO_USER.email);
  });
});

describe("keys and environment", () => {
  it("a wrong secret key gives INVALID_SECRET_SERVER_KEY", async () => {
    const server = new StackServerApp({
      baseUrl: h.emulator.url,
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      secretServerKey: "ssk_wrong",
    });
    const error = await server.getUser(DEMO_USER.id).catch((e: unknown) => e);
    expect(KnownErrors.InvalidSecretServerKey.isInstance(error)).toBe(true);
  });

  it("a missing secret key is a TypeError naming the option and its variable", () => {
    expect(
      () =>
        new StackServerApp({
          baseUrl: h.emulator.url,
          projectId: h.emulator.projectId,
          publishableClientKey: h.emulator.publishableClientKey,
        }),
    ).toThrow(/secretServerKey option is required: pass it or set STACK_SECRET_SERVER_KEY\./);
  });

  it("refuses to run in a browser", () => {
    const g = globalThis as Record<string, unknown>;
    g.window = {};
    g.document = {};
    try {
      expect(
        () =>
          new StackServerApp({
            projectId: h.emulator.projectId,
            publishableClientKey: "pck",
            secretServerKey: "ssk",
          }),
      ).toThrow(/must not run in a browser/);
    } finally {
      delete g.window;
      delete g.document;
    }
  });
});

describe("the cached current user", () => {
  async function signedInServerApp() {
    const created = await h.server().createUser({ primaryEmail: uniqueEmail() });
    const session = await created.createSession();
    const server = h.server(undefined, {
      tokenStore: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    });
    return { created, server };
  }

  // Regression: on a server app the current user's update() went through PATCH /users/{id} and
  // left getUser() with the old display name.
  it("the current user's update() shows in the next getUser()", async () => {
    const { server } = await signedInServerApp();
    const me = await server.getUser();
    await me?.update({ displayName: "Renamed on the server" });
    expect((await server.getUser())?.displayName).toBe("Renamed on the server");
  });

  it("updateUser() and deleteUser() of the signed-in user reach a subscribed user store", async () => {
    const { created, server } = await signedInServerApp();
    const seen: (string | null | undefined)[] = [];
    const stop = server.userStore.subscribe(() => {
      server.userStore.getPromise().then((user) => seen.push(user?.displayName));
    });
    try {
      await server.userStore.getPromise();
      await server.updateUser(created.id, { displayName: "Changed elsewhere" });
      await vi.waitFor(() => expect(seen).toContain("Changed elsewhere"));
      await server.deleteUser(created.id);
      await vi.waitFor(() => expect(seen.at(-1)).toBeUndefined());
      expect(await server.getUser()).toBeNull();
    } finally {
      stop();
    }
  });

  it("createSession() returns an object with getTokens(), as the reference SDK does", async () => {
    const created = await h.server().createUser({ primaryEmail: uniqueEmail() });
    const session = await created.createSession({ expiresInMillis: 60_000 });
    const tokens = await session.getTokens();
    expect(tokens.refreshToken).toBe(session.refreshToken);
    expect(tokens.accessToken?.split(".")).toHaveLength(3);
    const viaApp = await h.server().createSession({ userId: created.id });
    expect((await viaApp.getTokens()).refreshToken).toBe(viaApp.refreshToken);
  });
});
