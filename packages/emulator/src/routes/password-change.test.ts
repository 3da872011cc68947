import { hash } from "bcryptjs";
import { describe, expect, it } from "vitest";
import {
  type CallOptions,
  call,
  knownError,
  refreshGrant,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const PASSWORD = "correct horse battery";

const grant = (refreshToken: string) =>
  refreshGrant(emulator, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: emulator.projectId,
    client_secret: emulator.publishableClientKey,
  });

const update = (body: unknown, options: CallOptions) =>
  call(emulator, "POST", "/auth/password/update", { body, ...options });

const setPassword = (body: unknown, options: CallOptions) =>
  call(emulator, "POST", "/auth/password/set", { body, ...options });

/** A user without a password, signed in through a server-made session. */
async function userWithoutPassword() {
  const created = await call(emulator, "POST", "/users", { access: "server", body: {} });
  const session = await call(emulator, "POST", "/auth/sessions", {
    access: "server",
    body: { user_id: created.body.id },
  });
  return { userId: created.body.id as string, accessToken: session.body.access_token as string };
}

describe("POST /auth/password/update", () => {
  it("changes the password and ends every other session, keeping the caller's", async () => {
    const first = await signUp(emulator);
    const second = await signIn(emulator, first.email, PASSWORD);
    const res = await update(
      { old_password: PASSWORD, new_password: "a brand new password" },
      { accessToken: second.access_token, refreshToken: second.refresh_token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await grant(first.refresh_token)).status).toBe(401);
    expect((await grant(second.refresh_token)).status).toBe(200);
    expect((await signIn(emulator, first.email, "a brand new password")).user_id).toBe(
      first.user_id,
    );
    const old = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: first.email, password: PASSWORD },
    });
    expect(knownError(old).code).toBe("EMAIL_PASSWORD_MISMATCH");
  });

  it("ends every session, the caller's too, without x-stack-refresh-token", async () => {
    const user = await signUp(emulator);
    await update(
      { old_password: PASSWORD, new_password: "another new password" },
      { accessToken: user.access_token },
    );
    expect((await grant(user.refresh_token)).status).toBe(401);
  });

  it("answers PASSWORD_CONFIRMATION_MISMATCH for a wrong old password, changing nothing", async () => {
    const user = await signUp(emulator);
    const res = await update(
      { old_password: "not the password", new_password: "a brand new password" },
      { accessToken: user.access_token, refreshToken: user.refresh_token },
    );
    expect(knownError(res)).toMatchObject({ status: 400, code: "PASSWORD_CONFIRMATION_MISMATCH" });
    expect((await signIn(emulator, user.email, PASSWORD)).user_id).toBe(user.user_id);
  });

  it("checks the new password's length, and needs a user with a password", async () => {
    const user = await signUp(emulator);
    const short = await update(
      { old_password: PASSWORD, new_password: "short" },
      { accessToken: user.access_token },
    );
    expect(knownError(short)).toMatchObject({ status: 400, code: "PASSWORD_TOO_SHORT" });
    expect(short.body.details).toEqual({ min_length: 8 });
    const long = await update(
      { old_password: PASSWORD, new_password: "x".repeat(71) },
      { accessToken: user.access_token },
    );
    expect(long.body).toMatchObject({ code: "PASSWORD_TOO_LONG", details: { maxLength: 70 } });
    const none = await userWithoutPassword();
    const res = await update(
      { old_password: PASSWORD, new_password: "a brand new password" },
      { accessToken: none.accessToken },
    );
    expect(knownError(res)).toMatchObject({ status: 400, code: "USER_DOES_NOT_HAVE_PASSWORD" });
    const signedOut = await update({ old_password: PASSWORD, new_password: "whatever-new" }, {});
    expect(knownError(signedOut)).toMatchObject({
      status: 401,
      code: "USER_AUTHENTICATION_REQUIRED",
    });
    const missing = await update(
      { new_password: "whatever-new" },
      {
        accessToken: user.access_token,
      },
    );
    expect(missing.body.error).toBe("body.old_password: is required");
  });
});

describe("POST /auth/password/set", () => {
  it("gives a password to a user who has none, keeping their sessions", async () => {
    const { userId, accessToken } = await userWithoutPassword();
    const res = await setPassword({ password: "a first password" }, { accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const me = await call(emulator, "GET", "/users/me", { accessToken });
    expect(me.body).toMatchObject({ id: userId, has_password: true });
  });

  it("refuses a user who already has a password, and a too short one", async () => {
    const user = await signUp(emulator);
    const res = await setPassword(
      { password: "a second password" },
      { accessToken: user.access_token },
    );
    expect(res.status).toBe(400);
    expect(res.text).toBe("User already has a password set.");
    const { accessToken } = await userWithoutPassword();
    const short = await setPassword({ password: "short" }, { accessToken });
    expect(knownError(short).code).toBe("PASSWORD_TOO_SHORT");
    const me = await call(emulator, "GET", "/users/me", { accessToken });
    expect(me.body.has_password).toBe(false);
  });
});

describe("a server setting a password", () => {
  it.each([
    ["a password", async () => ({ password: "server-set password" })],
    ["a password hash", async () => ({ password_hash: await hash("hashed password", 4) })],
  ])("revokes every session of the user when it sets %s", async (_, body) => {
    const user = await signUp(emulator);
    const other = await signIn(emulator, user.email, PASSWORD);
    const res = await call(emulator, "PATCH", `/users/${user.user_id}`, {
      access: "server",
      body: await body(),
    });
    expect(res.status).toBe(200);
    expect((await grant(user.refresh_token)).status).toBe(401);
    expect((await grant(other.refresh_token)).status).toBe(401);
    const sessions = await call(emulator, "GET", `/auth/sessions?user_id=${user.user_id}`, {
      access: "server",
    });
    expect(sessions.body.items).toEqual([]);
  });
});
