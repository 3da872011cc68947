import { afterEach, describe, expect, it } from "vitest";
import {
  call,
  DEMO_USER,
  knownError,
  setProjectConfig,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

afterEach(() => emulator.reset());

const signUpWith = (body: Record<string, unknown>) =>
  call(emulator, "POST", "/auth/password/sign-up", { body });

describe("POST /auth/password/sign-up", () => {
  it("creates a user with a password and signs them in", async () => {
    const res = await signUpWith({ email: "Ada@Example.com", password: "ada-password" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "refresh_token", "user_id"]);
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body).toMatchObject({
      id: res.body.user_id,
      primary_email: "Ada@Example.com",
      primary_email_verified: false,
      has_password: true,
      auth_with_email: true,
      is_anonymous: false,
    });
    const again = await signIn(emulator, "ada@example.com", "ada-password");
    expect(again.user_id).toBe(res.body.user_id);
  });

  it("refuses an e-mail that is taken, ignoring case, with 409 USER_EMAIL_ALREADY_EXISTS", async () => {
    const res = await signUpWith({ email: "DEMO@example.com", password: "another-password" });
    expect(knownError(res)).toMatchObject({ status: 409, code: "USER_EMAIL_ALREADY_EXISTS" });
    expect(res.body.details).toEqual({
      email: "DEMO@example.com",
      would_work_if_email_was_verified: false,
    });
  });

  it("refuses a password shorter than 8 characters", async () => {
    const res = await signUpWith({ email: "short@example.com", password: "1234567" });
    expect(knownError(res)).toMatchObject({ status: 400, code: "PASSWORD_TOO_SHORT" });
    expect(res.body.details).toEqual({ min_length: 8 });
  });

  it("refuses a password longer than 70 characters (details in camelCase, as on the wire)", async () => {
    const res = await signUpWith({ email: "long@example.com", password: "x".repeat(71) });
    expect(knownError(res)).toMatchObject({ status: 400, code: "PASSWORD_TOO_LONG" });
    expect(res.body.details).toEqual({ maxLength: 70 });
    const ok = await signUpWith({ email: "seventy@example.com", password: "x".repeat(70) });
    expect(ok.status).toBe(200);
  });

  it("names the failing field in SCHEMA_ERROR", async () => {
    const bad = await signUpWith({ email: "not-an-email", password: "ada-password" });
    expect(knownError(bad)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(bad.body.error).toBe("body.email: must be a valid email");
    expect(bad.body.details).toEqual({ message: "body.email: must be a valid email" });

    const missing = await signUpWith({ email: "ada@example.com" });
    expect(missing.body.error).toBe("body.password: is required");

    const wrongType = await signUpWith({ email: "ada@example.com", password: 12345678 });
    expect(wrongType.body.error).toBe("body.password: must be a string");

    const extra = await signUpWith({
      email: "x@example.com",
      password: "ada-password",
      admin: true,
    });
    expect(extra.body.error).toBe("body: contains unknown properties: admin");
  });

  it("refuses sign-up when the project disabled it, with SIGN_UP_NOT_ENABLED", async () => {
    await setProjectConfig(emulator, { sign_up_enabled: false });
    const res = await signUpWith({ email: "closed@example.com", password: "ada-password" });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SIGN_UP_NOT_ENABLED" });
    // Existing users still sign in.
    expect((await signIn(emulator)).user_id).toBe(DEMO_USER.id);
  });

  it("refuses passwords when the project disabled them", async () => {
    await setProjectConfig(emulator, { credential_enabled: false });
    const up = await signUpWith({ email: "nopw@example.com", password: "ada-password" });
    expect(knownError(up)).toMatchObject({
      status: 400,
      code: "PASSWORD_AUTHENTICATION_NOT_ENABLED",
    });
    const inRes = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(knownError(inRes)).toMatchObject({
      status: 400,
      code: "PASSWORD_AUTHENTICATION_NOT_ENABLED",
    });
  });

  it("accepts a verification callback on localhost or a trusted domain, and refuses others", async () => {
    const local = await signUpWith({
      email: "local@example.com",
      password: "ada-password",
      verification_callback_url: "http://localhost:5173/handler/email-verification",
    });
    expect(local.status).toBe(200);
    const untrusted = await signUpWith({
      email: "evil@example.com",
      password: "ada-password",
      verification_callback_url: "https://evil.example.net/handler/email-verification",
    });
    expect(knownError(untrusted)).toMatchObject({
      status: 400,
      code: "REDIRECT_URL_NOT_WHITELISTED",
    });
    await setProjectConfig(emulator, {
      domains: [{ domain: "https://**.example.net", handler_path: "/handler" }],
    });
    const trusted = await signUpWith({
      email: "trusted@example.com",
      password: "ada-password",
      verification_callback_url: "https://app.example.net/handler/email-verification",
    });
    expect(trusted.status).toBe(200);
  });

  // Regression: a script URL on localhost passed the localhost check and created the user.
  it.each([
    "javascript://localhost/%0Aalert(document.cookie)",
    "data://localhost/,<script>alert(1)</script>",
  ])("refuses the verification callback %j and creates no user", async (url) => {
    const email = `script-${crypto.randomUUID()}@example.com`;
    const res = await signUpWith({
      email,
      password: "ada-password",
      verification_callback_url: url,
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "REDIRECT_URL_NOT_WHITELISTED" });
    const again = await signUpWith({ email, password: "ada-password" });
    expect(again.status).toBe(200);
  });
});

describe("POST /auth/password/sign-in", () => {
  it("signs in the demo user", async () => {
    const tokens = await signIn(emulator, DEMO_USER.email, DEMO_USER.password);
    expect(tokens.user_id).toBe(DEMO_USER.id);
    expect(tokens.access_token.split(".")).toHaveLength(3);
    expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(32);
  });

  it("gives each sign-in its own session", async () => {
    const a = await signIn(emulator);
    const b = await signIn(emulator);
    expect(a.refresh_token).not.toBe(b.refresh_token);
  });

  it("answers a wrong password and an unknown e-mail alike, with EMAIL_PASSWORD_MISMATCH", async () => {
    const { email } = await signUp(emulator);
    const wrongPassword = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email, password: "wrong-password" },
    });
    const unknownEmail = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: "nobody@example.com", password: "wrong-password" },
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(knownError(res)).toEqual({
        status: 400,
        code: "EMAIL_PASSWORD_MISMATCH",
        header: "EMAIL_PASSWORD_MISMATCH",
      });
    }
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it("accepts the e-mail in any case", async () => {
    const tokens = await signIn(emulator, "Demo@Example.COM", DEMO_USER.password);
    expect(tokens.user_id).toBe(DEMO_USER.id);
  });
});
