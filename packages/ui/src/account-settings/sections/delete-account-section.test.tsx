import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

const emulator = emulatorPerTest();

describe("the delete account section", () => {
  it("deletes the account after a confirmation that names the consequence, then goes to the after-sign-out page", async () => {
    await emulator.updateProjectConfig({ client_user_deletion_enabled: true });
    const { panel, user, app, navigate, container } = await openSettingsSection(
      emulator,
      "Delete account",
    );
    await expectNoAxeViolations(container);
    await user.click(within(panel).getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain(
      "Your account and all its data will be deleted permanently, and you will be signed out. This cannot be undone.",
    );
    await expectNoAxeViolations(dialog);
    // Cancel keeps everything.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await emulator.createServerApp().app.getUser(DEMO_USER.id)).not.toBeNull();

    await user.click(within(panel).getByRole("button", { name: "Delete account" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    await user.click(within(again).getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    // The after-sign-out page, and never sign-in: the page knew the user was leaving.
    // (Opening the section's tab put its #hash in the address: not a redirect.)
    const redirects = navigate.mock.calls.map(([url]) => url).filter((url) => !url.startsWith("#"));
    expect(redirects).toEqual(["/"]);
    expect(await app.getUser()).toBeNull();
    expect(await emulator.createServerApp().app.getUser(DEMO_USER.id)).toBeNull();
  });
});
