import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

const emulator = emulatorPerTest();
const NEW_PASSWORD = "a-brand-new-password";

/** Whether `password` signs the demo user in (on a new app). */
async function signsIn(password: string) {
  const { app } = emulator.createApp();
  const result = await app.signInWithCredential({
    email: DEMO_USER.email,
    password,
    noRedirect: true,
  });
  return result.status === "ok";
}

describe("the password section", () => {
  it("updates the password given the current one; the new one then signs in", async () => {
    const { panel, user, container } = await openSettingsSection(emulator, "Password");
    expect(within(panel).getByText(/Your other sessions are signed out/)).toBeTruthy();
    await user.type(within(panel).getByLabelText("Current password"), DEMO_USER.password);
    await user.type(within(panel).getByLabelText("New password"), NEW_PASSWORD);
    await user.type(within(panel).getByLabelText("Repeat new password"), NEW_PASSWORD);
    await user.click(within(panel).getByRole("button", { name: "Update password" }));
    expect((await within(panel).findByRole("status")).textContent).toBe(
      "Your password has been updated.",
    );
    expect((within(panel).getByLabelText("New password") as HTMLInputElement).value).toBe("");
    await expectNoAxeViolations(container);
    expect(await signsIn(NEW_PASSWORD)).toBe(true);
    expect(await signsIn(DEMO_USER.password)).toBe(false);
  });

  it("says 'Your current password is incorrect.' on the current password's field", async () => {
    const { panel, user, container } = await openSettingsSection(emulator, "Password");
    const current = within(panel).getByLabelText("Current password");
    await user.type(current, "not-the-password");
    await user.type(within(panel).getByLabelText("New password"), NEW_PASSWORD);
    await user.type(within(panel).getByLabelText("Repeat new password"), NEW_PASSWORD);
    await user.click(within(panel).getByRole("button", { name: "Update password" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toBe("Your current password is incorrect.");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(current.getAttribute("aria-describedby")).toBe(alert.id);
    await expectNoAxeViolations(container);
    expect(await signsIn(DEMO_USER.password)).toBe(true);
  });

  it("checks the rules before asking: empty fields, too short, not repeated", async () => {
    const { panel, user, requests } = await openSettingsSection(emulator, "Password");
    const before = requests.length;
    await user.click(within(panel).getByRole("button", { name: "Update password" }));
    const messages = () =>
      within(panel)
        .getAllByRole("alert")
        .map((alert) => alert.textContent);
    expect(messages()).toEqual([
      "Please enter your current password",
      "Please enter your password",
      "Please repeat your password",
    ]);
    await user.type(within(panel).getByLabelText("Current password"), DEMO_USER.password);
    await user.type(within(panel).getByLabelText("New password"), "short");
    await user.type(within(panel).getByLabelText("Repeat new password"), "shorter");
    await user.click(within(panel).getByRole("button", { name: "Update password" }));
    expect(messages()).toEqual([
      "Password must be at least 8 characters.",
      "Passwords do not match",
    ]);
    expect(requests.slice(before)).toEqual([]);
    expect(await signsIn(DEMO_USER.password)).toBe(true);
  });

  it("sets a password for a user who has none, with no current password asked", async () => {
    const server = emulator.createServerApp().app;
    const created = await server.createUser({
      primaryEmail: "nopass@example.com",
      primaryEmailAuthEnabled: true,
    });
    // Without a password the user signed in some other way: a session the server opened.
    const tokens = await (await server.createSession({ userId: created.id })).getTokens();
    const signedIn = emulator.createApp({
      tokenStore: { accessToken: tokens.accessToken!, refreshToken: tokens.refreshToken! },
    });
    const { panel, user, container } = await openSettingsSection(emulator, "Password", signedIn);
    expect(within(panel).getByText(/Set a password to sign in/)).toBeTruthy();
    expect(within(panel).queryByLabelText("Current password")).toBeNull();
    await expectNoAxeViolations(container);
    await user.type(within(panel).getByLabelText("New password"), NEW_PASSWORD);
    await user.type(within(panel).getByLabelText("Repeat new password"), NEW_PASSWORD);
    await user.click(within(panel).getByRole("button", { name: "Set password" }));
    expect((await within(panel).findByRole("status")).textContent).toBe(
      "Your password has been set.",
    );
    // Now it has one: the form asks for it next time.
    expect(await within(panel).findByLabelText("Current password")).toBeTruthy();
    const { app } = emulator.createApp();
    const result = await app.signInWithCredential({
      email: "nopass@example.com",
      password: NEW_PASSWORD,
      noRedirect: true,
    });
    expect(result.status).toBe("ok");
  });
});
