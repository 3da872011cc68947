// @vitest-environment-options {"url":"https://app.example.com/dashboard?tab=1"}
import { afterEach, describe, expect, it, vi } from "vitest";
import { StackClientApp } from "./client-app.js";

// The reference SDK's `redirectTo…()` family: one method per handler page, with its options.

const START = "/dashboard?tab=1";
afterEach(() => history.replaceState(null, "", START));

function app(options: { urls?: Record<string, string> } = {}) {
  const navigate = vi.fn(async (_url: string) => {});
  const client = new StackClientApp({
    projectId: "p",
    publishableClientKey: "k",
    tokenStore: "memory",
    redirectMethod: { navigate },
    ...options,
  });
  return { client, navigate };
}

describe("redirectTo… for every handler page", () => {
  it.each([
    ["redirectToSignOut", "/handler/sign-out"],
    ["redirectToEmailVerification", "/handler/email-verification"],
    ["redirectToPasswordReset", "/handler/password-reset"],
    ["redirectToForgotPassword", "/handler/forgot-password"],
    ["redirectToOAuthCallback", "/handler/oauth-callback"],
    ["redirectToMagicLinkCallback", "/handler/magic-link-callback"],
    ["redirectToAccountSettings", "/handler/account-settings"],
    ["redirectToError", "/handler/error"],
    ["redirectToTeamInvitation", "/handler/team-invitation"],
    ["redirectToCliAuthConfirm", "/handler/cli-auth-confirm"],
    ["redirectToHome", "/"],
    ["redirectToAfterSignOut", "/"],
  ] as const)("%s goes to %s", async (method, url) => {
    const { client, navigate } = app();
    await client[method]();
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it("follows the app's own URLs", async () => {
    const { client, navigate } = app({ urls: { accountSettings: "/me", handler: "/auth" } });
    await client.redirectToAccountSettings();
    await client.redirectToHandler("forgotPassword");
    expect(navigate.mock.calls).toEqual([["/me"], ["/auth/forgot-password"]]);
  });

  it("sign-in and sign-up come back to this page, unless noRedirectBack", async () => {
    const { client, navigate } = app();
    await client.redirectToSignIn();
    await client.redirectToSignUp({ noRedirectBack: true });
    expect(navigate.mock.calls).toEqual([
      [`/handler/sign-in?after_auth_return_to=${encodeURIComponent(START)}`],
      ["/handler/sign-up"],
    ]);
  });

  it("after-sign-in goes to the page's after_auth_return_to", async () => {
    history.replaceState(null, "", "/handler/sign-in?after_auth_return_to=%2Fprojects%3Ftab%3D2");
    const { client, navigate } = app();
    await client.redirectToAfterSignIn();
    await client.redirectToAfterSignUp();
    expect(navigate.mock.calls).toEqual([["/projects?tab=2"], ["/projects?tab=2"]]);
  });

  it("replace: true leaves the current page out of the history (the back button skips it)", async () => {
    const client = new StackClientApp({
      projectId: "p",
      publishableClientKey: "k",
      tokenStore: "memory",
      redirectMethod: "window",
    });
    const before = history.length;
    // (Not awaited: a window redirect then pauses 2 s for the page to unload. The navigation code
    // loads with the first redirect, so the page changes a moment after the call.)
    void client.redirectTo("#replaced", { replace: true });
    await expect.poll(() => location.hash).toBe("#replaced");
    expect(history.length).toBe(before);
    void client.redirectTo("#assigned");
    await expect.poll(() => location.hash).toBe("#assigned");
    expect(history.length).toBe(before + 1);
  });
});
