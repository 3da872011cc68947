import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_CODE_LIFETIME_MS,
  MAX_ATTEMPTS_PER_CODE,
} from "../store/verification-code-store.js";
import {
  call,
  DEMO_USER,
  knownError,
  setProjectConfig,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();
const CALLBACK = "http://localhost:3000/handler/magic-link-callback";

// Config changes, codes and the clock go back to the start after every test.
afterEach(() => emulator.reset());

let counter = 0;
const newEmail = () => `otp-${++counter}-${Date.now()}@example.com`;

const send = (email: string, callback_url = CALLBACK) =>
  call(emulator, "POST", "/auth/otp/send-sign-in-code", { body: { email, callback_url } });
const signInWith = (code: string, accessToken?: string) =>
  call(emulator, "POST", "/auth/otp/sign-in", {
    body: { code },
    ...(accessToken ? { accessToken, allowAnonymous: true } : {}),
  });

describe("POST /auth/otp/send-sign-in-code", () => {
  it("e-mails one code three ways: the link's code, the OTP shown, and the nonce answered", async () => {
    const email = newEmail();
    const res = await send(email);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["nonce"]);
    const code = emulator.outbox.latestCode(email);
    expect(code).toMatch(/^[a-z0-9]{45}$/);
    expect(res.body.nonce).toBe(code.slice(6));
    const otp = emulator.outbox.latestOtp(email);
    expect(otp).toBe(code.slice(0, 6).toUpperCase());
    const link = new URL(emulator.outbox.latestLink(email));
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK);
    const mail = emulator.outbox.latest(email);
    expect(mail.subject).toContain(otp);
    expect(mail.html).toContain(`href="${link.toString().replaceAll("&", "&amp;")}"`);
  });

  it("keeps the callback URL's own query parameters next to the code", async () => {
    const email = newEmail();
    await send(email, `${CALLBACK}?after_auth_return_to=%2Fdashboard`);
    const link = new URL(emulator.outbox.latestLink(email));
    expect(link.searchParams.get("after_auth_return_to")).toBe("/dashboard");
    expect(link.searchParams.get("code")).toHaveLength(45);
  });

  it("refuses an untrusted callback URL and sends nothing", async () => {
    const email = newEmail();
    const res = await send(email, "https://evil.example/callback");
    expect(knownError(res)).toMatchObject({ status: 400, code: "REDIRECT_URL_NOT_WHITELISTED" });
    expect(emulator.outbox.list({ to: email })).toEqual([]);
  });

  it("refuses a new address when sign-up is off, but still e-mails existing users", async () => {
    await setProjectConfig(emulator, { sign_up_enabled: false });
    const email = newEmail();
    expect(knownError(await send(email))).toMatchObject({ code: "SIGN_UP_NOT_ENABLED" });
    expect((await send(DEMO_USER.email)).status).toBe(200);
  });

  it("refuses an account whose e-mail is not verified yet", async () => {
    const { email } = await signUp(emulator);
    const res = await send(email);
    expect(knownError(res)).toMatchObject({ status: 409, code: "USER_EMAIL_ALREADY_EXISTS" });
    expect(res.body.details).toEqual({ email, would_work_if_email_was_verified: true });
    // The address as the request typed it, as the service answers.
    const shouted = await send(email.toUpperCase());
    expect(shouted.body.details).toEqual({
      email: email.toUpperCase(),
      would_work_if_email_was_verified: true,
    });
  });

  it("answers 403 in plain text when magic links are off", async () => {
    await setProjectConfig(emulator, { magic_link_enabled: false });
    const res = await send(newEmail());
    expect(res.status).toBe(403);
    expect(res.text).toBe("OTP sign-in is not enabled for this project");
  });

  it("refuses unknown fields and a malformed e-mail, naming them", async () => {
    const extra = await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email: newEmail(), callback_url: CALLBACK, extra: 1 },
    });
    expect(knownError(extra).code).toBe("SCHEMA_ERROR");
    expect(extra.body.error).toBe("body: contains unknown properties: extra");
    const bad = await send("not-an-email");
    expect(bad.body.error).toContain("body.email");
  });
});

describe("POST /auth/otp/sign-in", () => {
  it("signs a new address up by link, verified, with is_new_user, then in again as the same user", async () => {
    const email = newEmail();
    await send(email);
    const first = await signInWith(emulator.outbox.latestCode(email));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ is_new_user: true, user_id: expect.any(String) });
    const me = await call(emulator, "GET", "/users/me", { accessToken: first.body.access_token });
    expect(me.body).toMatchObject({
      primary_email: email,
      primary_email_verified: true,
      otp_auth_enabled: true,
      auth_with_email: true,
      has_password: false,
    });

    const { body } = await send(email);
    const second = await signInWith(`${emulator.outbox.latestOtp(email)}${body.nonce}`);
    expect(second.body).toMatchObject({ is_new_user: false, user_id: first.body.user_id });
  });

  it("signs an existing verified user in by OTP typed in any case, and turns OTP on for them", async () => {
    const { body } = await send(DEMO_USER.email);
    const otp = emulator.outbox.latestOtp(DEMO_USER.email).toLowerCase();
    const res = await signInWith(`${otp}${body.nonce}`);
    expect(res.body).toMatchObject({ is_new_user: false, user_id: DEMO_USER.id });
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body).toMatchObject({ otp_auth_enabled: true, has_password: true });
  });

  it("uses a code once: the second try is 409 VERIFICATION_CODE_ALREADY_USED", async () => {
    const email = newEmail();
    await send(email);
    const code = emulator.outbox.latestCode(email);
    expect((await signInWith(code)).status).toBe(200);
    expect(knownError(await signInWith(code))).toMatchObject({
      status: 409,
      code: "VERIFICATION_CODE_ALREADY_USED",
    });
  });

  it("expires a code after 7 days on the emulator's clock", async () => {
    const email = newEmail();
    await send(email);
    emulator.clock.advance(DEFAULT_CODE_LIFETIME_MS);
    expect(knownError(await signInWith(emulator.outbox.latestCode(email)))).toMatchObject({
      status: 400,
      code: "VERIFICATION_CODE_EXPIRED",
    });
  });

  it("answers 404 VERIFICATION_CODE_NOT_FOUND for a wrong OTP, and counts each try", async () => {
    const email = newEmail();
    const { body } = await send(email);
    const right = emulator.outbox.latestOtp(email);
    const wrong = right === "000000" ? "000001" : "000000";
    for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i++) {
      expect(knownError(await signInWith(`${wrong}${body.nonce}`))).toMatchObject({
        status: 404,
        code: "VERIFICATION_CODE_NOT_FOUND",
      });
    }
    // The right code, after 20 wrong guesses at it, is locked.
    expect(knownError(await signInWith(`${right}${body.nonce}`))).toMatchObject({
      status: 400,
      code: "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
    });
  });

  it("checks a code without using it (check-code)", async () => {
    const email = newEmail();
    await send(email);
    const code = emulator.outbox.latestCode(email);
    const check = await call(emulator, "POST", "/auth/otp/sign-in/check-code", { body: { code } });
    expect(check.body).toEqual({ is_code_valid: true });
    expect((await signInWith(code)).status).toBe(200);
  });

  it("refuses a code that is not 45 characters as a SCHEMA_ERROR naming body.code", async () => {
    const res = await signInWith("ABC123");
    expect(knownError(res).code).toBe("SCHEMA_ERROR");
    expect(res.body.error).toContain("body.code");
  });

  it("upgrades an anonymous caller: same id, e-mail added, old tokens keep working", async () => {
    const anon = (await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} })).body;
    const email = newEmail();
    await send(email);
    const res = await signInWith(emulator.outbox.latestCode(email), anon.access_token);
    expect(res.body).toMatchObject({ user_id: anon.user_id, is_new_user: true });
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: anon.access_token,
      allowAnonymous: true,
    });
    expect(me.body).toMatchObject({ id: anon.user_id, is_anonymous: false, primary_email: email });
  });
});
