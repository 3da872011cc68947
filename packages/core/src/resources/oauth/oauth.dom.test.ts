import { KnownErrors, type StackClientApp, type StackClientAppOptions } from "@app/core";
import { documentCookieJar } from "@app/core/internal";
import { followMockOAuth, type MockOAuthIdentity, totpCode } from "@app/emulator";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";
import { MFA_RETURN_KEY, pendingMfaAttempt } from "./return-address.js";

const h = useHarness();

const URLS = { afterSignIn: "/welcome-back", afterSignUp: "/welcome" };

/** An app whose redirects are recorded; OAuth providers are other origins, so they arrive here too. */
function oauthApp(overrides: Partial<StackClientAppOptions> = {}, log?: RequestLog) {
  const navigate = vi.fn<(url: string) => void>();
  const app = h.client({ redirectMethod: { navigate }, urls: URLS, ...overrides }, log);
  return { app, navigate };
}

/** Puts the browser on `url` (same origin) without loading it. */
function visit(url: string) {
  history.replaceState(null, "", url);
}

function stateCookies(): string[] {
  return document.cookie.split("; ").filter((cookie) => cookie.startsWith("stack-oauth-outer-"));
}

/** Starts a sign-in and walks the mock provider; leaves the browser on the callback URL. */
async function toCallback(
  app: StackClientApp,
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>,
  identity: MockOAuthIdentity,
  start: () => Promise<void> = () => app.signInWithOAuth("github"),
) {
  await start();
  const providerPage = navigate.mock.calls.at(-1)?.[0] ?? "";
  const callback = await followMockOAuth(providerPage, identity);
  visit(callback);
  return new URL(callback);
}

/**
 * Gives the demo project its own GitHub and Google keys until the test ends: the service refuses
 * extra scopes (`provider_scope`) with shared keys (OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS).
 */
async function useOwnOAuthKeys(): Promise<void> {
  const own = (id: string) => ({ id, type: "standard", client_id: `${id}-id`, client_secret: "s" });
  const res = await fetch(`${h.emulator.url}/api/v1/internal/projects/current`, {
    method: "PATCH",
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": h.emulator.projectId,
      "x-stack-access-type": "admin",
      "x-stack-super-secret-admin-key": h.emulator.superSecretAdminKey,
    },
    body: JSON.stringify({ config: { oauth_providers: [own("github"), own("google")] } }),
  });
  expect(res.status).toBe(200);
  onTestFinished(() => h.emulator.reset());
}

beforeEach(() => visit("/handler/sign-in"));
afterEach(() => {
  const jar = documentCookieJar();
  for (const name of Object.keys(jar.getAll())) jar.remove(name, { secure: false });
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("signInWithOAuth", () => {
  it("keeps a PKCE verifier in a state cookie and sends the browser to the provider", async () => {
    const { app, navigate } = oauthApp();
    await app.signInWithOAuth("github");
    expect(navigate).toHaveBeenCalledTimes(1);
    const page = new URL(navigate.mock.calls[0]?.[0] ?? "");
    expect(page.origin).toBe(h.emulator.url);
    expect(page.pathname).toBe("/emulator/oauth-provider/github/authorize");
    expect(stateCookies()).toHaveLength(1);
  });

  it("sends every parameter of the authorize call", async () => {
    const urls: string[] = [];
    const app = h.client({
      redirectMethod: { navigate: () => {} },
      urls: URLS,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    visit("/handler/sign-in?after_auth_return_to=%2Fdashboard");
    await app.signInWithOAuth("GitHub");
    const authorize = new URL(urls.find((url) => url.includes("/auth/oauth/authorize/")) ?? "");
    expect(authorize.pathname).toBe("/api/v1/auth/oauth/authorize/github");
    const params = Object.fromEntries(authorize.searchParams);
    const [cookie] = stateCookies();
    expect(params).toEqual({
      client_id: h.emulator.projectId,
      client_secret: h.emulator.publishableClientKey,
      redirect_uri: "http://localhost:3000/handler/oauth-callback",
      scope: "legacy",
      state: cookie?.split("=")[0]?.replace("stack-oauth-outer-", ""),
      grant_type: "authorization_code",
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
      response_type: "code",
      type: "authenticate",
      error_redirect_url: "http://localhost:3000/handler/error",
      after_callback_redirect_url: "http://localhost:3000/dashboard",
      stack_response_mode: "json",
    });
  });

  it("asks the provider for the app's oauthScopesOnSignIn of that provider (the reference's option)", async () => {
    await useOwnOAuthKeys();
    const urls: string[] = [];
    const app = h.client({
      redirectMethod: { navigate: () => {} },
      urls: URLS,
      oauthScopesOnSignIn: { github: ["repo", "read:org"], google: ["drive"] },
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await app.signInWithOAuth("github");
    const authorize = new URL(urls.find((url) => url.includes("/auth/oauth/authorize/")) ?? "");
    expect(authorize.searchParams.get("provider_scope")).toBe("repo read:org");
    // A provider without scopes of its own sends none.
    const plain = h.client({
      redirectMethod: { navigate: () => {} },
      oauthScopesOnSignIn: { google: ["drive"] },
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await plain.signInWithOAuth("github");
    expect(new URL(urls.at(-1) ?? "").searchParams.has("provider_scope")).toBe(false);
    expect(() => h.client({ oauthScopesOnSignIn: { github: "repo" } as never })).toThrow(
      /^oauthScopesOnSignIn must map provider ids to arrays of scopes/,
    );
  });

  it("refuses an untrusted returnTo before any request", async () => {
    const log: RequestLog = [];
    const { app, navigate } = oauthApp({}, log);
    await expect(
      app.signInWithOAuth("github", { returnTo: "https://evil.example" }),
    ).rejects.toThrow("Redirect URL https://evil.example is not trusted; should be relative.");
    expect(log).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(stateCookies()).toEqual([]);
  });

  it("refuses a provider id that is not a non-empty string, naming the method", async () => {
    const { app } = oauthApp();
    await expect(app.signInWithOAuth("")).rejects.toThrow(TypeError);
    await expect(app.signInWithOAuth(42 as never)).rejects.toThrow(
      /^signInWithOAuth expects a provider id/,
    );
  });

  it("passes on the service's refusal of a provider the project has not enabled", async () => {
    const { app, navigate } = oauthApp();
    const error = await app.signInWithOAuth("discord").catch((e: unknown) => e);
    expect(KnownErrors.OAuthProviderNotFoundOrNotEnabled.isInstance(error)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("callOAuthCallback", () => {
  it("signs a new user in, cleans the address bar and goes to after-sign-up", async () => {
    const email = uniqueEmail();
    const { app, navigate } = oauthApp();
    await toCallback(app, navigate, { email, name: "Ada" });
    expect(await app.callOAuthCallback()).toBe(true);
    expect(location.pathname).toBe("/handler/oauth-callback");
    expect(location.search).toBe("");
    expect(stateCookies()).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith("/welcome");
    expect(await app.getUser()).toMatchObject({
      primaryEmail: email,
      displayName: "Ada",
      oauthProviders: [{ id: "github" }],
    });
  });

  it("sends a returning user to after-sign-in", async () => {
    const email = uniqueEmail();
    const first = oauthApp();
    await toCallback(first.app, first.navigate, { email });
    await first.app.callOAuthCallback();
    const again = oauthApp();
    await toCallback(again.app, again.navigate, { email });
    expect(await again.app.callOAuthCallback()).toBe(true);
    expect(again.navigate).toHaveBeenLastCalledWith("/welcome-back");
  });

  it("goes to the returnTo page of the sign-in", async () => {
    const { app, navigate } = oauthApp();
    await toCallback(app, navigate, { email: uniqueEmail() }, () =>
      app.signInWithOAuth("google", { returnTo: "/dashboard?tab=1" }),
    );
    await app.callOAuthCallback();
    expect(navigate).toHaveBeenLastCalledWith("http://localhost:3000/dashboard?tab=1");
  });

  it("does nothing on a page without code and state", async () => {
    const log: RequestLog = [];
    const { app } = oauthApp({}, log);
    visit("/handler/oauth-callback?code=only");
    expect(await app.callOAuthCallback()).toBe(false);
    expect(log).toEqual([]);
  });

  it("uses the state cookie once: a reload of the callback does nothing and returns false", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const log: RequestLog = [];
    const { app, navigate } = oauthApp({}, log);
    const callback = await toCallback(app, navigate, { email: uniqueEmail() });
    expect(await app.callOAuthCallback()).toBe(true);
    visit(callback.toString());
    log.length = 0;
    navigate.mockClear();
    expect(await app.callOAuthCallback()).toBe(false);
    expect(log).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no state cookie for the flow/));
    // Not ours to clean: the parameters may belong to another OAuth client on this URL.
    expect(location.search).toBe(callback.search);
  });

  it("does nothing (false) when the state cookie has expired (after an hour)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["Date"] });
    const { app, navigate } = oauthApp();
    await toCallback(app, navigate, { email: uniqueEmail() });
    vi.setSystemTime(Date.now() + 3601 * 1000);
    navigate.mockClear();
    expect(await app.callOAuthCallback()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(await app.getUser()).toBeNull();
  });

  it("reports a failed code exchange (PKCE mismatch) with the callback error message", async () => {
    const { app, navigate } = oauthApp();
    const callback = await toCallback(app, navigate, { email: uniqueEmail() });
    const state = callback.searchParams.get("state");
    documentCookieJar().set(`stack-oauth-outer-${state}`, "not-the-verifier", {
      maxAgeSeconds: 60,
      secure: false,
    });
    const error = (await app.callOAuthCallback().catch((e: unknown) => e)) as Error;
    expect(error.message).toBe("Error signing in during OAuth callback. Please try again.");
    expect(KnownErrors.InvalidAuthorizationCode.isInstance(error.cause)).toBe(true);
    expect(location.search).toBe("");
    expect(await app.getUser()).toBeNull();
  });

  it("throws the known error the service sent to the page, and cleans the address bar", async () => {
    const { app } = oauthApp();
    visit(
      `/handler/oauth-callback?errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=Denied.&details=%7B%7D&keep=1`,
    );
    const error = await app.callOAuthCallback().catch((e: unknown) => e);
    expect(KnownErrors.OAuthProviderAccessDenied.isInstance(error)).toBe(true);
    expect(location.search).toBe("?keep=1");
  });

  it("text taken from the callback URL: the error carries the catalogue's message, never the link's", async () => {
    const { app } = oauthApp();
    const phishing = "Your account is locked. Call +1 555 0100 to unlock it.";
    visit(
      `/handler/oauth-callback?errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=${encodeURIComponent(phishing)}`,
    );
    const error = (await app.callOAuthCallback().catch((e: unknown) => e)) as Error;
    expect(KnownErrors.OAuthProviderAccessDenied.isInstance(error)).toBe(true);
    expect(error.message).toBe("OAuth provider access denied.");
    expect(JSON.stringify(error)).not.toContain("555");
  });

  it("throws MULTI_FACTOR_AUTHENTICATION_REQUIRED with the attempt code for a user with TOTP", async () => {
    const email = await userWithTotp();
    const again = oauthApp();
    await toCallback(again.app, again.navigate, { email });
    const error = await again.app.callOAuthCallback().catch((e: unknown) => e);
    expect(KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)).toBe(true);
    expect((error as { details: { attempt_code: string } }).details.attempt_code).toHaveLength(45);
    expect(await again.app.getUser()).toBeNull();
  });
});

const TOTP_SECRET_BASE64 = "MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=";

/** A user signed up through the mock provider, with two-factor authentication on; their e-mail. */
async function userWithTotp(): Promise<string> {
  const email = uniqueEmail();
  const first = oauthApp();
  await toCallback(first.app, first.navigate, { email });
  await first.app.callOAuthCallback();
  const user = await first.app.getUser({ or: "throw" });
  await h.server().updateUser(user?.id ?? "", { totpSecretBase64: TOTP_SECRET_BASE64 });
  await user?.signOut();
  return email;
}

/** The current TOTP code of {@link TOTP_SECRET_BASE64}. */
const rightCode = () => totpCode(TOTP_SECRET_BASE64, h.emulator.clock.now());

/** An OAuth sign-in of `email` (with TOTP) up to the callback's MFA error; its attempt code. */
async function toMfa(
  app: StackClientApp,
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>,
  email: string,
  start: () => Promise<void>,
): Promise<string> {
  await toCallback(app, navigate, { email }, start);
  const error = await app.callOAuthCallback().catch((e: unknown) => e);
  if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) throw error;
  navigate.mockClear();
  return error.details.attempt_code;
}

describe("signInWithMfa after an OAuth callback", () => {
  it("goes to the returnTo page of signInWithOAuth once the TOTP code is given", async () => {
    const email = await userWithTotp();
    const { app, navigate } = oauthApp();
    const attempt = await toMfa(app, navigate, email, () =>
      app.signInWithOAuth("github", { returnTo: "/dashboard?tab=1" }),
    );
    expect(await app.signInWithMfa(rightCode(), attempt)).toEqual({
      status: "ok",
      data: undefined,
    });
    expect(navigate).toHaveBeenLastCalledWith("http://localhost:3000/dashboard?tab=1");
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it("keeps the after_auth_return_to of the sign-in page through a wrong code", async () => {
    const email = await userWithTotp();
    const { app, navigate } = oauthApp();
    visit("/handler/sign-in?after_auth_return_to=%2Fteams%2F7");
    const attempt = await toMfa(app, navigate, email, () => app.signInWithOAuth("github"));
    const wrong = String((Number(rightCode()) + 500_000) % 1_000_000).padStart(6, "0");
    const failed = await app.signInWithMfa(wrong, attempt);
    expect(KnownErrors.InvalidTotpCode.isInstance(failed.status === "error" && failed.error)).toBe(
      true,
    );
    expect(navigate).not.toHaveBeenCalled();
    await app.signInWithMfa(rightCode(), attempt);
    expect(navigate).toHaveBeenLastCalledWith("http://localhost:3000/teams/7");
  });

  it("goes to after-sign-in when the sign-in had no return page, and after a used one", async () => {
    const email = await userWithTotp();
    const first = oauthApp();
    const withReturn = await toMfa(first.app, first.navigate, email, () =>
      first.app.signInWithOAuth("github", { returnTo: "/dashboard" }),
    );
    await first.app.signInWithMfa(rightCode(), withReturn);
    await (await first.app.getUser())?.signOut();
    const again = oauthApp();
    const plain = await toMfa(again.app, again.navigate, email, () =>
      again.app.signInWithOAuth("github"),
    );
    await again.app.signInWithMfa(rightCode(), plain);
    expect(again.navigate).toHaveBeenLastCalledWith("/welcome-back");
  });

  it("keeps an attempt without a return page too, for the mfa page after a reload", async () => {
    const email = await userWithTotp();
    const { app, navigate } = oauthApp();
    const attempt = await toMfa(app, navigate, email, () => app.signInWithOAuth("github"));
    expect(pendingMfaAttempt()).toBe(attempt);
    await app.signInWithMfa(rightCode(), attempt);
    expect(pendingMfaAttempt()).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith("/welcome-back");
  });

  it("ignores a kept return page that is not trusted", async () => {
    const email = await userWithTotp();
    const { app, navigate } = oauthApp();
    const attempt = await toMfa(app, navigate, email, () => app.signInWithOAuth("github"));
    sessionStorage.setItem(
      MFA_RETURN_KEY,
      JSON.stringify({ key: attempt, url: "https://evil.example/steal" }),
    );
    await app.signInWithMfa(rightCode(), attempt);
    expect(navigate).toHaveBeenLastCalledWith("/welcome-back");
    expect(sessionStorage.getItem(MFA_RETURN_KEY)).toBeNull();
  });

  it("does not redirect with noRedirect, and forgets the return page", async () => {
    const email = await userWithTotp();
    const { app, navigate } = oauthApp();
    const attempt = await toMfa(app, navigate, email, () =>
      app.signInWithOAuth("github", { returnTo: "/dashboard" }),
    );
    await app.signInWithMfa(rightCode(), attempt, { noRedirect: true });
    expect(navigate).not.toHaveBeenCalled();
    expect((await app.getUser())?.primaryEmail).toBe(email);
    expect(sessionStorage.getItem(MFA_RETURN_KEY)).toBeNull();
  });
});

describe("user.linkConnectedAccount", () => {
  it("connects a provider account to the signed-in user and comes back to the page", async () => {
    await useOwnOAuthKeys();
    const { app, navigate } = oauthApp();
    await app.signUpWithCredential({
      email: uniqueEmail(),
      password: "a-good-password",
      noRedirect: true,
    });
    const user = await app.getUser({ or: "throw" });
    visit("/settings?tab=accounts");
    const email = uniqueEmail();
    await toCallback(app, navigate, { email }, () =>
      user!.linkConnectedAccount("google", { scopes: ["drive"] }),
    );
    expect(await app.callOAuthCallback()).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith("http://localhost:3000/settings?tab=accounts");
    const linked = await app.getUser({ or: "throw" });
    expect(linked?.id).toBe(user?.id);
    expect(linked?.oauthProviders).toEqual([{ id: "google" }]);
  });

  it("is where getConnectedAccount(provider, { or: 'redirect' }) sends a user without the account", async () => {
    await useOwnOAuthKeys();
    const { app, navigate } = oauthApp();
    await app.signUpWithCredential({
      email: uniqueEmail(),
      password: "a-good-password",
      noRedirect: true,
    });
    const user = await app.getUser({ or: "throw" });
    // It never resolves: the browser is on its way to the provider.
    void user?.getConnectedAccount("github", { or: "redirect", scopes: ["repo"] });
    await expect.poll(() => navigate.mock.calls.length).toBe(1);
    const page = new URL(navigate.mock.calls[0]?.[0] ?? "");
    expect(page.pathname).toBe("/emulator/oauth-provider/github/authorize");
    // The provider is asked for its base scope and the scopes asked for, as the service asks.
    expect(page.searchParams.get("scope")).toBe("user:email repo");
  });
});
