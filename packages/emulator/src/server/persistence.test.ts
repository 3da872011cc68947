import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_PROJECT, INTERNAL_PROJECT, seedState } from "../actions/seed.js";
import { openSqlitePersistence } from "../store/sqlite-persistence.js";
import { Tables } from "../store/tables.js";
import { call, DEMO_USER, demoProjectOf, signIn } from "../test-utils/harness.js";
import { createServices } from "./services.js";
import { type RunningEmulator, startEmulator } from "./start-emulator.js";

const dirs: string[] = [];
const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "emulator-data-"));
  dirs.push(dataDir);
  return dataDir;
}

async function restart(emulator: RunningEmulator, dataDir: string): Promise<RunningEmulator> {
  await emulator.stop();
  running.splice(running.indexOf(emulator), 1);
  return start(dataDir);
}

const keysOf = (emulator: RunningEmulator) => ({
  publishableClientKey: emulator.publishableClientKey,
  secretServerKey: emulator.secretServerKey,
  superSecretAdminKey: emulator.superSecretAdminKey,
});

async function jwks(emulator: RunningEmulator): Promise<unknown> {
  const res = await fetch(
    `${emulator.url}/api/v1/projects/${emulator.projectId}/.well-known/jwks.json`,
  );
  return res.json();
}

async function start(dataDir?: string): Promise<RunningEmulator> {
  const emulator = await startEmulator({ port: 0, quiet: true, ...(dataDir ? { dataDir } : {}) });
  running.push(emulator);
  return emulator;
}

describe("--data-dir", () => {
  it("keeps users, sessions and profile changes across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "emulator-data-"));
    dirs.push(dataDir);
    const before = await start(dataDir);
    const email = "kept@example.com";
    const signUp = await call(before, "POST", "/auth/password/sign-up", {
      body: { email, password: "kept-password" },
    });
    expect(signUp.status).toBe(200);
    const demo = await signIn(before);
    await call(before, "PATCH", "/users/me", {
      accessToken: demo.access_token,
      body: { display_name: "Renamed before the restart" },
    });
    await before.stop();
    running.splice(running.indexOf(before), 1);

    const after = await start(dataDir);
    // The new user signs in with its password; the old refresh token still works.
    expect((await signIn(after, email, "kept-password")).user_id).toBe(signUp.body.user_id);
    const me = await call(after, "GET", `/users/${DEMO_USER.id}`, { access: "server" });
    expect(me.body?.display_name, me.text).toBe("Renamed before the restart");
    const refreshed = await fetch(`${after.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: demo.refresh_token,
        client_id: after.projectId,
        client_secret: after.publishableClientKey,
      }),
    });
    expect(refreshed.status).toBe(200);
  });

  it("does not seed a directory that already holds state", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "emulator-data-"));
    dirs.push(dataDir);
    const before = await start(dataDir);
    const admin = await call(before, "PATCH", `/users/${DEMO_USER.id}`, {
      access: "server",
      body: { display_name: "Changed by a test" },
    });
    expect(admin.status).toBe(200);
    await before.stop();
    running.splice(running.indexOf(before), 1);

    const after = await start(dataDir);
    const user = await call(after, "GET", `/users/${DEMO_USER.id}`, { access: "server" });
    expect(user.body.display_name).toBe("Changed by a test");
  });

  it("starts empty of users without a data dir, whatever ran before", async () => {
    const first = await start();
    await call(first, "POST", "/auth/password/sign-up", {
      body: { email: "gone@example.com", password: "gone-password" },
    });
    const second = await start();
    const res = await call(second, "POST", "/auth/password/sign-in", {
      body: { email: "gone@example.com", password: "gone-password" },
    });
    expect(res.body.code).toBe("EMAIL_PASSWORD_MISMATCH");
  });
});

// Regression (issue 31, high): the demo and internal projects' keys and the token signing secret
// were fixed constants whatever the emulator kept, so anyone could use a long-lived emulator's
// server and admin access, and sign its tokens.
describe("the keys of an emulator with --data-dir (built-in keys)", () => {
  it("are random, differ from the public demo keys and from another data dir's, and sign tokens with their own key", async () => {
    const first = await start(newDataDir());
    const second = await start(newDataDir());
    const inMemory = await start();
    expect(keysOf(inMemory)).toEqual({
      publishableClientKey: DEMO_PROJECT.publishableClientKey,
      secretServerKey: DEMO_PROJECT.secretServerKey,
      superSecretAdminKey: DEMO_PROJECT.superSecretAdminKey,
    });
    expect(first.publishableClientKey).toMatch(/^pck_[\w-]{32}$/);
    expect(first.secretServerKey).toMatch(/^ssk_[\w-]{32}$/);
    expect(first.superSecretAdminKey).toMatch(/^sak_[\w-]{32}$/);
    for (const key of Object.values(keysOf(first))) {
      expect(Object.values(keysOf(inMemory))).not.toContain(key);
      expect(Object.values(keysOf(second))).not.toContain(key);
    }
    expect(await jwks(first)).not.toEqual(await jwks(inMemory));
    expect(await jwks(first)).not.toEqual(await jwks(second));

    const publicKey = await call(first, "GET", "/users", {
      access: "server",
      project: DEMO_PROJECT,
    });
    expect(publicKey.body.code).toBe("INVALID_SECRET_SERVER_KEY");
    const ownKey = await call(first, "GET", "/users", { access: "server" });
    expect(ownKey.status).toBe(200);
  });

  it("are kept in the data file: the same after a reset and a restart, with the same signing keys", async () => {
    const dataDir = newDataDir();
    const before = await start(dataDir);
    const keys = keysOf(before);
    const signingKeys = await jwks(before);

    await before.reset();
    expect(keysOf(before)).toEqual(keys);
    expect((await call(before, "GET", "/users", { access: "server" })).status).toBe(200);
    const { access_token, refresh_token } = await signIn(before);
    expect((await call(before, "GET", "/users/me", { accessToken: access_token })).status).toBe(
      200,
    );

    const after = await restart(before, dataDir);
    expect(keysOf(after)).toEqual(keys);
    expect(await jwks(after)).toEqual(signingKeys);
    expect((await call(after, "GET", "/users", { access: "server" })).status).toBe(200);
    const refreshed = await fetch(`${after.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token,
        client_id: after.projectId,
        client_secret: after.publishableClientKey,
      }),
    });
    expect(refreshed.status).toBe(200);
  });

  it("the internal project's secret keys are random too; its publishable key stays the public one", async () => {
    const emulator = await start(newDataDir());
    const internal = { ...INTERNAL_PROJECT };
    const client = await call(emulator, "GET", "/projects/current", { project: internal });
    expect(client.status).toBe(200);
    const server = await call(emulator, "GET", "/users", { access: "server", project: internal });
    expect(server.body.code).toBe("INVALID_SECRET_SERVER_KEY");
  });

  it("a data file written before the keys were kept goes on with the public keys it was made with", async () => {
    const dataDir = newDataDir();
    // What an older emulator left: the projects seeded with the public keys, no kept secrets.
    const tables = new Tables(await openSqlitePersistence(dataDir));
    const services = createServices({ tables, baseUrl: () => "", quiet: true });
    await seedState(services, { users: true });
    tables.map("secrets").clear();
    tables.commit();
    tables.close();

    const emulator = await start(dataDir);
    expect(keysOf(emulator)).toEqual(keysOf(await start()));
    expect((await call(emulator, "GET", "/users", { access: "server" })).status).toBe(200);
    const again = await restart(emulator, dataDir);
    expect(demoProjectOf(again)).toEqual(demoProjectOf(emulator));
  });
});

// Regression (issue 31, high): a polluting config override, once stored, polluted the process
// again after every restart with --data-dir, whenever the project's config was worked out.
describe("a data file that holds a polluting config override (prototype pollution)", () => {
  it("pollutes nothing when the emulator works the config out again after a restart", async () => {
    const dataDir = newDataDir();
    const tables = new Tables(await openSqlitePersistence(dataDir));
    const services = createServices({ tables, baseUrl: () => "", quiet: true });
    await seedState(services, { users: true });
    const demo = services.store.projects.get(DEMO_PROJECT.id);
    if (!demo) throw new Error("the demo project is seeded");
    // What an emulator before the fix stored: the override as the attacker sent it.
    Object.assign(demo.configOverrides.environment, JSON.parse('{"apps.__proto__.polluted":true}'));
    tables.map("projects").set(demo.id, demo);
    tables.commit();
    tables.close();

    const emulator = await start(dataDir);
    const names = Object.getOwnPropertyNames(Object.prototype).sort();
    expect((await call(emulator, "GET", "/internal/config", { access: "admin" })).status).toBe(200);
    const patched = await call(emulator, "PATCH", "/internal/config/override/environment", {
      access: "admin",
      body: { config_override_string: '{"auth.allowSignUp":true}' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(names);
    expect((await signIn(emulator)).access_token).toEqual(expect.any(String));
  });
});

// Issue 31 (low): the data file was created with the process's default permissions (often
// readable by every user of the machine), though it holds every user, session and key.
describe("the data file's permissions", () => {
  it.skipIf(process.platform === "win32")(
    "a new data directory is its owner's only (0700), and so are the file and its journal (0600)",
    async () => {
      const dataDir = join(newDataDir(), "nested", "state");
      const emulator = await start(dataDir);
      await signIn(emulator);
      const mode = (path: string) => statSync(path).mode & 0o777;
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, "emulator.sqlite"))).toBe(0o600);
      const journal = join(dataDir, "emulator.sqlite-journal");
      if (existsSync(journal)) expect(mode(journal)).toBe(0o600);
    },
  );
});
