import { KnownErrors } from "@app/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

const CREDENTIALS = { email: "two-factor@example.com", password: "long-enough-password" };

/** A user with TOTP on, and the attempt code of a password sign-in that waits for the code. */
async function attemptWaitingForCode() {
  const setup = emulator.createApp();
  await setup.app.signUpWithCredential({ ...CREDENTIALS, noRedirect: true });
  const secret = crypto.getRandomValues(new Uint8Array(20));
  await (await setup.app.getUser({ or: "throw" }))?.update({ totpMultiFactorSecret: secret });
  await setup.app.signOut({ noRedirect: true });
  const error = await setup.app
    .signInWithCredential({ ...CREDENTIALS, noRedirect: true })
    .catch((e: unknown) => e);
  if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) throw error;
  return { secret, attemptCode: error.details.attempt_code };
}

async function openPage(path: string) {
  const test = emulator.createApp();
  window.history.replaceState(null, "", path);
  const { container } = await renderWithApp(test.app, <StackHandler />);
  return { ...test, container, user: userEvent.setup() };
}

describe("the mfa page", () => {
  it("finishes a sign-in opened with its attempt code, and goes to the after-sign-in page", async () => {
    const { totpCode } = await import("@app/emulator");
    const { secret, attemptCode } = await attemptWaitingForCode();
    const { app, container, user, navigate } = await openPage(
      `/handler/mfa?attempt_code=${attemptCode}`,
    );
    const input = await screen.findByRole("textbox", { name: "Two-factor authentication" });
    expect(document.title).toBe("Two-factor authentication");
    await expectNoAxeViolations(container);
    await user.type(input, totpCode(secret, emulator.clock.now()));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect((await app.getUser())?.primaryEmail).toBe(CREDENTIALS.email);
  });

  it("says there is no sign-in to finish without an attempt, and offers sign-in", async () => {
    const { container, user, navigate } = await openPage("/handler/mfa");
    expect(
      await screen.findByRole("heading", { level: 1, name: "No sign-in to finish" }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
  });
});
