import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { CliAuthConfirmation } from "./cli-auth-confirm-page.js";

const emulator = emulatorPerTest();
afterEach(() => window.history.replaceState(null, "", "/"));

const PCK = "pck_emulator_demo_not_a_secret_0000000000000001";

/** A command-line login waiting for confirmation, started the way a program starts it. */
async function cliLogin(body: Record<string, unknown> = {}) {
  const call = (path: string, payload: unknown) =>
    fetch(`${emulator.url}/api/v1${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": "00000000-0000-4000-8000-000000000001",
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": PCK,
      },
      body: JSON.stringify(payload),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const start = await call("/auth/cli", body);
  return {
    loginCode: start.body.login_code as string,
    poll: () => call("/auth/cli/poll", { polling_code: start.body.polling_code }),
  };
}

async function confirmPage(loginCode: string | null, signedIn: boolean) {
  window.history.replaceState(
    null,
    "",
    `/handler/cli-auth-confirm${loginCode === null ? "" : `?login_code=${loginCode}`}`,
  );
  const test = emulator.createApp();
  if (signedIn) await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const rendered = await renderWithApp(
    test.app,
    <StackHandler location="/handler/cli-auth-confirm" />,
  );
  return { ...test, ...rendered };
}

describe("the cli-auth-confirm page", () => {
  it("lets the signed-in user authorize the waiting program", async () => {
    const login = await cliLogin();
    const { container } = await confirmPage(login.loginCode, true);
    expect(
      await screen.findByRole("heading", { name: "Authorize the command line?" }),
    ).toBeTruthy();
    expect(screen.getByText(DEMO_USER.email)).toBeTruthy();
    await expectNoAxeViolations(container);
    expect((await login.poll()).body.status).toBe("waiting");
    await userEvent.click(screen.getByRole("button", { name: "Authorize" }));
    expect(await screen.findByRole("heading", { name: "Command line authorized" })).toBeTruthy();
    const done = await login.poll();
    expect(done.status).toBe(201);
    expect(done.body.status).toBe("success");
  });

  it("asks a visitor to sign in and come back", async () => {
    const login = await cliLogin();
    const { navigate, container } = await confirmPage(login.loginCode, false);
    expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/handler/sign-in?after_auth_return_to=${encodeURIComponent(
          `/handler/cli-auth-confirm?login_code=${login.loginCode}`,
        )}`,
      ),
    );
  });

  it("says the request expired when the login has", async () => {
    const login = await cliLogin({ expires_in_millis: 1000 });
    await confirmPage(login.loginCode, true);
    await fetch(`${emulator.url}/emulator/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceMs: 2000 }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Authorize" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "CLI authentication request expired. Please try again.",
    );
    expect(screen.queryByRole("heading", { name: "Command line authorized" })).toBeNull();
  });

  it("explains a link without a login code", async () => {
    await confirmPage(null, true);
    expect(
      await screen.findByRole("heading", { name: "This login link is incomplete" }),
    ).toBeTruthy();
  });

  it("is CliAuthConfirmation outside the handler, under the reference SDK's name", async () => {
    const login = await cliLogin();
    window.history.replaceState(null, "", `/cli?login_code=${login.loginCode}`);
    const { app } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { container } = await renderWithApp(app, <CliAuthConfirmation fullPage />);
    expect(
      await screen.findByRole("heading", { name: "Authorize the command line?" }),
    ).toBeTruthy();
    expect(container.querySelector('[data-slot="stack-full-page"]')).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Authorize" }));
    expect(await screen.findByRole("heading", { name: "Command line authorized" })).toBeTruthy();
  });
});
