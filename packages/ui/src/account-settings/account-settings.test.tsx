import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { AccountSettings } from "./account-settings.js";

const emulator = emulatorPerTest();

async function signedIn() {
  const test = emulator.createApp();
  await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  return test;
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("AccountSettings", () => {
  it("lists the sections the project enables as tabs, the profile open first", async () => {
    const { app } = await signedIn();
    const { container } = await renderWithApp(app, <AccountSettings fullPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Account settings" })).toBeTruthy();
    // The demo project has passkeys and GitHub on, and client user deletion off.
    expect(tabNames()).toEqual([
      "Profile",
      "Emails",
      "Password",
      "Passkeys",
      "Two-factor authentication",
      "Active sessions",
      "Connected accounts",
    ]);
    expect(screen.getByRole("tablist", { name: "Settings sections" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel", { name: "Profile" });
    expect(within(panel).getByText("Demo User")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("leaves out passkeys and connected accounts when the project has none, and adds account deletion where allowed", async () => {
    await emulator.updateProjectConfig({
      passkey_enabled: false,
      oauth_providers: [],
      client_user_deletion_enabled: true,
    });
    const { app } = await signedIn();
    await renderWithApp(app, <AccountSettings />);
    await screen.findAllByRole("tab");
    expect(tabNames()).toEqual([
      "Profile",
      "Emails",
      "Password",
      "Two-factor authentication",
      "Active sessions",
      "Delete account",
    ]);
    // Embedded, it is not the page's main landmark.
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("opens a section from the keyboard and adds the app's extra sections after the built-in ones", async () => {
    const { app } = await signedIn();
    const { container } = await renderWithApp(
      app,
      <AccountSettings
        extraItems={[
          {
            id: "billing",
            title: "Billing",
            icon: <span aria-hidden="true">$</span>,
            content: <p>Your plan: Free</p>,
          },
        ]}
      />,
    );
    const user = userEvent.setup();
    const profile = await screen.findByRole("tab", { name: "Profile" });
    expect(tabNames().at(-1)).toBe("$Billing");
    profile.focus();
    // Vertical navigation (no matchMedia here counts as a wide screen): arrow down, then End.
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Emails");
    await user.keyboard("{End}");
    const billing = screen.getByRole("tab", { name: "Billing" });
    expect(document.activeElement).toBe(billing);
    await waitFor(() => expect(billing.getAttribute("aria-selected")).toBe("true"));
    const panel = screen.getByRole("tabpanel", { name: "Billing" });
    expect(within(panel).getByText("Your plan: Free")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("sends a visitor to sign-in, coming back here afterwards", async () => {
    const { app, navigate } = emulator.createApp();
    history.replaceState(null, "", "/handler/account-settings");
    await renderWithApp(app, <AccountSettings />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        "/handler/sign-in?after_auth_return_to=%2Fhandler%2Faccount-settings",
      ),
    );
    history.replaceState(null, "", "/");
  });
});
