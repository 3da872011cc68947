import { KnownErrors } from "@app/core/errors";
import { afterEach, describe, expect, it } from "vitest";
import { call, DEMO_USER, signIn, useTestEmulator } from "../test-utils/harness.js";
import { connectEmulator } from "./connect-emulator.js";

// connectEmulator() as a Playwright test worker uses it: the emulator runs elsewhere, known only
// by its URL.
const emulator = useTestEmulator();
const remote = () => connectEmulator(`${emulator.url}/`);
afterEach(() => remote().reset());

describe("connectEmulator()", () => {
  it("seeds a user and a team that the API then serves", async () => {
    const ada = await remote().seed.user({ email: "ada@example.com", password: "ada-password" });
    const team = await remote().seed.team({ displayName: "Acme", members: [ada.id] });
    expect(team.memberIds).toEqual([ada.id]);
    const tokens = await signIn(emulator, "ada@example.com", "ada-password");
    const teams = await call(emulator, "GET", "/teams?user_id=me", {
      accessToken: tokens.access_token,
    });
    expect(teams.body.items.map((t: { id: string }) => t.id)).toEqual([team.id]);
  });

  it("reads the link, code and one-time password of the newest e-mail to an address", async () => {
    const email = "remote@example.com";
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email, callback_url: "http://localhost:3000/handler/magic-link-callback" },
    });
    const code = await remote().outbox.latestCode(email);
    expect(await remote().outbox.latestLink(email)).toContain(`code=${code}`);
    expect(await remote().outbox.latestOtp(email)).toBe(code.slice(0, 6).toUpperCase());
    await remote().outbox.clear();
    await expect(remote().outbox.latest(email)).rejects.toThrow(`No e-mail was sent to ${email}.`);
  });

  it("throws what the handle throws: a TypeError for bad options, the API's known errors", async () => {
    await expect(remote().seed.user({ email: "not an e-mail" })).rejects.toThrow(
      new TypeError("Bad seed.user() options: email: must be a valid email"),
    );
    await expect(remote().seed.user({ email: DEMO_USER.email })).rejects.toBeInstanceOf(
      KnownErrors.UserWithEmailAlreadyExists,
    );
  });

  it("reset() empties what the tests left", async () => {
    await remote().seed.user({ email: "left@example.com" });
    await remote().reset();
    const users = await call(emulator, "GET", "/users", { access: "server" });
    expect(users.body.items.map((user: { id: string }) => user.id)).toEqual([DEMO_USER.id]);
  });
});
