import { followMockOAuth, totpCode } from "@app/emulator";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const URLS = { afterSignIn: "/welcome-back", afterSignUp: "/welcome" };

/**
 * Signs in with the mock provider up to the callback page (the browser is left on it), from the
 * sign-in page at `signInPage`.
 */
async function atCallback(email: string, signInPage = "/handler/sign-in") {
  const test = emulator.createApp({ urls: URLS });
  window.history.replaceState(null, "", signInPage);
  await test.app.signInWithOAuth("github");
  const callback = await followMockOAuth(test.navigate.mock.calls[0]?.[0] ?? "", { email });
  window.history.replaceState(null, "", callback);
  test.navigate.mockClear();
  return test;
}

const page = () => <StackHandler location="/handler/oauth-callback" />;

/** Signs `email` up through the mock provider and turns two-factor authentication on. */
async function userWithTotp(email: string) {
  const first = await atCallback(email);
  await first.app.callOAuthCallback();
  const secret = crypto.getRandomValues(new Uint8Array(20));
  await (await first.app.getUser({ or: "throw" }))?.update({ totpMultiFactorSecret: secret });
  return { secret };
}

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

  it("goes to sign-in when the callback is opened again (its state cookie is used up)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { app, navigate } = await atCallback("twice@example.com");
    const callbackUrl = window.location.href;
    await app.callOAuthCallback();
    window.history.replaceState(null, "", callbackUrl);
    navigate.mockClear();
    await renderWithApp(app, page());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no state cookie for the flow/));
  });

  it("shows 'Error signing in during OAuth callback. Please try again.' when the exchange fails", async () => {
    const { app } = await atCallback("broken@example.com");
    const url = new URL(window.location.href);
    url.searchParams.set("code", "not-the-code");
    window.history.replaceState(null, "", url.toString());
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = await renderWithApp(app, page());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error signing in during OAuth callback. Please try again.",
    );
    expect(screen.getByRole("heading", { name: "Sign-in did not complete" })).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(await app.getUser()).toBeNull();
  });

  it("text taken from the URL: a crafted link shows the catalogue's text for a known code, never the link's message", async () => {
    const { app } = emulator.createApp();
    const phishing = "Your account is locked. Call +1 555 0100 to unlock it.";
    window.history.replaceState(
      null,
      "",
      `/handler/oauth-callback?errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=${encodeURIComponent(phishing)}&details=%7B%7D`,
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = await renderWithApp(app, page());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("OAuth provider access denied.");
    expect(document.body.textContent).not.toContain("555");
    await expectNoAxeViolations(container);
  });

  it("text taken from the URL: an unknown code or text in the details shows the generic text", async () => {
    const { app } = emulator.createApp();
    vi.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState(
      null,
      "",
      `/handler/oauth-callback?errorCode=CALL_555_0100_NOW&message=${encodeURIComponent("Call 555 0100")}`,
    );
    const first = await renderWithApp(app, page());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error signing in during OAuth callback. Please try again.",
    );
    first.unmount();
    const details = encodeURIComponent(JSON.stringify({ min_length: "8. Call 555 0100" }));
    window.history.replaceState(
      null,
      "",
      `/handler/oauth-callback?errorCode=PASSWORD_TOO_SHORT&message=x&details=${details}`,
    );
    await renderWithApp(app, page());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).not.toContain("555");
  });

  it("goes straight to sign-in (no return address) from a page without callback parameters", async () => {
    const { app, navigate } = emulator.createApp();
    window.history.replaceState(null, "", "/handler/oauth-callback");
    await renderWithApp(app, page());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
  });

  it("asks a user with TOTP for the code, then signs them in and goes to after-sign-in", async () => {
    const { secret } = await userWithTotp("mfa@example.com");
    const { app, navigate } = await atCallback("mfa@example.com");
    const user = userEvent.setup();
    const { container } = await renderWithApp(app, page());
    const input = await screen.findByRole("textbox", { name: "Two-factor authentication" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Two-factor authentication" }),
    ).toBeTruthy();
    expect(window.location.search).toBe("");
    expect(await app.getUser()).toBeNull();
    await expectNoAxeViolations(container);
    await user.type(input, totpCode(secret, emulator.clock.now()));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome-back"));
    expect((await app.getUser())?.primaryEmail).toBe("mfa@example.com");
  });

  it("says 'Invalid TOTP code. Please try signing in again.' for a wrong code; Cancel goes to sign-in", async () => {
    const { secret } = await userWithTotp("wrong-code@example.com");
    const { app, navigate } = await atCallback("wrong-code@example.com");
    const user = userEvent.setup();
    const { container } = await renderWithApp(app, page());
    const input = (await screen.findByRole("textbox", {
      name: "Two-factor authentication",
    })) as HTMLInputElement;
    const right = totpCode(secret, emulator.clock.now());
    await user.type(input, String((Number(right) + 500_000) % 1_000_000).padStart(6, "0"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid TOTP code. Please try signing in again.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe("");
    await expectNoAxeViolations(container);
    expect(await app.getUser()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
    expect(await app.getUser()).toBeNull();
  });

  it("after the TOTP code, goes to the sign-in page's after_auth_return_to", async () => {
    const { secret } = await userWithTotp("mfa-return@example.com");
    const { app, navigate } = await atCallback(
      "mfa-return@example.com",
      "/handler/sign-in?after_auth_return_to=%2Fprojects%3Ftab%3D2",
    );
    const user = userEvent.setup();
    await renderWithApp(app, page());
    const input = await screen.findByRole("textbox", { name: "Two-factor authentication" });
    await user.type(input, totpCode(secret, emulator.clock.now()));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/projects?tab=2`),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    expect((await app.getUser())?.primaryEmail).toBe("mfa-return@example.com");
  });

  it("after the TOTP code, ignores an after_auth_return_to that is not trusted", async () => {
    const { secret } = await userWithTotp("mfa-evil@example.com");
    const { app, navigate } = await atCallback(
      "mfa-evil@example.com",
      "/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.example%2F",
    );
    const user = userEvent.setup();
    await renderWithApp(app, page());
    const input = await screen.findByRole("textbox", { name: "Two-factor authentication" });
    await user.type(input, totpCode(secret, emulator.clock.now()));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome-back"));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
