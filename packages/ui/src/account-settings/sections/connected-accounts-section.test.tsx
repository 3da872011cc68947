import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

const emulator = emulatorPerTest();

/** The demo user's OAuth accounts as the service has them (a new server app: nothing cached). */
async function serverAccounts() {
  const user = await emulator.createServerApp().app.getUser(DEMO_USER.id);
  return (await user!.listOAuthProviders()).map((account) => account.type);
}

describe("the connected accounts section", () => {
  it("lists a connected account with its provider's mark and disconnects it after a confirmation", async () => {
    const server = emulator.createServerApp().app;
    const created = await server.createOAuthProvider({
      userId: DEMO_USER.id,
      accountId: "gh-4242",
      providerConfigId: "github",
      email: "demo@github.example",
      allowSignIn: true,
      allowConnectedAccounts: true,
    });
    expect(created.status).toBe("ok");
    const { panel, user, container } = await openSettingsSection(emulator, "Connected accounts");
    const row = within(panel).getByRole("listitem", { name: "GitHub" });
    expect(within(row).getByText("demo@github.example")).toBeTruthy();
    expect(
      row.querySelector('[data-slot="stack-provider-mark"][data-provider="github"]'),
    ).toBeTruthy();
    // GitHub is connected already: it is not offered again, the project's other providers are.
    expect(within(panel).queryByRole("button", { name: "Connect GitHub" })).toBeNull();
    expect(within(panel).getByRole("button", { name: "Connect Google" })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(within(row).getByRole("button", { name: "Disconnect" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disconnect GitHub?" });
    expect(
      within(dialog).getByText("You will no longer be able to sign in with this GitHub account."),
    ).toBeTruthy();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await within(panel).findByText("No connected accounts.")).toBeTruthy();
    await waitFor(async () => expect(await serverAccounts()).toEqual([]));
  });

  it("connects an enabled provider: the browser goes to its sign-in page", async () => {
    const { panel, user, navigate } = await openSettingsSection(emulator, "Connected accounts");
    expect(within(panel).getByText("No connected accounts.")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Connect GitHub" }));
    // (Opening the section's tab put its #hash in the address first.)
    const redirects = () =>
      navigate.mock.calls.map(([url]) => url).filter((u) => !u.startsWith("#"));
    await waitFor(() => expect(redirects()).toHaveLength(1));
    const target = new URL(redirects()[0] ?? "");
    expect(target.pathname).toMatch(/\/github\/authorize/);
    expect(await serverAccounts()).toEqual([]);
  });
});
