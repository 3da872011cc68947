import { afterEach, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../server/start-emulator.js";
import { call, DEMO_USER, knownError, readResult, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();
afterEach(() => emulator.reset());

const CALLBACK = "http://localhost:3000/handler/magic-link-callback";

async function control(target: RunningEmulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${target.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  return readResult(response);
}

describe("POST /emulator/seed/users and /emulator/seed/teams", () => {
  it("create a user and a team and answer 201 with them", async () => {
    const user = await control(emulator, "POST", "/emulator/seed/users", {
      email: "ada@example.com",
      password: "correct horse battery",
    });
    expect(user.status).toBe(201);
    expect(user.body).toMatchObject({ email: "ada@example.com", primaryEmailVerified: true });
    const team = await control(emulator, "POST", "/emulator/seed/teams", {
      displayName: "Acme",
      creator: user.body.id,
    });
    expect(team.status).toBe(201);
    expect(team.body.memberIds).toEqual([user.body.id]);
    const signIn = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: "ada@example.com", password: "correct horse battery" },
    });
    expect(signIn.body.user_id).toBe(user.body.id);
  });

  it("answer bad options with SCHEMA_ERROR naming the field, and a taken e-mail with its error", async () => {
    const bad = await control(emulator, "POST", "/emulator/seed/users", { email: 42 });
    expect(knownError(bad)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(bad.body.error).toBe("body.email: must be a string");
    const noName = await control(emulator, "POST", "/emulator/seed/teams", {});
    expect(noName.body.error).toBe("body.displayName: is required");
    const taken = await control(emulator, "POST", "/emulator/seed/users", {
      email: DEMO_USER.email,
    });
    expect(knownError(taken)).toMatchObject({
      status: 409,
      code: "USER_EMAIL_ALREADY_EXISTS",
    });
  });
});

describe("GET /emulator/outbox/latest?to=", () => {
  it("serves the newest e-mail to the address with its link, code and one-time password", async () => {
    const email = "latest@example.com";
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email, callback_url: CALLBACK },
    });
    const res = await control(emulator, "GET", `/emulator/outbox/latest?to=${email}`);
    expect(res.status).toBe(200);
    const { link, code, otp, subject, to } = res.body;
    expect(to).toEqual([email]);
    expect(link).toBe(`${CALLBACK}?code=${code}`);
    expect(otp).toBe(code.slice(0, 6).toUpperCase());
    expect(subject).toContain(otp);
  });

  it("answers 404 naming the address when nothing was sent, and 400 without `to`", async () => {
    const none = await control(emulator, "GET", "/emulator/outbox/latest?to=nobody@example.com");
    expect(none.status).toBe(404);
    expect(none.text).toBe("No e-mail was sent to nobody@example.com.");
    const noTo = await control(emulator, "GET", "/emulator/outbox/latest");
    expect(noTo.body.error).toBe("query.to: is required");
  });
});

describe("POST /emulator/reset", () => {
  it("puts the emulator back in the state it started in", async () => {
    await control(emulator, "POST", "/emulator/seed/users", { email: "gone@example.com" });
    await control(emulator, "POST", "/emulator/clock", { advanceMs: 3_600_000 });
    const res = await control(emulator, "POST", "/emulator/reset");
    expect(res.body).toEqual({ success: true });
    const users = await call(emulator, "GET", "/users", { access: "server" });
    expect(users.body.items.map((user: { id: string }) => user.id)).toEqual([DEMO_USER.id]);
    expect((await control(emulator, "GET", "/emulator/clock")).body.offsetMs).toBe(0);
  });
});
