// Built here, so imported from the errors entry, which loads the catalogue (the package root
// loads it with the first known error).
import { KnownErrors } from "@app/core/errors";
import { totpCode } from "@app/emulator";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emulatorPerTest } from "../../../test/emulator-per-test.js";
import { AuthPage } from "./auth-page.js";
import { LAST_USED_PROVIDER_KEY, readLastUsedProvider } from "./oauth/last-used-provider.js";
import { PasskeyButton } from "./passkey/passkey-button.js";
import { expectNoAxeViolations } from "./test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "./test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const buttonNames = () => screen.getAllByRole("button").map((button) => button.textContent);

describe("the auth page's OAuth and passkey buttons", () => {
  it("shows one button per provider, the passkey button and the divider on sign-in", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    await screen.findByRole("heading", { name: "Sign in to your account" });
    expect(buttonNames().slice(0, 3)).toEqual([
      "Sign in with GitHub",
      "Sign in with Google",
      "Sign in with Passkey",
    ]);
    expect(screen.getByText("Or continue with")).toBeTruthy();
    // The e-mail methods follow the divider: the magic link tab first.
    expect(screen.getByRole("button", { name: "Send email" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("says 'Sign up with …' and leaves out the passkey on sign-up", async () => {
    const { app } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-up" />);
    await screen.findByRole("heading", { name: "Create a new account" });
    expect(screen.getByRole("button", { name: "Sign up with GitHub" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Passkey/ })).toBeNull();
  });

  it("leaves out the passkey button when the project has passkeys off", async () => {
    await emulator.updateProjectConfig({ passkey_enabled: false });
    const { app } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" />);
    await screen.findByRole("button", { name: "Sign in with GitHub" });
    expect(screen.queryByRole("button", { name: "Sign in with Passkey" })).toBeNull();
  });

  it("shows no buttons and no divider without providers and passkeys", async () => {
    await emulator.updateProjectConfig({
      passkey_enabled: false,
      oauth_providers: [],
      magic_link_enabled: false,
    });
    const { app } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" />);
    await screen.findByRole("heading", { name: "Sign in to your account" });
    expect(
      screen
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? button.textContent),
    ).toEqual(["Show password", "Sign In"]);
    expect(screen.queryByText("Or continue with")).toBeNull();
  });

  it("shows only the buttons, without the divider, when e-mail methods are off", async () => {
    await emulator.updateProjectConfig({ credential_enabled: false, magic_link_enabled: false });
    const { app } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" />);
    await screen.findByRole("button", { name: "Sign in with GitHub" });
    expect(screen.queryByText("Or continue with")).toBeNull();
    expect(screen.queryByText("No authentication method enabled.")).toBeNull();
  });

  it("gives a provider the SDK does not know a plain button with its id", async () => {
    await emulator.updateProjectConfig({
      oauth_providers: [
        { id: "github", type: "shared", enabled: true },
        { id: "twitch", type: "standard", enabled: true, client_id: "id", client_secret: "secret" },
      ] as never,
    });
    const { app } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" />);
    const twitch = await screen.findByRole("button", { name: "Sign in with twitch" });
    expect(twitch.getAttribute("data-known-provider")).toBe("false");
    expect(screen.getByRole("button", { name: "Sign in with GitHub" }).dataset.knownProvider).toBe(
      "true",
    );
  });

  it("marks the provider used last with a 'last' badge", async () => {
    localStorage.setItem(LAST_USED_PROVIDER_KEY, "google");
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    const google = await screen.findByRole("button", { name: "Sign in with Google" });
    const badge = document.getElementById(google.getAttribute("aria-describedby") ?? "");
    expect(badge?.textContent).toBe("last");
    expect(
      screen.getByRole("button", { name: "Sign in with GitHub" }).hasAttribute("aria-describedby"),
    ).toBe(false);
    await expectNoAxeViolations(container);
  });

  // Issue 33: the click itself moved the badge, so an abandoned sign-in marked its provider.
  it("starts the OAuth flow on click; the badge stays until that sign-in completes", async () => {
    localStorage.setItem(LAST_USED_PROVIDER_KEY, "google");
    const { app, navigate } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" />);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with GitHub" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const page = new URL(navigate.mock.calls[0]?.[0] ?? "");
    expect(page.pathname).toBe("/emulator/oauth-provider/github/authorize");
    expect(readLastUsedProvider()).toBe("google");
  });

  it("shows why the passkey sign-in failed: 'WebAuthn is not supported in this browser'", async () => {
    const { app, requests } = emulator.createApp();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with Passkey" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("WebAuthn is not supported in this browser");
    expect(
      screen.getByRole("button", { name: "Sign in with Passkey" }).getAttribute("aria-describedby"),
    ).toBe(alert.id);
    expect(requests.filter((r) => r.includes("passkey"))).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("after a passkey sign-in that needs two-factor authentication, asks for the TOTP code and signs in", async () => {
    // A user with TOTP, and a real attempt code for them from the emulator. jsdom has no WebAuthn:
    // the passkey ceremony answers with that attempt, as the service does for such a user (the
    // whole ceremony runs in Chromium in e2e/redirect-flows.test.ts).
    const email = "passkey-mfa@example.com";
    const password = "long-enough-password";
    const setup = emulator.createApp();
    await setup.app.signUpWithCredential({ email, password, noRedirect: true });
    const secret = crypto.getRandomValues(new Uint8Array(20));
    await (await setup.app.getUser({ or: "throw" }))?.update({ totpMultiFactorSecret: secret });
    const required = await emulator
      .createApp()
      .app.signInWithCredential({ email, password, noRedirect: true })
      .catch((error: unknown) => error);
    if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(required)) throw required;

    const { app, navigate } = emulator.createApp();
    vi.spyOn(app, "signInWithPasskey").mockRejectedValue(required);
    const user = userEvent.setup();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    await user.click(await screen.findByRole("button", { name: "Sign in with Passkey" }));
    const input = await screen.findByRole("textbox", { name: "Two-factor authentication" });
    // The prompt takes the place of the whole page, header included, with its own heading
    // (issue 18: the step sat under the OAuth buttons).
    expect(
      screen.getByRole("heading", { level: 1, name: "Two-factor authentication" }),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Sign in to your account" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign in with GitHub" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send email" })).toBeNull();
    await expectNoAxeViolations(container);

    const right = totpCode(secret, emulator.clock.now());
    await user.type(input, String((Number(right) + 500_000) % 1_000_000).padStart(6, "0"));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid TOTP code");
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    await user.type(input, right);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it("goes back to every method from the passkey's TOTP prompt with Cancel", async () => {
    const { app } = emulator.createApp();
    const attempt = new KnownErrors.MultiFactorAuthenticationRequired({
      attempt_code: "x".repeat(45),
    });
    vi.spyOn(app, "signInWithPasskey").mockRejectedValue(attempt);
    const user = userEvent.setup();
    await renderWithApp(app, <AuthPage type="sign-in" />);
    await user.click(await screen.findByRole("button", { name: "Sign in with Passkey" }));
    await screen.findByRole("textbox", { name: "Two-factor authentication" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Sign in with Passkey" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send email" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Two-factor authentication" })).toBeNull();
  });

  it("a PasskeyButton on its own gives way to the TOTP prompt", async () => {
    const { app } = emulator.createApp();
    const attempt = new KnownErrors.MultiFactorAuthenticationRequired({
      attempt_code: "x".repeat(45),
    });
    vi.spyOn(app, "signInWithPasskey").mockRejectedValue(attempt);
    const user = userEvent.setup();
    const { container } = await renderWithApp(app, <PasskeyButton />);
    await user.click(screen.getByRole("button", { name: "Sign in with Passkey" }));
    await screen.findByRole("textbox", { name: "Two-factor authentication" });
    expect(screen.queryByRole("button", { name: "Sign in with Passkey" })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
