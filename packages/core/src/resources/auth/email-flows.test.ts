import { KnownErrors, type StackClientApp } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { DEMO_USER } from "@app/emulator";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();
afterEach(() => {
  h.emulator.clock.reset();
});

const CALLBACK = "http://localhost:3000/handler/magic-link-callback";

function appWithNavigation(log?: RequestLog) {
  const navigate = vi.fn();
  return { app: h.client({ redirectMethod: { navigate } }, log), navigate };
}

describe("magic link and one-time password", () => {
  it("signs a new address up by link, then goes to the after-sign-up page", async () => {
    const email = uniqueEmail();
    const { app, navigate } = appWithNavigation();
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    expect(sent.status).toBe("ok");
    expect(sent.data?.nonce).toBe(h.emulator.outbox.latestCode(email).slice(6));

    const result = await app.signInWithMagicLink(h.emulator.outbox.latestCode(email));
    expect(result).toEqual({ status: "ok", data: undefined });
    expect(navigate).toHaveBeenCalledWith("/");
    const user = await app.getUser({ or: "throw" });
    expect(user).toMatchObject({
      primaryEmail: email,
      primaryEmailVerified: true,
      otpAuthEnabled: true,
      hasPassword: false,
    });
  });

  it("signs an existing user in with the typed code plus the nonce, to the after-sign-in page", async () => {
    const { app, navigate } = appWithNavigation();
    const sent = await app.sendMagicLinkEmail(DEMO_USER.email, { callbackUrl: CALLBACK });
    const result = await app.signInWithMagicLink(
      `${h.emulator.outbox.latestOtp(DEMO_USER.email)}${sent.data?.nonce}`,
    );
    expect(result.status).toBe("ok");
    expect((await app.getUser())?.id).toBe(DEMO_USER.id);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("goes to after-sign-up for new users and after-sign-in for others, with their own URLs", async () => {
    const navigate = vi.fn();
    const urls = { afterSignIn: "/welcome-back", afterSignUp: "/welcome" };
    const app = h.client({ redirectMethod: { navigate }, urls });
    const email = uniqueEmail();
    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    await app.signInWithMagicLink(h.emulator.outbox.latestCode(email));
    await app.signOut({ noRedirect: true });
    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    await app.signInWithMagicLink(h.emulator.outbox.latestCode(email));
    expect(navigate.mock.calls).toEqual([["/welcome"], ["/welcome-back"]]);
  });

  it("returns a used, wrong or expired code as a VerificationCodeError result", async () => {
    const email = uniqueEmail();
    const app = h.client();
    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    const code = h.emulator.outbox.latestCode(email);
    expect((await app.signInWithMagicLink(code)).status).toBe("ok");
    await app.signOut({ noRedirect: true });

    const used = await app.signInWithMagicLink(code);
    expect(used.error?.code).toBe("VERIFICATION_CODE_ALREADY_USED");
    expect(KnownErrors.VerificationCodeError.isInstance(used.error)).toBe(true);

    const wrong = await app.signInWithMagicLink("z".repeat(45));
    expect(wrong.error?.code).toBe("VERIFICATION_CODE_NOT_FOUND");

    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    h.emulator.clock.advance(7 * 24 * 60 * 60 * 1000);
    const expired = await app.signInWithMagicLink(h.emulator.outbox.latestCode(email));
    expect(expired.error?.code).toBe("VERIFICATION_CODE_EXPIRED");
    expect(await app.getUser()).toBeNull();
  });

  it("answers a code that cannot be one without a request; a non-string is a TypeError", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    const short = await app.signInWithMagicLink("ABC123");
    expect(short.error?.code).toBe("VERIFICATION_CODE_NOT_FOUND");
    await expect(app.signInWithMagicLink(42 as unknown as string)).rejects.toThrow(
      /code must be a string/,
    );
    expect(log).toEqual([]);
  });

  it("returns an untrusted callback URL as REDIRECT_URL_NOT_WHITELISTED, and needs one outside a browser", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    const untrusted = await app.sendMagicLinkEmail(uniqueEmail(), {
      callbackUrl: "https://evil.example/cb",
    });
    expect(untrusted.error?.code).toBe("REDIRECT_URL_NOT_WHITELISTED");
    log.length = 0;
    await expect(app.sendMagicLinkEmail(uniqueEmail())).rejects.toThrow(
      "sendMagicLinkEmail needs options.callbackUrl outside a browser.",
    );
    expect(log).toEqual([]);
  });

  it("keeps an anonymous user's id when they sign in with a new address", async () => {
    const app = h.client();
    const anonymous = await app.getUser({ or: "anonymous" });
    const email = uniqueEmail();
    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    await app.signInWithMagicLink(h.emulator.outbox.latestCode(email));
    const user = await app.getUser({ or: "throw" });
    expect(user).toMatchObject({ id: anonymous?.id, isAnonymous: false, primaryEmail: email });
  });
});

describe("TOTP multi-factor authentication", () => {
  const password = "a-good-password";

  async function userWithTotp() {
    const email = uniqueEmail();
    const app = h.client();
    await app.signUpWithCredential({ email, password, noVerificationCallback: true });
    const user = await app.getUser({ or: "throw" });
    const secret = crypto.getRandomValues(new Uint8Array(20));
    await user?.update({ totpMultiFactorSecret: secret });
    return { app, email, secret, user: await app.getUser({ or: "throw" }) };
  }

  /** The attempt code of a password sign-in that needs the second factor. */
  async function attemptCode(app: StackClientApp, email: string): Promise<string> {
    const error = await app.signInWithCredential({ email, password }).catch((e: unknown) => e);
    expect(KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)).toBe(true);
    return (error as InstanceType<typeof KnownErrors.MultiFactorAuthenticationRequired>).details
      .attempt_code;
  }

  it("turns on with user.update({ totpMultiFactorSecret }); the cached user shows it", async () => {
    const { user } = await userWithTotp();
    expect(user?.isMultiFactorRequired).toBe(true);
  });

  it("makes password sign-in throw MULTI_FACTOR_AUTHENTICATION_REQUIRED; signInWithMfa completes it", async () => {
    const { email, secret } = await userWithTotp();
    const { app, navigate } = appWithNavigation();
    const code = await attemptCode(app, email);
    expect(await app.getUser()).toBeNull();
    const { totpCode } = await import("@app/emulator");
    const result = await app.signInWithMfa(totpCode(secret), code);
    expect(result.status).toBe("ok");
    expect((await app.getUser())?.primaryEmail).toBe(email);
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("returns a wrong code as INVALID_TOTP_CODE, and an empty one without a request", async () => {
    const { email } = await userWithTotp();
    const log: RequestLog = [];
    const app = h.client({}, log);
    const code = await attemptCode(app, email);
    log.length = 0;
    const empty = await app.signInWithMfa("", code);
    expect(empty.error?.message).toBe("Invalid TOTP code");
    expect(log).toEqual([]);
    const wrong = await app.signInWithMfa("000000", code);
    // One chance in a million that 000000 is the right code; then the test would see "ok".
    expect(wrong.error?.code ?? "lucky").toMatch(/INVALID_TOTP_CODE|lucky/);
    expect(log).toEqual(["POST /auth/mfa/sign-in"]);
  });

  it("turns off with null: password sign-in gives a session again", async () => {
    const { app, email } = await userWithTotp();
    const user = await app.getUser({ or: "throw" });
    await user?.update({ totpMultiFactorSecret: null });
    expect((await app.getUser())?.isMultiFactorRequired).toBe(false);
    const other = h.client();
    expect((await other.signInWithCredential({ email, password })).status).toBe("ok");
  });

  it("refuses a secret that is not bytes with a TypeError naming the field", async () => {
    const { user } = await userWithTotp();
    await expect(
      user!.update({ totpMultiFactorSecret: "secret" as unknown as Uint8Array }),
    ).rejects.toThrow(/totpMultiFactorSecret must be a Uint8Array/);
  });
});

describe("password reset", () => {
  const RESET = "http://localhost:3000/handler/password-reset";

  it("e-mails a code that checks, resets the password and signs in with the new one", async () => {
    const email = uniqueEmail();
    await h
      .client()
      .signUpWithCredential({ email, password: "old-password", noVerificationCallback: true });
    const app = h.client();
    expect(await app.sendForgotPasswordEmail(email, { callbackUrl: RESET })).toEqual({
      status: "ok",
      data: undefined,
    });
    const code = h.emulator.outbox.latestCode(email);
    expect((await app.verifyPasswordResetCode(code)).status).toBe("ok");
    expect((await app.resetPassword({ code, password: "new-password" })).status).toBe("ok");
    const again = await app.resetPassword({ code, password: "newer-password" });
    expect(again.error?.code).toBe("VERIFICATION_CODE_ALREADY_USED");
    expect((await app.signInWithCredential({ email, password: "new-password" })).status).toBe("ok");
  });

  it("answers alike for an unknown address", async () => {
    const result = await h.client().sendForgotPasswordEmail(uniqueEmail(), { callbackUrl: RESET });
    expect(result.status).toBe("ok");
  });

  it("throws a password that breaks the rules before any request, and checks codes' shape", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    await expect(app.resetPassword({ code: "a".repeat(45), password: "short" })).rejects.toThrow(
      KnownErrors.PasswordTooShort,
    );
    expect((await app.verifyPasswordResetCode("nope")).error?.code).toBe(
      "VERIFICATION_CODE_NOT_FOUND",
    );
    expect(log).toEqual([]);
    expect((await app.verifyPasswordResetCode("a".repeat(45))).error?.code).toBe(
      "VERIFICATION_CODE_NOT_FOUND",
    );
  });
});

describe("e-mail verification", () => {
  it("signUpWithCredential e-mails a verification link; verifyEmail verifies, and the signed-in user reloads", async () => {
    const email = uniqueEmail();
    const app = h.client();
    await app.signUpWithCredential({
      email,
      password: "a-good-password",
      verificationCallbackUrl: "http://localhost:3000/handler/email-verification",
    });
    expect((await app.getUser())?.primaryEmailVerified).toBe(false);
    const unsubscribe = app.userStore.subscribe(() => {});
    const result = await app.verifyEmail(h.emulator.outbox.latestCode(email));
    expect(result.status).toBe("ok");
    await vi.waitFor(async () => {
      const user = await app.userStore.getPromise();
      expect(user?.primaryEmailVerified).toBe(true);
    });
    unsubscribe();
    expect((await app.verifyEmail(h.emulator.outbox.latestCode(email))).error?.code).toBe(
      "VERIFICATION_CODE_ALREADY_USED",
    );
  });

  it("sends no e-mail with noVerificationCallback", async () => {
    const email = uniqueEmail();
    await h.client().signUpWithCredential({
      email,
      password: "a-good-password",
      noVerificationCallback: true,
    });
    expect(h.emulator.outbox.list({ to: email })).toEqual([]);
  });
});

describe("signUpWithCredential's verification options", () => {
  it("rejects noVerificationCallback with a verificationCallbackUrl before sending, as a StackAssertionError as @stackframe/js does (issue 29: the name its callers check)", async () => {
    const email = uniqueEmail();
    const log: RequestLog = [];
    const sent = h.client({}, log).signUpWithCredential({
      email,
      password: "a-good-password",
      noVerificationCallback: true,
      verificationCallbackUrl: "http://localhost:3000/handler/email-verification",
    } as unknown as Parameters<StackClientApp["signUpWithCredential"]>[0]);
    // The reference's e2e test checks the error's name (issue 29): a StackAssertionError, which
    // is a TypeError here as every wrong argument.
    await expect(sent).rejects.toMatchObject({
      message: expect.stringContaining(
        "verificationCallbackUrl is not allowed when noVerificationCallback is true",
      ),
      name: "StackAssertionError",
    });
    await expect(sent).rejects.toBeInstanceOf(TypeError);
    expect(log).toEqual([]);
    expect(await h.server().listUsers({ query: email })).toHaveLength(0);
  });
});

describe("anonymous upgrade by sign-up", () => {
  it("keeps the id and the data; the tokens of before keep working", async () => {
    const store = new MemoryTokenStore();
    const app = h.client({ tokenStore: store });
    const anonymous = await app.getUser({ or: "anonymous" });
    await anonymous?.update({ clientMetadata: { cart: ["book"] } });
    const before = store.get();
    const email = uniqueEmail();
    const result = await app.signUpWithCredential({
      email,
      password: "a-good-password",
      noVerificationCallback: true,
    });
    expect(result.status).toBe("ok");
    const user = await app.getUser({ or: "throw" });
    expect(user).toMatchObject({
      id: anonymous?.id,
      isAnonymous: false,
      primaryEmail: email,
      clientMetadata: { cart: ["book"] },
    });
    const old = h.client({
      tokenStore: { accessToken: before.accessToken!, refreshToken: before.refreshToken! },
    });
    expect((await old.getUser())?.primaryEmail).toBe(email);
  });
});
