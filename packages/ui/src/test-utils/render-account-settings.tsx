import type { StackServerApp } from "@app/core/server";
import { act, type RenderResult, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { DEMO_USER, type TestApp, type TestEmulator } from "../../../../test/emulator-per-test.js";
import { AccountSettings } from "../account-settings/account-settings.js";
import { renderWithApp } from "./render-with-app.js";

/** What {@link openSettingsSection} hands a test. */
export interface OpenedSection extends TestApp, Pick<RenderResult, "container"> {
  /** Drives the page as a user would. */
  user: UserEvent;
  /** The open section's panel. */
  panel: HTMLElement;
  /** A server app of the project, to read back what the service stored. */
  server: StackServerApp;
}

/**
 * Signs the demo user in on a fresh app, renders `AccountSettings` and opens the tab named
 * `section` ('Emails'): what a user sees after clicking it in the navigation. With `signedIn`,
 * that app (already signed in) instead of the demo user's.
 */
export async function openSettingsSection(
  emulator: TestEmulator,
  section: string,
  signedIn?: TestApp,
): Promise<OpenedSection> {
  const test = signedIn ?? emulator.createApp();
  if (!signedIn) await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const rendered = await renderWithApp(test.app, <AccountSettings />);
  const user = userEvent.setup();
  const tab = await screen.findByRole("tab", { name: section });
  // The panel suspends while its data loads: let React settle in an awaited act (TOOLCHAIN.md).
  await act(async () => {
    await user.click(tab);
  });
  const panel = await screen.findByRole("tabpanel", { name: section });
  await waitFor(() => expect(within(panel).queryByRole("status", { name: "" })).toBeNull(), {
    timeout: 5000,
  });
  const server = emulator.createServerApp().app;
  return { ...test, container: rendered.container, user, panel, server };
}
