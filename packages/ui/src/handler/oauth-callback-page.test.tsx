import { followMockOAuth } from "@app/emulator";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => window.history.replaceState(null, "", "/"));

const URLS = { afterSignIn: "/welcome-back", afterSignUp: "/welcome" };

/** Signs in with the mock provider up to the callback page (the browser is left on it). */
async function atCallback(email: string) {
  const test = emulator.createApp({ urls: URLS });
  window.history.replaceState(null, "", "/handler/sign-in");
  await test.app.signInWithOAuth("github");
  const callback = await followMockOAuth(test.navigate.mock.calls[0]?.[0] ?? "", { email });
  window.history.replaceState(null, "", callback);
  test.navigate.mockClear();
  return test;
}

const page = () => <StackHandler location="/handler/oauth-callback" />;

describe("the oauth-callback page", () => {
  it("signs a new user in, shows a loading state meanwhile, and goes to after-sign-up", async () => {
    const { app, navigate } = await atCallback("new@example.com");
    const { container } = await renderWithApp(app, page());
    expect((await screen.findByRole("status")).textContent).toBe("Signing you in…");
    await expectNoAxeViolations(container);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome"));
    expect(window.location.search).toBe("");
    expect((await app.getUser())?.primaryEmail).toBe("new@example.com");
  });

  it("sends a returning user to after-sign-in", async () => {
    const first = await atCallback("again@example.com");
    await first.app.callOAuthCallback();
    const { app, navigate } = await atCallback("again@example.com");
    await renderWithApp(app, page());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome-back"));
  });

  it("says the flow timed out when the callback is opened again", async () => {
    const { app, navigate } = await atCallback("twice@example.com");
    const callbackUrl = window.location.href;
    await app.callOAuthCallback();
    window.history.replaceState(null, "", callbackUrl);
    navigate.mockClear();
    const { container } = await renderWithApp(app, page());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The OAuth flow has timed out. Please sign in again.");
    expect(screen.getByRole("heading", { name: "Sign-in did not complete" })).toBeTruthy();
    await expectNoAxeViolations(container);
    screen.getByRole("button", { name: "Sign in" }).click();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
  });

  it("shows 'Error signing in during OAuth callback. Please try again.' when the exchange fails", async () => {
    const { app } = await atCallback("broken@example.com");
    const url = new URL(window.location.href);
    url.searchParams.set("code", "not-the-code");
    window.history.replaceState(null, "", url.toString());
    await renderWithApp(app, page());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error signing in during OAuth callback. Please try again.",
    );
    expect(await app.getUser()).toBeNull();
  });

  it("goes straight to sign-in (no return address) from a page without callback parameters", async () => {
    const { app, navigate } = emulator.createApp();
    window.history.replaceState(null, "", "/handler/oauth-callback");
    await renderWithApp(app, page());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
  });

  it("stops at the multi-factor step for a user with TOTP", async () => {
    const first = await atCallback("mfa@example.com");
    await first.app.callOAuthCallback();
    const user = await first.app.getUser({ or: "throw" });
    const { accessToken } = await user!.currentSession.getTokens();
    await fetch(`${emulator.url}/api/v1/users/me`, {
      method: "PATCH",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": first.app.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": "pck_emulator_demo_not_a_secret_0000000000000001",
        "x-stack-access-token": accessToken ?? "",
      },
      body: JSON.stringify({ totp_secret_base64: "MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=" }),
    });
    const { app } = await atCallback("mfa@example.com");
    await renderWithApp(app, page());
    expect(
      await screen.findByRole("heading", { name: "Two-factor authentication required" }),
    ).toBeTruthy();
    expect(await app.getUser()).toBeNull();
  });
});
