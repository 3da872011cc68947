import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("/handler/account-settings", () => {
  it("serves the account settings as the page, titled 'Account settings'", async () => {
    const { app } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { container } = await renderWithApp(
      app,
      <StackHandler location="/handler/account-settings" />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Account settings" })).toBeTruthy();
    expect(await screen.findByRole("tab", { name: "Profile" })).toBeTruthy();
    expect(document.title).toBe("Account settings");
    expect(screen.getByRole("main")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("sends a visitor to sign-in with after_auth_return_to back to the page", async () => {
    window.history.replaceState(null, "", "/handler/account-settings");
    const { app, navigate } = emulator.createApp();
    await renderWithApp(app, <StackHandler />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        "/handler/sign-in?after_auth_return_to=%2Fhandler%2Faccount-settings",
      ),
    );
  });
});
