import { describe, expect, it } from "vitest";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();
const CALLBACK = "http://localhost:3000/handler/email-verification";

let counter = 0;
async function signUpWithVerification(callback: string | null = CALLBACK) {
  const email = `verify-${++counter}-${Date.now()}@example.com`;
  const res = await call(emulator, "POST", "/auth/password/sign-up", {
    body: {
      email,
      password: "correct horse battery",
      ...(callback ? { verification_callback_url: callback } : {}),
    },
  });
  return { ...res, email };
}

const verify = (code: string) =>
  call(emulator, "POST", "/contact-channels/verify", { body: { code } });

describe("e-mail verification after sign-up", () => {
  it("e-mails a link with a code to verification_callback_url; the code verifies the e-mail once", async () => {
    const signedUp = await signUpWithVerification();
    expect(signedUp.status).toBe(200);
    const link = new URL(emulator.outbox.latestLink(signedUp.email));
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK);
    const code = emulator.outbox.latestCode(signedUp.email);

    const check = await call(emulator, "POST", "/contact-channels/verify/check-code", {
      body: { code },
    });
    expect(check.body).toEqual({ is_code_valid: true });
    expect((await verify(code)).body).toEqual({ success: true });
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: signedUp.body.access_token,
    });
    expect(me.body.primary_email_verified).toBe(true);
    expect(knownError(await verify(code))).toMatchObject({
      status: 409,
      code: "VERIFICATION_CODE_ALREADY_USED",
    });
  });

  it("sends nothing without a callback URL", async () => {
    const signedUp = await signUpWithVerification(null);
    expect(signedUp.status).toBe(200);
    expect(emulator.outbox.list({ to: signedUp.email })).toEqual([]);
  });

  it("refuses an untrusted callback URL before creating the user", async () => {
    const signedUp = await signUpWithVerification("https://evil.example/verify");
    expect(knownError(signedUp).code).toBe("REDIRECT_URL_NOT_WHITELISTED");
    const users = await call(emulator, "GET", `/users?query=${signedUp.email}`, {
      access: "server",
    });
    expect(users.body.items).toEqual([]);
  });

  it("answers 400 in plain text when the address was removed since the e-mail was sent", async () => {
    const signedUp = await signUpWithVerification();
    const code = emulator.outbox.latestCode(signedUp.email);
    const userPath = `/contact-channels?user_id=${signedUp.body.user_id}`;
    const [channel] = (await call(emulator, "GET", userPath, { access: "server" })).body.items;
    await call(emulator, "DELETE", `/contact-channels/${signedUp.body.user_id}/${channel.id}`, {
      access: "server",
      body: {},
    });
    const res = await verify(code);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Contact channel not found. Was your contact channel deleted?");
  });

  it("refuses a wrong code with 404 VERIFICATION_CODE_NOT_FOUND", async () => {
    expect(knownError(await verify("a".repeat(45)))).toMatchObject({
      status: 404,
      code: "VERIFICATION_CODE_NOT_FOUND",
    });
  });
});
