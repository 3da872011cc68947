import { type SoftwareAuthenticator, softwareAuthenticator } from "@app/emulator";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

// The browser's side of WebAuthn is a software authenticator (or none: a browser without it).
const browser = vi.hoisted(() => ({
  supported: true,
  authenticator: null as SoftwareAuthenticator | null,
}));
// (A dev dependency of @app/ui at @app/core's version, so that this names the module core loads.)
vi.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: async ({ optionsJSON }: { optionsJSON: never }) =>
    browser.authenticator?.register(optionsJSON, location.origin),
  startAuthentication: async ({ optionsJSON }: { optionsJSON: never }) =>
    browser.authenticator?.authenticate(optionsJSON, location.origin),
}));

const emulator = emulatorPerTest();
beforeEach(() => {
  browser.supported = true;
  browser.authenticator = softwareAuthenticator();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function passkeyOnServer() {
  return (await emulator.createServerApp().app.getUser(DEMO_USER.id))!.passkeyAuthEnabled;
}

describe("the passkeys section", () => {
  it("adds a passkey, which then signs in; removes it after a confirmation", async () => {
    const { panel, user, container } = await openSettingsSection(emulator, "Passkeys");
    expect(within(panel).getByText(/Sign in without a password/)).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(within(panel).getByRole("button", { name: "Add a passkey" }));
    expect(await within(panel).findByText("You can sign in with a passkey.")).toBeTruthy();
    expect(await passkeyOnServer()).toBe(true);
    const { app } = emulator.createApp();
    expect((await app.signInWithPasskey()).status).toBe("ok");

    await user.click(within(panel).getByRole("button", { name: "Remove passkey" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove passkey sign-in?" });
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    expect(await within(panel).findByRole("button", { name: "Add a passkey" })).toBeTruthy();
    await waitFor(async () => expect(await passkeyOnServer()).toBe(false));
  });

  it("tells a browser without WebAuthn under the button, with nothing registered", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    browser.supported = false;
    const { panel, user } = await openSettingsSection(emulator, "Passkeys");
    await user.click(within(panel).getByRole("button", { name: "Add a passkey" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "WebAuthn is not supported in this browser",
    );
    expect(await passkeyOnServer()).toBe(false);
  });
});
