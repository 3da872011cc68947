import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../../test-utils/render-with-app.js";
import { ApiKeysSection } from "./api-keys-section.js";

const emulator = emulatorPerTest();

/** The demo user, signed in, rendering the section. */
async function openSection() {
  const test = emulator.createApp();
  await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const { container } = await renderWithApp(
    test.app,
    <Suspense fallback={null}>
      <ApiKeysSection />
    </Suspense>,
  );
  await screen.findByRole("heading", { level: 2, name: "API keys" });
  return { ...test, container, user: userEvent.setup() };
}

/** The demo user's keys as the server reads them. */
async function serverKeys() {
  const server = emulator.createServerApp().app;
  return (await server.getUser(DEMO_USER.id))!.listApiKeys();
}

describe("ApiKeysSection", () => {
  it("creates a key whose secret is shown once with a copy button, then lists it", async () => {
    await emulator.updateProjectConfig({ allow_user_api_keys: true });
    const { user, container } = await openSection();
    expect(await screen.findByText("No API keys yet.")).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole("button", { name: "Create API key" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a description");
    expect(await serverKeys()).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: "Description" }), "CI deploys");
    await user.selectOptions(screen.getByRole("combobox", { name: "Expires" }), "Never");
    await user.click(screen.getByRole("button", { name: "Create API key" }));

    const panel = await screen.findByRole("region", { name: /Your new API key/ });
    const secret = within(panel).getByRole("textbox", { name: "Key" }) as HTMLInputElement;
    const [stored] = await serverKeys();
    expect(stored?.description).toBe("CI deploys");
    expect(stored?.expiresAt).toBeUndefined();
    expect(secret.value.endsWith(stored!.value.lastFour)).toBe(true);
    expect(secret.value.length).toBeGreaterThan(20);
    expect(panel.textContent).toContain("It will not be shown again.");
    await user.click(within(panel).getByRole("button", { name: "Copy" }));
    expect(await within(panel).findByText("Copied")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(secret.value);
    await expectNoAxeViolations(container);

    const row = screen.getByRole("row", { name: /CI deploys/ });
    expect(row.textContent).toContain(`Ending in ${stored!.value.lastFour}`);
    expect(row.textContent).toContain("Never");
    expect(row.textContent).toContain("Active");

    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("region", { name: /Your new API key/ })).toBeNull();
    expect(container.textContent).not.toContain(secret.value);
  });

  it("revokes a key only after the confirmation, and the list says so", async () => {
    await emulator.updateProjectConfig({ allow_user_api_keys: true });
    const setup = emulator.createApp();
    await setup.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await (await setup.app.getUser({ or: "throw" }))!.createApiKey({
      description: "Old laptop",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const { user } = await openSection();
    const row = await screen.findByRole("row", { name: /Old laptop/ });
    await user.click(within(row).getByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke this API key?" });
    expect(dialog.textContent).toContain("“Old laptop” stops working at once.");
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((await serverKeys())[0]?.isValid()).toBe(true);

    await user.click(within(row).getByRole("button", { name: "Revoke" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke" }),
    );
    await waitFor(() => expect(row.textContent).toContain("Revoked"));
    expect(within(row).queryByRole("button", { name: "Revoke" })).toBeNull();
    expect((await serverKeys())[0]?.whyInvalid()).toBe("manually-revoked");
  });

  it("says so, with no form, where the project does not allow user API keys", async () => {
    await emulator.updateProjectConfig({ allow_user_api_keys: false });
    const { container } = await openSection();
    expect(screen.getByText("This project does not allow API keys.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create API key" })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
