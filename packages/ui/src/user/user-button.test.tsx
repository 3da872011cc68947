import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { UserButton } from "./user-button.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn() {
  const test = emulator.createApp();
  await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const user = (await test.app.getUser({ or: "throw" }))!;
  await user.update({ displayName: "Demo Person With A Rather Long Display Name" });
  return test;
}

const menuItems = () => screen.getAllByRole("menuitem").map((item) => item.textContent);

describe("UserButton", () => {
  it("opens a menu of the user's name, email, 'Account settings' and 'Sign out'", async () => {
    const { app, navigate } = await signedIn();
    const { container } = await renderWithApp(app, <UserButton />);
    const trigger = await screen.findByRole("button", { name: "User menu" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.textContent).toContain("DE"); // the avatar's initials
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(DEMO_USER.email)).toBeTruthy();
    expect(within(menu).getByText("Demo Person With A Rather Long Display Name")).toBeTruthy();
    expect(menuItems()).toEqual(["Account settings", "Sign out"]);
    // The menu on its own: this test page has no landmarks (the browser tests check whole pages).
    await expectNoAxeViolations(menu);

    await user.click(screen.getByRole("menuitem", { name: "Account settings" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/account-settings"));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("works from the keyboard: Enter opens on the first item, arrows move, Escape closes back to the button", async () => {
    const { app } = await signedIn();
    await renderWithApp(app, <UserButton />);
    const trigger = await screen.findByRole("button", { name: "User menu" });
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Account settings"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Sign out");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("signs out from 'Sign out'", async () => {
    const { app, navigate } = await signedIn();
    await renderWithApp(app, <UserButton />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "User menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect(await app.getUser()).toBeNull();
    expect(await screen.findByRole("button", { name: "User menu" })).toBeTruthy();
  });

  it("shows the name and email on the button with showUserInfo, each cut by the stylesheet", async () => {
    const { app } = await signedIn();
    const { container } = await renderWithApp(app, <UserButton showUserInfo />);
    const trigger = await screen.findByRole("button", {
      name: `Demo Person With A Rather Long Display Name ${DEMO_USER.email}`,
    });
    expect(trigger.querySelector('[data-slot="stack-user-name"]')).toBeTruthy();
    expect(trigger.querySelector('[data-slot="stack-user-email"]')?.textContent).toBe(
      DEMO_USER.email,
    );
    await expectNoAxeViolations(container);
  });

  it("offers a visitor 'Sign in' and 'Sign up' under 'Not signed in'", async () => {
    const { app, navigate } = emulator.createApp();
    await renderWithApp(app, <UserButton />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "User menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Not signed in")).toBeTruthy();
    expect(menuItems()).toEqual(["Sign in", "Sign up"]);
    await expectNoAxeViolations(menu);
    await user.click(screen.getByRole("menuitem", { name: "Sign up" }));
    // Back to this page afterwards.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/handler/sign-up?after_auth_return_to=%2F"),
    );
  });

  it("adds 'Toggle theme' and extra items, and tells an item's failure next to the button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { app } = await signedIn();
    const toggle = vi.fn();
    const failing = vi.fn(async () => {
      throw new Error("boom");
    });
    await renderWithApp(
      app,
      <UserButton
        colorModeToggle={toggle}
        extraItems={[{ text: "Billing", icon: <span>$</span>, onClick: failing }]}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "User menu" }));
    expect(menuItems()).toEqual(["Account settings", "Toggle theme", "$Billing", "Sign out"]);
    await user.click(screen.getByRole("menuitem", { name: "Toggle theme" }));
    expect(toggle).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "User menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "$Billing" }));
    const message = await screen.findByRole("alert");
    expect(message.textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );
    expect(screen.getByRole("button", { name: "User menu" }).getAttribute("aria-describedby")).toBe(
      message.id,
    );
    expect(alert).not.toHaveBeenCalled();
  });
});
