import { KnownErrors, type StackClientApp } from "@app/core";
import { PASSKEY_RP_ID_SENTINEL } from "@app/core/internal";
import { type SoftwareAuthenticator, softwareAuthenticator } from "@app/emulator";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

// The browser's side of WebAuthn (@simplewebauthn/browser over navigator.credentials) is played by
// a software authenticator; what reaches it is what the SDK made of the service's options.
const browser = vi.hoisted(() => ({
  supported: true,
  authenticator: null as SoftwareAuthenticator | null,
  failure: null as unknown,
  seen: [] as Record<string, unknown>[],
}));
vi.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: async ({ optionsJSON }: { optionsJSON: never }) => {
    browser.seen.push(optionsJSON);
    if (browser.failure) throw browser.failure;
    return browser.authenticator?.register(optionsJSON, location.origin);
  },
  startAuthentication: async ({ optionsJSON }: { optionsJSON: never }) => {
    browser.seen.push(optionsJSON);
    if (browser.failure) throw browser.failure;
    return browser.authenticator?.authenticate(optionsJSON, location.origin);
  },
}));

const h = useHarness();

beforeEach(() => {
  browser.supported = true;
  browser.authenticator = softwareAuthenticator();
  browser.failure = null;
  browser.seen = [];
});
afterEach(() => history.replaceState(null, "", "/"));

async function signedUp(log?: RequestLog) {
  const navigate = vi.fn<(url: string) => void>();
  const app = h.client({ redirectMethod: { navigate }, urls: { afterSignIn: "/home" } }, log);
  await app.signUpWithCredential({
    email: uniqueEmail(),
    password: "a-good-password",
    noRedirect: true,
  });
  const user = await app.getUser({ or: "throw" });
  return { app, user: user!, navigate };
}

/** A WebAuthn error as the browser library raises it: named after the DOM error, with a code. */
function webAuthnError(code: string, message: string) {
  return Object.assign(new Error(message), { name: "NotAllowedError", code });
}

describe("user.registerPasskey", () => {
  it("registers a passkey for this page's hostname; the user then has passkey sign-in", async () => {
    const { app, user } = await signedUp();
    const shown: boolean[] = [];
    const stop = app.userStore.subscribe(() => {
      app.userStore.getPromise().then((u) => shown.push(u?.passkeyAuthEnabled ?? false));
    });
    try {
      expect(await user.registerPasskey()).toEqual({ status: "ok", data: undefined });
      expect(browser.seen[0]?.rp).toMatchObject({ id: "localhost" });
      expect(browser.authenticator?.size).toBe(1);
      await expect.poll(() => shown.at(-1), { interval: 5 }).toBe(true);
      expect((await app.getUser())?.passkeyAuthEnabled).toBe(true);
    } finally {
      stop();
    }
  });

  it("returns the browser's WebAuthn error with its code (a cancelled prompt)", async () => {
    const { app, user } = await signedUp();
    browser.failure = webAuthnError(
      "ERROR_CEREMONY_ABORTED",
      "Registration ceremony was sent an abort signal",
    );
    const result = await user.registerPasskey();
    expect(result.status).toBe("error");
    expect(KnownErrors.PasskeyWebAuthnError.isInstance(result.error)).toBe(true);
    expect(result.error?.details).toEqual({
      code: "ERROR_CEREMONY_ABORTED",
      message: "Registration ceremony was sent an abort signal",
    });
    expect((await app.getUser())?.passkeyAuthEnabled).toBe(false);
  });

  it("says 'WebAuthn is not supported in this browser' without asking the service", async () => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    browser.supported = false;
    log.length = 0;
    const result = await user.registerPasskey();
    expect(KnownErrors.PasskeyRegistrationFailed.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("WebAuthn is not supported in this browser");
    expect(log).toEqual([]);
  });

  it.each(["127.0.0.1", "example", "exa_mple.com", "example.c0m"])(
    "refuses %s as a passkey domain before any request",
    async (hostname) => {
      const log: RequestLog = [];
      const { user } = await signedUp(log);
      log.length = 0;
      const result = await user.registerPasskey({ hostname });
      expect(result.error?.details).toEqual({
        code: "ERROR_INVALID_DOMAIN",
        message: `${hostname} is an invalid domain`,
      });
      expect(log).toEqual([]);
    },
  );

  it("returns a failure of the service's check as PASSKEY_REGISTRATION_FAILED", async () => {
    const { user } = await signedUp();
    // A passkey made for another RP id than the page's does not verify.
    const result = await user.registerPasskey({ hostname: "app.example.com" });
    expect(KnownErrors.PasskeyRegistrationFailed.isInstance(result.error)).toBe(true);
  });
});

describe("app.signInWithPasskey", () => {
  async function withPasskey() {
    const { app, user } = await signedUp();
    await user.registerPasskey();
    await app.signOut({ noRedirect: true });
    return user;
  }

  it("signs the passkey's user in and goes to after-sign-in", async () => {
    const registered = await withPasskey();
    const navigate = vi.fn<(url: string) => void>();
    const app = h.client({ redirectMethod: { navigate }, urls: { afterSignIn: "/home" } });
    expect(await app.signInWithPasskey()).toEqual({ status: "ok", data: undefined });
    expect(browser.seen.at(-1)?.rpId).toBe("localhost");
    expect(browser.seen.at(-1)?.rpId).not.toBe(PASSKEY_RP_ID_SENTINEL);
    expect((await app.getUser())?.id).toBe(registered.id);
    expect(navigate).toHaveBeenLastCalledWith("/home");
  });

  it("goes to after_auth_return_to when the page has one", async () => {
    await withPasskey();
    const navigate = vi.fn<(url: string) => void>();
    const app = h.client({ redirectMethod: { navigate } });
    history.replaceState(null, "", "/handler/sign-in?after_auth_return_to=%2Fbilling");
    await app.signInWithPasskey();
    expect(navigate).toHaveBeenLastCalledWith("/billing");
  });

  it("returns PASSKEY_AUTHENTICATION_FAILED for a passkey no account has", async () => {
    browser.authenticator?.register(
      { challenge: "AAAA", rp: { id: "localhost" }, user: { id: "eA" } },
      location.origin,
    );
    const app = h.client();
    const result = await app.signInWithPasskey();
    expect(KnownErrors.PasskeyAuthenticationFailed.isInstance(result.error)).toBe(true);
    expect(await app.getUser()).toBeNull();
  });

  it("returns a cancelled prompt as PASSKEY_WEBAUTHN_ERROR", async () => {
    browser.failure = webAuthnError(
      "ERROR_CEREMONY_ABORTED",
      "Authentication ceremony was sent an abort signal",
    );
    const result = await h.client().signInWithPasskey();
    expect(result.error?.details).toMatchObject({ code: "ERROR_CEREMONY_ABORTED" });
  });

  it("returns an unexpected browser failure as PASSKEY_AUTHENTICATION_FAILED", async () => {
    browser.failure = new TypeError("something odd");
    const result = await h.client().signInWithPasskey();
    expect(KnownErrors.PasskeyAuthenticationFailed.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("The passkey sign-in could not start in this browser.");
  });

  it("says 'WebAuthn is not supported in this browser'", async () => {
    browser.supported = false;
    const result = await h.client().signInWithPasskey();
    expect(result.error?.message).toBe("WebAuthn is not supported in this browser");
  });

  it("throws MULTI_FACTOR_AUTHENTICATION_REQUIRED for a user with TOTP", async () => {
    const registered = await withPasskey();
    await h
      .server()
      .updateUser(registered.id, { totpSecretBase64: "MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=" });
    const app: StackClientApp = h.client();
    const error = await app.signInWithPasskey().catch((e: unknown) => e);
    expect(KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)).toBe(true);
    expect(await app.getUser()).toBeNull();
  });
});
