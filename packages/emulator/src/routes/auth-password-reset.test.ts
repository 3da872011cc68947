import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CODE_LIFETIME_MS } from "../store/verification-code-store.js";
import {
  call,
  knownError,
  setProjectConfig,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();
const CALLBACK = "http://localhost:3000/handler/password-reset";

afterEach(() => emulator.reset());

const sendResetCode = (email: string, callback_url = CALLBACK) =>
  call(emulator, "POST", "/auth/password/send-reset-code", { body: { email, callback_url } });
const reset = (code: string, password: string) =>
  call(emulator, "POST", "/auth/password/reset", { body: { code, password } });
const checkCode = (code: string) =>
  call(emulator, "POST", "/auth/password/reset/check-code", { body: { code } });

describe("password reset", () => {
  it("e-mails a link with the code, which checks, resets the password and ends the old sessions", async () => {
    const user = await signUp(emulator);
    const res = await sendResetCode(user.email);
    expect(res.body).toEqual({ success: "maybe, only if user with e-mail exists" });
    const link = new URL(emulator.outbox.latestLink(user.email));
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK);
    expect(emulator.outbox.latest(user.email).subject).toMatch(/reset your password/i);
    const code = emulator.outbox.latestCode(user.email);

    expect((await checkCode(code)).body).toEqual({ is_code_valid: true });
    expect((await checkCode(code)).status).toBe(200); // checking does not use it up
    expect((await reset(code, "a-brand-new-password")).body).toEqual({ success: true });

    const refreshed = await call(emulator, "POST", "/auth/sessions/current/refresh", {
      refreshToken: user.refresh_token,
      body: {},
    });
    expect(knownError(refreshed).code).toBe("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED");
    const again = await signIn(emulator, user.email, "a-brand-new-password");
    expect(again.user_id).toBe(user.user_id);
    expect(knownError(await checkCode(code)).code).toBe("VERIFICATION_CODE_ALREADY_USED");
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const res = await sendResetCode(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: "maybe, only if user with e-mail exists" });
    expect(emulator.outbox.list({ to: email })).toEqual([]);
  });

  it("refuses an untrusted callback URL", async () => {
    const user = await signUp(emulator);
    const res = await sendResetCode(user.email, "https://evil.example/reset");
    expect(knownError(res)).toMatchObject({ status: 400, code: "REDIRECT_URL_NOT_WHITELISTED" });
    expect(emulator.outbox.list({ to: user.email })).toEqual([]);
  });

  it("keeps the code when the new password breaks the rules", async () => {
    const user = await signUp(emulator);
    await sendResetCode(user.email);
    const code = emulator.outbox.latestCode(user.email);
    expect(knownError(await reset(code, "short"))).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    expect((await reset(code, "long-enough-now")).status).toBe(200);
  });

  it("expires codes on the emulator's clock and refuses codes of another flow", async () => {
    const user = await signUp(emulator);
    await sendResetCode(user.email);
    const code = emulator.outbox.latestCode(user.email);
    emulator.clock.advance(DEFAULT_CODE_LIFETIME_MS);
    expect(knownError(await reset(code, "long-enough-now")).code).toBe("VERIFICATION_CODE_EXPIRED");
    emulator.clock.reset();
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      body: { email: "reset-flows@example.com", callback_url: CALLBACK },
    });
    const signInCode = emulator.outbox.latestCode("reset-flows@example.com");
    expect(knownError(await checkCode(signInCode))).toMatchObject({
      status: 404,
      code: "VERIFICATION_CODE_NOT_FOUND",
    });
  });

  it("needs password sign-in to be enabled", async () => {
    await setProjectConfig(emulator, { credential_enabled: false });
    const res = await sendResetCode("demo@example.com");
    expect(knownError(res).code).toBe("PASSWORD_AUTHENTICATION_NOT_ENABLED");
  });
});
