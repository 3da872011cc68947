import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "./start-emulator.js";
import { call, DEMO_USER, signIn } from "./testing/harness.js";

const dirs: string[] = [];
const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
