import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { AuthPage } from "./auth-page.js";
import { SignIn } from "./sign-in.js";

const emulator = emulatorPerTest();

async function signedInApp() {
  const test = emulator.createApp();
  await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  return test;
}

describe("AuthPage", () => {
  it("shows a loading skeleton first, then the sign-in page", async () => {
    const { app, hold } = emulator.createApp();
    const release = hold("GET /projects/current");
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    expect((await screen.findByRole("status")).textContent).toBe("Loading…");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Loading…");
    expect(
      container.querySelector('[data-slot="stack-auth-page"]')?.getAttribute("data-state"),
    ).toBe("loading");
    await expectNoAxeViolations(container);

    release();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign in to your account" }),
    ).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the heading, the sign-up cross-link and the credential form", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(
      app,
      <SignIn extraInfo={<p>By signing in you agree.</p>} />,
    );
    await screen.findByRole("heading", { name: "Sign in to your account" });
    const crossLink = screen.getByRole("link", { name: "Sign up" });
    expect(crossLink.getAttribute("href")).toBe("/handler/sign-up");
    expect(crossLink.parentElement?.textContent).toBe("Don't have an account? Sign up");
    await userEvent.setup().click(screen.getByRole("tab", { name: "Email & Password" }));
    // The tab panel is labelled by its tab ("Email & Password"), the field by its label.
    expect(screen.getByRole("textbox", { name: "Email" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByText("By signing in you agree.")).toBeTruthy();
    expect(container.querySelector('[data-slot="stack-full-page"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("hides the sign-up cross-link when sign-up is disabled", async () => {
    await emulator.updateProjectConfig({ sign_up_enabled: false });
    const { app } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" fullPage />);
    await screen.findByRole("heading", { name: "Sign in to your account" });
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
    expect(screen.queryByText(/Don't have an account\?/)).toBeNull();
  });

  it("says so when no supported method is enabled", async () => {
    await emulator.updateProjectConfig({
      credential_enabled: false,
      magic_link_enabled: false,
      passkey_enabled: false,
      oauth_providers: [],
    });
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    expect(await screen.findByText("No authentication method enabled.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign In" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows the signed-in card to a signed-in user, and the form again after Sign out", async () => {
    const { app, navigate } = await signedInApp();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    expect(await screen.findByRole("heading", { name: "You are already signed in" })).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Sign out",
      "Go home",
    ]);
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith("/");
    expect(await app.getUser()).toBeNull();
  });

  it("with automaticRedirect, sends a signed-in user to the after-sign-in page", async () => {
    const { app, navigate } = await signedInApp();
    await renderWithApp(app, <AuthPage type="sign-in" automaticRedirect />);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith("/");
    expect(screen.queryByRole("heading", { name: "You are already signed in" })).toBeNull();
  });

  it("signs in through the form and then shows the signed-in card", async () => {
    const { app, navigate } = emulator.createApp();
    await renderWithApp(app, <AuthPage type="sign-in" firstTab="password" />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Email" }), DEMO_USER.email);
    await user.type(screen.getByLabelText("Password"), DEMO_USER.password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { name: "You are already signed in" })).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith("/");
    expect((await app.getUser())?.primaryEmail).toBe(DEMO_USER.email);
  });

  it("with fullPage, is the page's main landmark, also while loading", async () => {
    const { app, hold } = emulator.createApp();
    const release = hold("GET /projects/current");
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" fullPage />);
    expect(within(await screen.findByRole("main")).getByRole("status").textContent).toBe(
      "Loading…",
    );
    release();
    const main = screen.getByRole("main");
    expect(
      await within(main).findByRole("heading", { level: 1, name: "Sign in to your account" }),
    ).toBeTruthy();
    expect(main.getAttribute("data-slot")).toBe("stack-full-page");
    await expectNoAxeViolations(container);
  });

  it("for sign-up, has its own heading and cross-link, or the sign-up-disabled card", async () => {
    const { app } = emulator.createApp();
    const { container, unmount } = await renderWithApp(app, <AuthPage type="sign-up" />);
    await screen.findByRole("heading", { name: "Create a new account" });
    const crossLink = screen.getByRole("link", { name: "Sign in" });
    expect(crossLink.getAttribute("href")).toBe("/handler/sign-in");
    expect(crossLink.parentElement?.textContent).toBe("Already have an account? Sign in");
    await expectNoAxeViolations(container);
    unmount();

    await emulator.updateProjectConfig({ sign_up_enabled: false });
    const disabled = emulator.createApp();
    await renderWithApp(disabled.app, <AuthPage type="sign-up" />);
    expect(
      await screen.findByText("Sign up for new users is not enabled at the moment."),
    ).toBeTruthy();
  });

  it("puts 'Email' (magic link) first and 'Email & Password' second, as tabs (arrow keys move)", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Email", "true"],
      ["Email & Password", "false"],
    ]);
    expect(screen.getByRole("button", { name: "Send email" })).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    tabs[0]?.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/handler/forgot-password",
    );
    await expectNoAxeViolations(container);
  });

  it("starts on 'Email & Password' with firstTab, and shows one form alone without tabs", async () => {
    const { app } = emulator.createApp();
    const { unmount } = await renderWithApp(app, <AuthPage type="sign-in" firstTab="password" />);
    expect(
      (await screen.findByRole("tab", { name: "Email & Password" })).getAttribute("aria-selected"),
    ).toBe("true");
    unmount();

    await emulator.updateProjectConfig({ credential_enabled: false });
    const magicOnly = emulator.createApp();
    const second = await renderWithApp(magicOnly.app, <AuthPage type="sign-in" />);
    await screen.findByRole("button", { name: "Send email" });
    expect(screen.queryByRole("tab")).toBeNull();
    second.unmount();

    await emulator.updateProjectConfig({
      credential_enabled: true,
      magic_link_enabled: false,
      oauth_providers: [],
      passkey_enabled: false,
    });
    const passwordOnly = emulator.createApp();
    await renderWithApp(passwordOnly.app, <AuthPage type="sign-in" />);
    await screen.findByRole("button", { name: "Sign In" });
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByText("Or continue with")).toBeNull();
  });

  it("shows 'Or continue with' when passkey sign-in sits above the e-mail forms (sign-in only)", async () => {
    await emulator.updateProjectConfig({ passkey_enabled: true, oauth_providers: [] });
    const { app } = emulator.createApp();
    const { container, unmount } = await renderWithApp(app, <AuthPage type="sign-in" />);
    expect(await screen.findByText("Or continue with")).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    await renderWithApp(emulator.createApp().app, <AuthPage type="sign-up" />);
    await screen.findByRole("heading", { name: "Create a new account" });
    expect(screen.queryByText("Or continue with")).toBeNull();
  });

  it("for sign-up, offers the sign-up form on 'Email & Password', without Repeat Password when asked", async () => {
    const { app } = emulator.createApp();
    const { unmount } = await renderWithApp(app, <AuthPage type="sign-up" firstTab="password" />);
    await screen.findByRole("button", { name: "Sign Up" });
    expect(screen.getByLabelText("Repeat Password")).toBeTruthy();
    unmount();
    await renderWithApp(
      emulator.createApp().app,
      <AuthPage type="sign-up" firstTab="password" noPasswordRepeat />,
    );
    await screen.findByRole("button", { name: "Sign Up" });
    expect(screen.queryByLabelText("Repeat Password")).toBeNull();
  });

  it("keeps after_auth_return_to on the cross-links between sign-in and sign-up", async () => {
    window.history.pushState(
      {},
      "",
      "/handler/sign-in?after_auth_return_to=%2Fdashboard%3Ftab%3D2",
    );
    try {
      const { app } = emulator.createApp();
      const { unmount } = await renderWithApp(app, <AuthPage type="sign-in" />);
      expect((await screen.findByRole("link", { name: "Sign up" })).getAttribute("href")).toBe(
        "/handler/sign-up?after_auth_return_to=%2Fdashboard%3Ftab%3D2",
      );
      unmount();
      await renderWithApp(emulator.createApp().app, <AuthPage type="sign-up" />);
      expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe(
        "/handler/sign-in?after_auth_return_to=%2Fdashboard%3Ftab%3D2",
      );
      // An untrusted target is not carried on.
      window.history.pushState(
        {},
        "",
        "/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.example",
      );
      await renderWithApp(emulator.createApp().app, <AuthPage type="sign-in" />);
      const links = await screen.findAllByRole("link", { name: "Sign up" });
      expect(links.at(-1)?.getAttribute("href")).toBe("/handler/sign-up");
    } finally {
      window.history.pushState({}, "", "/");
    }
  });
});
