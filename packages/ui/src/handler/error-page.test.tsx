import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => window.history.replaceState(null, "", "/"));

async function errorPage(query: Record<string, string>) {
  window.history.replaceState(null, "", `/handler/error?${new URLSearchParams(query)}`);
  const test = emulator.createApp();
  const rendered = await renderWithApp(test.app, <StackHandler location="/handler/error" />);
  return { ...test, ...rendered };
}

describe("the error page", () => {
  it("explains a cancelled provider sign-in, with Sign in and Go home", async () => {
    const { container, navigate } = await errorPage({
      errorCode: "OAUTH_PROVIDER_ACCESS_DENIED",
      message: "OAuth provider access denied.",
      details: "{}",
    });
    expect(await screen.findByRole("heading", { name: "Sign-in cancelled" })).toBeTruthy();
    expect(
      screen.getByText("The sign-in was cancelled at the provider. Please try again."),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    screen.getByRole("button", { name: "Sign in" }).click();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
  });

  it("shows the timeout message of a flow left too long at the provider", async () => {
    await errorPage({ errorCode: "OUTER_OAUTH_TIMEOUT", message: "x", details: "{}" });
    expect(
      await screen.findByText("The OAuth flow has timed out. Please sign in again."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("explains an account connected to another user", async () => {
    await errorPage({
      errorCode: "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER",
      message: "x",
      details: "{}",
    });
    expect(await screen.findByRole("heading", { name: "Account already connected" })).toBeTruthy();
  });

  it("never shows the message of the link itself (anyone can write one)", async () => {
    await errorPage({
      errorCode: "USER_NOT_FOUND",
      message: "Your account is locked. Call +1 555 0100 now.",
      details: "{}",
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.queryByText(/555/)).toBeNull();
    expect(screen.getByText("User not found.")).toBeTruthy();
  });

  it("shows the unknown error card for an unknown code, bad details or none", async () => {
    const queries: Record<string, string>[] = [
      { errorCode: "NOT_A_CODE", message: "x", details: "{}" },
      { errorCode: "TEAM_NOT_FOUND", message: "x", details: "not json" },
      {},
    ];
    for (const query of queries) {
      const { unmount } = await errorPage(query);
      expect(
        await screen.findByRole("heading", { name: "An unknown error occurred" }),
      ).toBeTruthy();
      unmount();
    }
  });
});
