import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { MFA_ATTEMPT_LIFETIME_MS } from "../actions/sign-in-tokens.js";
import { totpCode } from "../crypto/totp.js";
import { call, knownError, signUp, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();
afterEach(() => emulator.clock.reset());

/** A user with a password and a TOTP secret; returns their e-mail, password and secret. */
async function userWithTotp() {
  const password = "correct horse battery";
  const user = await signUp(emulator, undefined, password);
  const secret = randomBytes(20);
  const res = await call(emulator, "PATCH", "/users/me", {
    accessToken: user.access_token,
    body: { totp_secret_base64: secret.toString("base64") },
  });
  expect(res.body.requires_totp_mfa).toBe(true);
  return { ...user, password, secret };
}

const passwordSignIn = (email: string, password: string) =>
  call(emulator, "POST", "/auth/password/sign-in", { body: { email, password } });
const mfaSignIn = (code: string, totp: string) =>
  call(emulator, "POST", "/auth/mfa/sign-in", { body: { type: "totp", totp, code } });

async function attemptCode(email: string, password: string): Promise<string> {
  const res = await passwordSignIn(email, password);
  expect(knownError(res)).toMatchObject({
    status: 400,
    code: "MULTI_FACTOR_AUTHENTICATION_REQUIRED",
  });
  expect(Object.keys(res.body.details)).toEqual(["attempt_code"]);
  return res.body.details.attempt_code;
}

describe("TOTP multi-factor sign-in", () => {
  it("answers a password sign-in with an attempt code, then signs in with the TOTP code", async () => {
    const user = await userWithTotp();
    const code = await attemptCode(user.email, user.password);
    expect(code).toHaveLength(45);
    const res = await mfaSignIn(code, totpCode(user.secret, emulator.clock.now()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: user.user_id, is_new_user: false });
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body.id).toBe(user.user_id);
  });

  it("refuses a wrong or empty TOTP code with INVALID_TOTP_CODE, and the attempt stays usable", async () => {
    const user = await userWithTotp();
    const code = await attemptCode(user.email, user.password);
    const right = totpCode(user.secret, emulator.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (const totp of [wrong, "", "12345", "abcdef"]) {
      expect(knownError(await mfaSignIn(code, totp))).toMatchObject({
        status: 400,
        code: "INVALID_TOTP_CODE",
      });
    }
    expect((await mfaSignIn(code, right)).status).toBe(200);
    expect(knownError(await mfaSignIn(code, right)).code).toBe("VERIFICATION_CODE_ALREADY_USED");
  });

  it("follows the emulator's clock: yesterday's code is refused, and attempts expire after 5 minutes", async () => {
    const user = await userWithTotp();
    const code = await attemptCode(user.email, user.password);
    const old = totpCode(user.secret, emulator.clock.now() - 86_400_000);
    expect(knownError(await mfaSignIn(code, old)).code).toBe("INVALID_TOTP_CODE");
    emulator.clock.advance(MFA_ATTEMPT_LIFETIME_MS);
    const now = totpCode(user.secret, emulator.clock.now());
    expect(knownError(await mfaSignIn(code, now)).code).toBe("VERIFICATION_CODE_EXPIRED");
  });

  it("asks for it after a magic-link sign-in too", async () => {
    const user = await userWithTotp();
    // Verify the e-mail first: unverified accounts cannot sign in by e-mail.
    await call(emulator, "PATCH", `/users/${user.user_id}`, {
      access: "server",
      body: { primary_email_verified: true },
    });
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email: user.email, callback_url: "http://localhost:3000/cb" },
    });
    const res = await call(emulator, "POST", "/auth/otp/sign-in", {
      body: { code: emulator.outbox.latestCode(user.email) },
    });
    expect(knownError(res).code).toBe("MULTI_FACTOR_AUTHENTICATION_REQUIRED");
    const done = await mfaSignIn(res.body.details.attempt_code, totpCode(user.secret));
    expect(done.body.user_id).toBe(user.user_id);
  });

  it("turns off with a null secret: password sign-in gives tokens again", async () => {
    const user = await userWithTotp();
    const session = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: user.user_id },
    });
    const off = await call(emulator, "PATCH", "/users/me", {
      accessToken: session.body.access_token,
      body: { totp_secret_base64: null },
    });
    expect(off.body.requires_totp_mfa).toBe(false);
    expect((await passwordSignIn(user.email, user.password)).status).toBe(200);
  });

  it("refuses another type than totp and unknown fields as SCHEMA_ERROR", async () => {
    const user = await userWithTotp();
    const code = await attemptCode(user.email, user.password);
    const sms = await call(emulator, "POST", "/auth/mfa/sign-in", {
      body: { type: "sms", totp: "123456", code },
    });
    expect(knownError(sms).code).toBe("SCHEMA_ERROR");
    expect(sms.body.error).toContain("body.type");
  });
});
