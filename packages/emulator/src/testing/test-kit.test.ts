import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KnownErrors } from "@app/core/errors";
import { afterEach, describe, expect, it } from "vitest";
import { totpCode } from "../crypto/totp.js";
import { startEmulator } from "../server/start-emulator.js";
import {
  call,
  DEMO_USER,
  INTERNAL_PROJECT,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();
afterEach(() => emulator.reset());

const CALLBACK = "http://localhost:3000/handler/magic-link-callback";
const usersOfDemo = async () =>
  (await call(emulator, "GET", "/users", { access: "server" })).body.items as { id: string }[];

describe("emulator.seed.user()", () => {
  it("creates a user who signs in with the password, e-mail verified, as POST /users would", async () => {
    const ada = await emulator.seed.user({
      email: "ada@example.com",
      password: "correct horse battery",
      displayName: "Ada",
    });
    expect(ada).toMatchObject({
      projectId: emulator.projectId,
      email: "ada@example.com",
      password: "correct horse battery",
      displayName: "Ada",
      primaryEmailVerified: true,
      totpSecretBase64: null,
      selectedTeamId: null,
    });
    const tokens = await signIn(emulator, ada.email, "correct horse battery");
    expect(tokens.user_id).toBe(ada.id);
    const me = await call(emulator, "GET", "/users/me", { accessToken: tokens.access_token });
    expect(me.body).toMatchObject({ display_name: "Ada", primary_email_verified: true });
  });

  it("applies the project's config: on `internal`, a personal team that is selected", async () => {
    const owner = await emulator.seed.user({
      email: "owner@example.com",
      projectId: INTERNAL_PROJECT.id,
    });
    expect(owner.projectId).toBe(INTERNAL_PROJECT.id);
    expect(owner.selectedTeamId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("with totp: true, makes a secret whose codes pass the second factor", async () => {
    const mfa = await emulator.seed.user({
      email: "mfa@example.com",
      password: "correct horse battery",
      totp: true,
    });
    expect(mfa.totpSecretBase64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const first = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: mfa.email, password: "correct horse battery" },
    });
    expect(first.body.code).toBe("MULTI_FACTOR_AUTHENTICATION_REQUIRED");
    const second = await call(emulator, "POST", "/auth/mfa/sign-in", {
      body: {
        type: "totp",
        totp: totpCode(mfa.totpSecretBase64 ?? "", emulator.clock.now()),
        code: first.body.details.attempt_code,
      },
    });
    expect(second.status, second.text).toBe(200);
    expect(second.body.user_id).toBe(mfa.id);
  });

  it("refuses bad options with a TypeError naming the option, and creates nothing", async () => {
    const before = await usersOfDemo();
    await expect(emulator.seed.user({ email: "not an e-mail" })).rejects.toThrow(
      new TypeError("Bad seed.user() options: email: must be a valid email"),
    );
    await expect(
      emulator.seed.user({ email: "x@example.com", nickname: "x" } as never),
    ).rejects.toThrow("Bad seed.user() options: contains unknown properties: nickname");
    await expect(emulator.seed.user({ email: "x@example.com", projectId: "nope" })).rejects.toThrow(
      "Bad seed.user() options: projectId: is no project of the emulator: nope",
    );
    expect(await usersOfDemo()).toEqual(before);
  });

  it("answers a taken e-mail and a weak password with the API's known errors", async () => {
    await expect(emulator.seed.user({ email: DEMO_USER.email })).rejects.toBeInstanceOf(
      KnownErrors.UserWithEmailAlreadyExists,
    );
    await expect(
      emulator.seed.user({ email: "short@example.com", password: "abc" }),
    ).rejects.toBeInstanceOf(KnownErrors.PasswordTooShort);
  });
});

describe("emulator.seed.team()", () => {
  it("makes the creator a member with the creator's permissions and selects it; members join", async () => {
    const ada = await emulator.seed.user({ email: "ada@example.com", password: "ada-password" });
    const bob = await emulator.seed.user({ email: "bob@example.com" });
    const team = await emulator.seed.team({
      displayName: "Acme",
      creator: ada.id,
      members: [bob.id, ada.id],
    });
    expect(team).toEqual({
      id: team.id,
      projectId: emulator.projectId,
      displayName: "Acme",
      memberIds: [ada.id, bob.id],
    });
    const permissions = async (userId: string) =>
      (
        await call(
          emulator,
          "GET",
          `/team-permissions?team_id=${team.id}&user_id=${userId}&recursive=false`,
          { access: "server" },
        )
      ).body.items.map((p: { id: string }) => p.id);
    expect(await permissions(ada.id)).toEqual(["team_admin"]);
    expect(await permissions(bob.id)).toEqual(["team_member"]);
    const { access_token } = await signIn(emulator, ada.email, "ada-password");
    const me = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(me.body.selected_team_id).toBe(team.id);
  });

  it("refuses an unknown member, naming it, and creates no team", async () => {
    const ada = await emulator.seed.user({ email: "ada@example.com" });
    const missing = "00000000-0000-4000-8000-00000000ffff";
    await expect(
      emulator.seed.team({ displayName: "Ghosts", members: [ada.id, missing] }),
    ).rejects.toThrow(
      new TypeError(`Bad seed.team() options: members[1]: is no user of the project: ${missing}`),
    );
    const teams = await call(emulator, "GET", "/teams", { access: "server" });
    expect(teams.body.items).toEqual([]);
  });
});

describe("emulator.outbox readers", () => {
  it("read the link, its code and the one-time password of the newest e-mail to an address", async () => {
    const email = "reader@example.com";
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email, callback_url: CALLBACK },
    });
    const link = emulator.outbox.latestLink(email);
    expect(link.startsWith(`${CALLBACK}?code=`)).toBe(true);
    const code = emulator.outbox.latestCode(email.toUpperCase());
    expect(new URL(link).searchParams.get("code")).toBe(code);
    expect(emulator.outbox.latestOtp(email)).toBe(code.slice(0, 6).toUpperCase());
    expect(emulator.outbox.latest(email).subject).toContain(emulator.outbox.latestOtp(email));
    const signedIn = await call(emulator, "POST", "/auth/otp/sign-in", { body: { code } });
    expect(signedIn.status).toBe(200);
  });

  it("throw an error naming the address when nothing was sent, or what the e-mail lacks", async () => {
    expect(() => emulator.outbox.latestCode("nobody@example.com")).toThrow(
      "No e-mail was sent to nobody@example.com.",
    );
    await call(emulator, "POST", "/auth/password/send-reset-code", {
      body: { email: DEMO_USER.email, callback_url: "http://localhost:3000/handler/reset" },
    });
    expect(emulator.outbox.latestCode(DEMO_USER.email)).toMatch(/\w+/);
    expect(() => emulator.outbox.latestOtp(DEMO_USER.email)).toThrow(
      `The newest e-mail to ${DEMO_USER.email} ("Reset your password at Demo Project") shows no one-time password.`,
    );
  });
});

describe("emulator.reset()", () => {
  it("goes back to the state the emulator started in", async () => {
    await emulator.seed.user({ email: "gone@example.com", password: "gone-password" });
    await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: { config: { sign_up_enabled: false } },
    });
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email: DEMO_USER.email, callback_url: CALLBACK },
    });
    emulator.faults.add({ path: "/api/v1/users/me", kind: "status", status: 503 });
    emulator.clock.advance(60 * 60 * 1000);

    await emulator.reset();

    expect(emulator.outbox.list()).toEqual([]);
    expect(emulator.faults.list()).toEqual([]);
    expect(emulator.clock.offsetMs).toBe(0);
    expect(emulator.requests.list()).toEqual([]);
    expect((await usersOfDemo()).map((user) => user.id)).toEqual([DEMO_USER.id]);
    expect((await signIn(emulator)).user_id).toBe(DEMO_USER.id);
    const project = await call(emulator, "GET", "/projects/current");
    expect(project.body.config.sign_up_enabled).toBe(true);
    const signUp = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email: "gone@example.com", password: "gone-password" },
    });
    expect(signUp.status, signUp.text).toBe(200);
  });
});

describe("emulator.reset() with a data directory", () => {
  it("leaves the fresh state in the file: a restart finds the demo user and not the others", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "emulator-reset-"));
    try {
      const first = await startEmulator({ port: 0, quiet: true, dataDir });
      await first.seed.user({ email: "before@example.com", password: "before-password" });
      await first.reset();
      const kept = await first.seed.user({ email: "after@example.com" });
      await first.stop();

      const second = await startEmulator({ port: 0, quiet: true, dataDir });
      try {
        const users = await call(second, "GET", "/users", { access: "server" });
        expect(users.body.items.map((user: { id: string }) => user.id)).toEqual([
          DEMO_USER.id,
          kept.id,
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
