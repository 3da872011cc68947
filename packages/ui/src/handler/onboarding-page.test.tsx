import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { restrictedUser } from "../test-utils/restricted-user.js";

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

async function openPage(test: ReturnType<typeof emulator.createApp>) {
  window.history.replaceState(null, "", "/handler/onboarding");
  const { container } = await renderWithApp(test.app, <StackHandler />);
  return { ...test, container, user: userEvent.setup() };
}

describe("the onboarding page", () => {
  it("has an unverified user verify their email (link pasted back), then goes on", async () => {
    const test = await restrictedUser(emulator);
    const { container, user, navigate, app } = await openPage(test);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Verify your email" }),
    ).toBeTruthy();
    expect(document.title).toBe("Finish setting up your account");
    expect(
      screen.getByText("Before you continue, confirm that new@example.com is yours."),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole("button", { name: "Send verification email" }));
    const field = await screen.findByRole("textbox", { name: "Link or code from the email" });
    const link = /https?:\/\/\S+/.exec(
      emulator.outbox.list({ to: "new@example.com" })[0]?.text ?? "",
    )?.[0];
    expect(link).toMatch(/\/handler\/email-verification\?code=/);
    await expectNoAxeViolations(container);

    for (const wrong of ["not a link", "x".repeat(45)]) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(screen.getByRole("button", { name: "Verify" }));
      await waitFor(() =>
        expect(screen.getByRole("alert").textContent).toBe(
          "This link is wrong, expired or already used. Send a new one.",
        ),
      );
    }
    expect(
      (await app.getUser({ or: "throw", includeRestricted: true }))!.primaryEmailVerified,
    ).toBe(false);

    await user.clear(field);
    await user.type(field, link!);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    const server = emulator.createServerApp().app;
    const [stored] = await server.listUsers({ query: "new@example.com" });
    expect(stored?.primaryEmailVerified).toBe(true);
  });

  it("goes straight on for a user with nothing left to do", async () => {
    const test = emulator.createApp();
    await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { navigate } = await openPage(test);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
  });
});
