import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEMO_USER, type TestEmulator } from "../../../../test/emulator-per-test.js";
import { AccountSettings } from "../account-settings/account-settings.js";
import { renderWithApp } from "./render-with-app.js";

/**
 * Signs the demo user in on a fresh app, renders `AccountSettings` and opens the tab named
 * `section` ('Emails'): what a user sees after clicking it in the navigation.
 */
export async function openSettingsSection(emulator: TestEmulator, section: string) {
  const test = emulator.createApp();
  await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const rendered = await renderWithApp(test.app, <AccountSettings />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: section }));
  const panel = await screen.findByRole("tabpanel", { name: section });
  const server = emulator.createServerApp().app;
  return { ...test, ...rendered, user, panel, server };
}
