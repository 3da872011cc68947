import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
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
    // The demo project has passkeys, GitHub, user API keys and team creation on, client user
    // deletion off.
    expect(tabNames()).toEqual([
      "Profile",
      "Emails",
      "Password",
      "Passkeys",
      "Two-factor authentication",
      "Active sessions",
      "Connected accounts",
      "API keys",
      "Teams",
    ]);
    expect(screen.getByRole("tablist", { name: "Settings sections" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel", { name: "Profile" });
    expect(within(panel).getByText("Demo User")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("leaves out passkeys, connected accounts and teams when the project has none, and adds API keys and account deletion where allowed", async () => {
    await emulator.updateProjectConfig({
      passkey_enabled: false,
      oauth_providers: [],
      client_team_creation_enabled: false,
      allow_user_api_keys: true,
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
      "API keys",
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

  it("creates an API key in the API keys tab opened by a click, under one heading", async () => {
    await emulator.updateProjectConfig({ allow_user_api_keys: true });
    const { app } = await signedIn();
    const { container } = await renderWithApp(app, <AccountSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "API keys" }));
    const panel = screen.getByRole("tabpanel", { name: "API keys" });
    expect(await within(panel).findByText("No API keys yet.")).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["API keys"]);
    await user.type(within(panel).getByRole("textbox", { name: "Description" }), "Laptop");
    await user.click(within(panel).getByRole("button", { name: "Create API key" }));
    expect(await within(panel).findByRole("region", { name: /Your new API key/ })).toBeTruthy();
    expect((await within(panel).findByRole("row", { name: /Laptop/ })).textContent).toContain(
      "Active",
    );
    await expectNoAxeViolations(container);
  });

  it("shows the user's team in the Teams tab opened by a click, under one heading", async () => {
    const { app } = await signedIn();
    await (await app.getUser({ or: "throw" })).createTeam({ displayName: "Engines" });
    const { container } = await renderWithApp(app, <AccountSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Teams" }));
    const panel = screen.getByRole("tabpanel", { name: "Teams" });
    const choose = await within(panel).findByRole("combobox", { name: "Team" });
    expect((choose as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("Engines");
    expect(within(panel).getAllByRole("heading", { level: 2 })[0]?.textContent).toBe("Teams");
    expect(within(panel).getAllByRole("heading", { level: 2, name: "Teams" })).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it("shows the Teams tab to a member of a team where users may not create teams", async () => {
    await emulator.updateProjectConfig({ client_team_creation_enabled: false });
    const { app: server } = emulator.createServerApp();
    await server.createTeam({ displayName: "Engines", creatorUserId: DEMO_USER.id });
    const { app } = await signedIn();
    await renderWithApp(app, <AccountSettings />);
    await userEvent.click(await screen.findByRole("tab", { name: "Teams" }));
    const panel = screen.getByRole("tabpanel", { name: "Teams" });
    expect(await within(panel).findByRole("combobox", { name: "Team" })).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Create team" })).toBeNull();
  });

  it("opens the section the address's #hash names, and a chosen section goes to #id with the app's navigate (issue 29)", async () => {
    const routerNavigate = vi.fn();
    const test = emulator.createApp({ redirectMethod: { useNavigate: () => routerNavigate } });
    await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await (await test.app.getUser({ or: "throw" })).createTeam({ displayName: "Engines" });
    history.replaceState(null, "", "/handler/account-settings#team-creation");
    try {
      await renderWithApp(test.app, <AccountSettings />);
      // The team switchers' 'Create a team' leads to #team-creation: the teams section.
      await waitFor(() =>
        expect(screen.getByRole("tab", { name: "Teams" }).getAttribute("aria-selected")).toBe(
          "true",
        ),
      );
      await userEvent.click(screen.getByRole("tab", { name: "Emails" }));
      // One navigation per choice (Radix reports a click as pointer down and focus).
      expect(routerNavigate.mock.calls).toEqual([["#emails"]]);
      expect(screen.getByRole("tabpanel", { name: "Emails" })).toBeTruthy();
      // Back (the router moved the hash): the section of the hash opens again.
      await act(async () => {
        history.replaceState(null, "", "/handler/account-settings#profile");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      expect(screen.getByRole("tab", { name: "Profile" }).getAttribute("aria-selected")).toBe(
        "true",
      );
    } finally {
      history.replaceState(null, "", "/");
    }
  });

  it("keeps the first section for a #hash that names none", async () => {
    const { app } = await signedIn();
    history.replaceState(null, "", "/handler/account-settings#nothing-here");
    try {
      await renderWithApp(app, <AccountSettings />);
      const profile = await screen.findByRole("tab", { name: "Profile" });
      expect(profile.getAttribute("aria-selected")).toBe("true");
    } finally {
      history.replaceState(null, "", "/");
    }
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
