import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { EmailVerification } from "../auth/email-verification.js";
import { MagicLinkCallback } from "../auth/magic-link-callback.js";
import { PasswordReset } from "../auth/password-reset.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

// What a new user meets first (issue 18, section 4): links cut short, the way back from 'Email
// sent!', the sign-in's next steps in place of the page, titles, and the app's name.

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.title = "";
});

async function openHandler(path: string, test = emulator.createApp(), brand?: "none") {
  window.history.replaceState(null, "", path);
  const { container } = await renderWithApp(
    test.app,
    <StackHandler brand={brand === "none" ? false : undefined} />,
  );
  await screen.findByRole("main");
  return { ...test, container, user: userEvent.setup() };
}

describe("the pages emails link to, opened without ?code", () => {
  it.each([
    ["password-reset", "Send a new link", "/handler/forgot-password"],
    ["email-verification", "Go home", "/"],
    ["magic-link-callback", "Sign in", "/handler/sign-in"],
  ])(
    "%s says the link is incomplete (once a blank page), with a way on",
    async (page, action, to) => {
      const { container, user, navigate } = await openHandler(`/handler/${page}`);
      expect(
        await screen.findByRole("heading", { level: 1, name: "This link is incomplete" }),
      ).toBeTruthy();
      expect(screen.getByText(/It has no code\./)).toBeTruthy();
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole("button", { name: action }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(to));
    },
  );

  it("take the code from searchParams, as the reference SDK's pages do", async () => {
    const { app } = emulator.createApp();
    await renderWithApp(app, <PasswordReset searchParams={{ code: "x".repeat(45) }} />);
    expect(
      await screen.findByRole("heading", { name: "Invalid password reset link" }),
    ).toBeTruthy();
    document.body.innerHTML = "";
    await renderWithApp(app, <EmailVerification searchParams={{}} />);
    expect(await screen.findByRole("heading", { name: "This link is incomplete" })).toBeTruthy();
    document.body.innerHTML = "";
    await renderWithApp(app, <MagicLinkCallback searchParams={{ code: "y".repeat(45) }} />);
    expect(await screen.findByRole("heading", { name: "Do you want to sign in?" })).toBeTruthy();
  });
});

describe("'Email sent!'", () => {
  it("has a way back to sign-in", async () => {
    const { user, navigate } = await openHandler("/handler/forgot-password");
    await user.type(await screen.findByRole("textbox", { name: "Email" }), DEMO_USER.email);
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await screen.findByRole("heading", { name: "Email sent!" });
    await user.click(screen.getByRole("button", { name: "Back to sign-in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
  });
});

describe("the magic link's code step on the sign-in page", () => {
  it("replaces the whole page (header, OAuth buttons, tabs), and Cancel brings it back", async () => {
    const { container, user } = await openHandler("/handler/sign-in");
    const email = await screen.findByRole("textbox", { name: "Email" });
    await user.type(email, DEMO_USER.email);
    await user.click(screen.getByRole("button", { name: "Send email" }));
    const code = await screen.findByRole("textbox", { name: "Enter the code from your email" });
    const main = screen.getByRole("main");
    expect(
      within(main)
        .getAllByRole("heading", { level: 1 })
        .map((h) => h.textContent),
    ).toEqual(["Enter the code from your email"]);
    expect(within(main).queryByRole("button", { name: "Sign in with GitHub" })).toBeNull();
    expect(within(main).queryByRole("tab")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(code));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in with GitHub" })).toBeTruthy();
    // The address is still there, and the focus is back on it.
    expect((email as HTMLInputElement).value).toBe(DEMO_USER.email);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});

describe("the handler's pages", () => {
  it.each([
    ["sign-in", "Sign in"],
    ["sign-up", "Sign up"],
    ["forgot-password", "Forgot password"],
    ["password-reset", "Reset your password"],
    ["no-such-page", "Page not found"],
  ])("name the document after themselves: %s", async (page, title) => {
    document.title = "My app";
    const { container } = await openHandler(`/handler/${page}`);
    await waitFor(() => expect(document.title).toBe(title));
    container.remove();
  });

  it("show the project's name above their content, in a frame", async () => {
    const { container } = await openHandler("/handler/sign-in");
    await screen.findByRole("heading", { name: "Sign in to your account" });
    const frame = container.querySelector('[data-slot="stack-frame"]');
    expect(frame?.parentElement?.getAttribute("data-slot")).toBe("stack-full-page");
    const { displayName } = await emulator.createApp().app.getProject();
    await waitFor(() =>
      expect(frame?.querySelector('[data-slot="stack-brand"]')?.textContent).toBe(displayName),
    );
    await expectNoAxeViolations(container);
  });

  it("show the app's own logo instead when given one, or nothing with brand={false}", async () => {
    const { app } = emulator.createApp();
    window.history.replaceState(null, "", "/handler/no-such-page");
    const { container } = await renderWithApp(
      app,
      <StackHandler brand={<img src="/logo.svg" alt="Acme" />} />,
    );
    expect((await screen.findByRole("img", { name: "Acme" })).closest("[data-slot]")).toBe(
      container.querySelector('[data-slot="stack-brand"]'),
    );
    container.remove();
    const none = await openHandler("/handler/no-such-page", emulator.createApp(), "none");
    await screen.findByRole("heading", { name: "Page not found" });
    expect(none.container.querySelector('[data-slot="stack-brand"]')).toBeNull();
  });
});
