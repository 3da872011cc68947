import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

/** Renders the handler at `path` (with its query) as the browser would open it. */
async function openHandler(path: string, test = emulator.createApp()) {
  window.history.replaceState(null, "", path);
  const { container } = await renderWithApp(test.app, <StackHandler />);
  await screen.findByRole("main");
  return { ...test, container, user: userEvent.setup() };
}

async function signUpUser(email: string, password = "old-password-1") {
  const { app } = emulator.createApp();
  await app.signUpWithCredential({ email, password, noRedirect: true });
  await app.signOut({ noRedirect: true });
}

describe("the sign-up page", () => {
  it("is served at /handler/sign-up with its heading and the sign-in cross-link", async () => {
    const { container } = await openHandler("/handler/sign-up");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Create a new account" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("the forgot-password page", () => {
  it("asks for an e-mail, sends the reset link, then shows the 'Email sent!' card", async () => {
    await signUpUser("forgetful@example.com");
    const { user, container } = await openHandler("/handler/forgot-password");
    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    await expectNoAxeViolations(container);
    const submit = screen.getByRole("button", { name: "Send reset link" });
    await user.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("Please enter your email");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "forgetful@example.com");
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "Email sent!" })).toBeTruthy();
    expect(screen.getByRole("main").textContent).toContain(
      "If the user with this e-mail address exists, an e-mail was sent to your inbox. Make sure to check your spam folder.",
    );
    expect(emulator.outbox.list({ to: "forgetful@example.com" })[0]?.text).toMatch(
      /\/handler\/password-reset\?code=/,
    );
    await expectNoAxeViolations(container);
  });
});

describe("the password-reset page", () => {
  it("checks the code, takes the new password twice, then shows 'Password reset successfully!'", async () => {
    await signUpUser("resetter@example.com");
    await emulator.createApp().app.sendForgotPasswordEmail("resetter@example.com", {
      callbackUrl: "http://localhost:3000/handler/password-reset",
    });
    const code = emulator.codeSentTo("resetter@example.com");
    const { user, container, navigate } = await openHandler(`/handler/password-reset?code=${code}`);
    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    const password = screen.getByLabelText("New Password");
    const repeat = screen.getByLabelText("Repeat New Password");
    await user.type(password, "brand-new-password");
    await user.type(repeat, "brand-new-passwort");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    await expectNoAxeViolations(container);
    await user.clear(repeat);
    await user.type(repeat, "brand-new-password");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(
      await screen.findByRole("heading", { name: "Password reset successfully!" }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
    const check = await emulator.createApp().app.signInWithCredential({
      email: "resetter@example.com",
      password: "brand-new-password",
      noRedirect: true,
    });
    expect(check.status).toBe("ok");
  });

  it("says a spent or wrong link is invalid", async () => {
    const { container } = await openHandler(`/handler/password-reset?code=${"x".repeat(45)}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invalid password reset link" }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("the email-verification page", () => {
  it("verifies the address on 'Verify', once", async () => {
    const { app } = emulator.createApp();
    await app.signUpWithCredential({
      email: "verify-me@example.com",
      password: "long-enough-password",
      noRedirect: true,
    });
    const code = emulator.codeSentTo("verify-me@example.com");
    const first = await openHandler(`/handler/email-verification?code=${code}`, {
      ...emulator.createApp(),
    });
    await screen.findByRole("heading", { level: 1, name: "Verify your email" });
    await expectNoAxeViolations(first.container);
    await first.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByRole("heading", { name: "Your email has been verified!" }),
    ).toBeTruthy();
    // The tab that signed up asks the service on an awaited getUser() (issue 29): verified.
    expect((await app.getUser({ or: "throw" }))?.primaryEmailVerified).toBe(true);
    const fresh = emulator.createApp();
    await fresh.app.signInWithCredential({
      email: "verify-me@example.com",
      password: "long-enough-password",
      noRedirect: true,
    });
    expect((await fresh.app.getUser())?.primaryEmailVerified).toBe(true);
    first.container.remove();

    const again = await openHandler(`/handler/email-verification?code=${code}`);
    await again.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Invalid verification link" })).toBeTruthy();
  });
});

describe("the magic-link-callback page", () => {
  it("signs in on 'Sign in' and goes to the after-sign-up page for a new user", async () => {
    await emulator.createApp().app.sendMagicLinkEmail("linked@example.com", {
      callbackUrl: "http://localhost:3000/handler/magic-link-callback",
    });
    const code = emulator.codeSentTo("linked@example.com");
    const { user, container, navigate, app } = await openHandler(
      `/handler/magic-link-callback?code=${code}`,
      emulator.createApp({ urls: { afterSignIn: "/home", afterSignUp: "/welcome" } }),
    );
    await screen.findByRole("heading", { level: 1, name: "Do you want to sign in?" });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome"));
    expect((await app.getUser())?.primaryEmail).toBe("linked@example.com");
  });

  it("says 'Invalid code' for a spent link", async () => {
    const { user } = await openHandler(`/handler/magic-link-callback?code=${"y".repeat(45)}`);
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Invalid code" })).toBeTruthy();
  });
});

describe("two-factor sign-in", () => {
  it("asks for the TOTP code after the password, says 'Invalid TOTP code', then signs in", async () => {
    const { totpCode } = await import("@app/emulator");
    const setup = emulator.createApp();
    await setup.app.signUpWithCredential({
      email: "two-factor@example.com",
      password: "long-enough-password",
      noRedirect: true,
    });
    const secret = crypto.getRandomValues(new Uint8Array(20));
    await (await setup.app.getUser({ or: "throw" }))?.update({ totpMultiFactorSecret: secret });

    const { user, container, navigate } = await openHandler("/handler/sign-in");
    await user.click(await screen.findByRole("tab", { name: "Email & Password" }));
    await user.type(screen.getByRole("textbox", { name: "Email" }), "two-factor@example.com");
    await user.type(screen.getByLabelText("Password"), "long-enough-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const input = (await screen.findByRole("textbox", {
      name: "Two-factor authentication",
    })) as HTMLInputElement;
    await expectNoAxeViolations(container);

    const right = totpCode(secret, emulator.clock.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    await user.type(input, wrong);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid TOTP code");
    expect(input.value).toBe("");
    await user.type(input, "1");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.clear(input);
    await user.type(input, right);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect(DEMO_USER.email).not.toBe("two-factor@example.com");
  });
});
