import { type KnownErrorCode, KnownErrors } from "@app/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../server/start-emulator.js";
import {
  call,
  DEMO_PROJECT,
  DEMO_USER,
  projectHeaders,
  signIn,
  startTestEmulator,
} from "../test-utils/harness.js";
import { ERROR_MESSAGES, serverMessage } from "./error-messages.js";

describe("serverMessage", () => {
  it("words an error that has its default message from the table, with its details", () => {
    expect(serverMessage(new KnownErrors.TeamNotFound({ team_id: "t-42" }))).toBe(
      "Team t-42 not found.",
    );
    expect(
      serverMessage(new KnownErrors.TeamMembershipNotFound({ team_id: "t1", user_id: "u1" })),
    ).toBe("User u1 is not in team t1.");
    expect(serverMessage(new KnownErrors.AccessTokenExpired({ expired_at_millis: 0 }))).toBe(
      "Access token expired at 1970-01-01T00:00:00.000Z.",
    );
    expect(serverMessage(new KnownErrors.AccessTokenExpired())).toBe("Access token expired.");
    expect(serverMessage(new KnownErrors.CliAuthError())).toBe("CLI authentication failed.");
  });

  it("keeps the field a SCHEMA_ERROR names, and says 'Invalid request.' without one", () => {
    expect(serverMessage(new KnownErrors.SchemaError({ message: "body.email: invalid" }))).toBe(
      "body.email: invalid",
    );
    expect(serverMessage(new KnownErrors.SchemaError({ message: "" }))).toBe("Invalid request.");
  });

  it("keeps a message the emulator gives explicitly", () => {
    expect(serverMessage(new KnownErrors.UserNotFound(undefined, "No such user."))).toBe(
      "No such user.",
    );
    expect(serverMessage(new KnownErrors.TeamNotFound({ team_id: "t1" }, "Gone."))).toBe("Gone.");
  });

  it("sends the catalogue's message for a code the table leaves out", () => {
    expect(serverMessage(new KnownErrors.EmailPasswordMismatch())).toBe(
      "Wrong e-mail or password.",
    );
    expect(serverMessage(new KnownErrors.PasswordTooShort({ min_length: 8 }))).toBe(
      "Password must be at least 8 characters.",
    );
    expect(serverMessage(new KnownErrors.UserNotFound())).toBe("User not found.");
  });

  // A body without details must still be worded; a missing key may then read "undefined".
  it("gives every message of the table non-empty text, even without details", () => {
    const empty = Object.entries(ERROR_MESSAGES)
      .filter(([, message]) => {
        const text = typeof message === "string" ? message : message?.({} as never);
        return typeof text !== "string" || text.trim() === "";
      })
      .map(([code]) => code);
    expect(empty).toEqual([]);
    const codes = new Set<string>(Object.values(KnownErrors).map((errorClass) => errorClass.code));
    expect(Object.keys(ERROR_MESSAGES).filter((code) => !codes.has(code))).toEqual([]);
    expect(Object.keys(ERROR_MESSAGES)).not.toContain("EMAIL_PASSWORD_MISMATCH" as KnownErrorCode);
  });
});

describe("known errors on the wire", () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator.stop());

  it("words EMAIL_PASSWORD_MISMATCH as SPEC.md quotes it", async () => {
    const res = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: DEMO_USER.email, password: "not-the-password" },
    });
    expect(res.body).toEqual({
      code: "EMAIL_PASSWORD_MISMATCH",
      error: "Wrong e-mail or password.",
    });
  });

  it("sends the full sentences of the table, built from the details", async () => {
    const badKey = await call(emulator, "GET", "/projects/current", {
      headers: { "x-stack-publishable-client-key": "pck_wrong" },
    });
    expect(badKey.body.error).toBe(
      `Invalid publishable client key for project ${DEMO_PROJECT.id}.`,
    );

    const taken = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email: "DEMO@example.com", password: "another-password" },
    });
    expect(taken.body.code).toBe("USER_EMAIL_ALREADY_EXISTS");
    expect(taken.body.error).toBe("An account with DEMO@example.com already exists.");

    const { access_token, user_id } = await signIn(emulator);
    const teamId = crypto.randomUUID();
    const team = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { selected_team_id: teamId },
    });
    expect(team.body.code).toBe("TEAM_MEMBERSHIP_NOT_FOUND");
    expect(team.body.error).toBe(`User ${user_id} is not in team ${teamId}.`);
  });

  it("reads USER_NOT_FOUND as a sentence", async () => {
    const res = await call(emulator, "GET", `/users/${crypto.randomUUID()}`, { access: "server" });
    expect(res.body).toEqual({ code: "USER_NOT_FOUND", error: "User not found." });
  });

  it("keeps the field a SCHEMA_ERROR names, and an explicit BODY_PARSING_ERROR message", async () => {
    const schema = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email: "not-an-email", password: "a-long-enough-password" },
    });
    expect(schema.body.code).toBe("SCHEMA_ERROR");
    expect(schema.body.error).toBe("body.email: must be a valid email");

    const broken = await fetch(`${emulator.url}/api/v1/auth/password/sign-in`, {
      method: "POST",
      headers: { ...projectHeaders("client"), "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(await broken.json()).toEqual({
      code: "BODY_PARSING_ERROR",
      error: "The request body is not valid JSON.",
    });
  });
});
