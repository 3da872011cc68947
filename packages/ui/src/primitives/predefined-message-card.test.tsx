import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import {
  PredefinedMessageCard,
  type PredefinedMessageCardType,
} from "./predefined-message-card.js";

const emulator = emulatorPerTest();

const cards: [PredefinedMessageCardType, string | null, string | null, string[]][] = [
  ["signedIn", "You are already signed in", null, ["Sign out", "Go home"]],
  ["signedOut", null, "You are not currently signed in.", ["Sign in"]],
  [
    "signUpDisabled",
    null,
    "Sign up for new users is not enabled at the moment.",
    ["Sign in", "Go home"],
  ],
  [
    "emailSent",
    "Email sent!",
    "If the user with this e-mail address exists, an e-mail was sent to your inbox. Make sure to check your spam folder.",
    // Beyond SPEC.md's card, which left the user with no way on (issue 18).
    ["Back to sign-in"],
  ],
  [
    "passwordReset",
    "Password reset successfully!",
    "Your password has been reset. You can now sign in with your new password.",
    ["Sign in"],
  ],
  [
    "unknownError",
    "An unknown error occurred",
    "Please try again and if the problem persists, contact support.",
    ["Go home"],
  ],
];

describe("PredefinedMessageCard", () => {
  it.each(cards)("%s has its exact texts and buttons", async (type, title, body, buttons) => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <PredefinedMessageCard type={type} />);
    expect(screen.queryByRole("heading")?.textContent ?? null).toBe(title);
    expect(container.querySelector('[data-slot="stack-card-body"]')?.textContent ?? null).toBe(
      body,
    );
    expect(screen.queryAllByRole("button").map((button) => button.textContent)).toEqual(buttons);
    await expectNoAxeViolations(container);
  });

  it("wires Go home, Sign in (with and without a return target) to the app's URLs", async () => {
    const { app, navigate } = emulator.createApp();
    const user = userEvent.setup();
    const { unmount } = await renderWithApp(app, <PredefinedMessageCard type="unknownError" />);
    await user.click(await screen.findByRole("button", { name: "Go home" }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith("/"));
    unmount();

    window.history.replaceState(null, "", "/somewhere?x=1");
    const signedOut = await renderWithApp(app, <PredefinedMessageCard type="signedOut" />);
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        `/handler/sign-in?after_auth_return_to=${encodeURIComponent("/somewhere?x=1")}`,
      ),
    );
    signedOut.unmount();

    await renderWithApp(app, <PredefinedMessageCard type="passwordReset" />);
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith("/handler/sign-in"));
    window.history.replaceState(null, "", "/");
  });

  it("signedIn's Sign out ends the session and goes to the after-sign-out page", async () => {
    const { app, navigate, requests } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await renderWithApp(app, <PredefinedMessageCard type="signedIn" />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect(await app.getUser()).toBeNull();
    expect(requests).toContain("DELETE /auth/sessions/current");
  });
});
