import type { StackClientApp } from "@app/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";
import { useCliAuthConfirmation } from "./use-cli-auth-confirmation.js";

const emulator = emulatorPerTest();
afterEach(() => window.history.replaceState(null, "", "/"));

/** A command-line login waiting for confirmation, started the way a program starts it. */
async function cliLogin(body: Record<string, unknown> = {}) {
  const { app } = emulator.createApp();
  const call = (path: string, payload: unknown) =>
    fetch(`${emulator.url}/api/v1${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": app.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": "pck_emulator_demo_not_a_secret_0000000000000001",
      },
      body: JSON.stringify(payload),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const start = await call("/auth/cli", body);
  return {
    loginCode: start.body.login_code as string,
    poll: () => call("/auth/cli/poll", { polling_code: start.body.polling_code }),
  };
}

/** A page of one's own built on the hook, as the hook's TSDoc shows. */
function ConfirmCliLogin() {
  const { status, loginCode, error, isLoading, authorize, retry } = useCliAuthConfirmation();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="code">{loginCode ?? "none"}</p>
      {error && <p role="alert">{error.message}</p>}
      <button type="button" disabled={isLoading} onClick={authorize}>
        Authorize
      </button>
      <button type="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

async function renderPage(app: StackClientApp, search: string) {
  window.history.replaceState(null, "", `/cli${search}`);
  await act(async () => {
    render(
      <StackProvider app={app}>
        <Suspense fallback={<p>loading</p>}>
          <ConfirmCliLogin />
        </Suspense>
      </StackProvider>,
    );
  });
  await screen.findByTestId("status");
}

const status = () => screen.getByTestId("status").textContent;

describe("useCliAuthConfirmation (the reference SDK's hook of the same name)", () => {
  it("reads the login code and lets the signed-in user authorize the waiting program", async () => {
    const login = await cliLogin();
    const { app } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await renderPage(app, `?login_code=${login.loginCode}`);
    expect(status()).toBe("idle");
    expect(screen.getByTestId("code").textContent).toBe(login.loginCode);
    expect((await login.poll()).body.status).toBe("waiting");
    await userEvent.click(screen.getByRole("button", { name: "Authorize" }));
    await waitFor(() => expect(status()).toBe("success"));
    expect((await login.poll()).body.status).toBe("success");
  });

  it("is invalid on a page without a login code, and authorize() does nothing", async () => {
    const { app, requests } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await renderPage(app, "");
    expect(status()).toBe("invalid");
    const before = requests.length;
    await userEvent.click(screen.getByRole("button", { name: "Authorize" }));
    expect(status()).toBe("invalid");
    expect(requests.slice(before).filter((r) => r.includes("/auth/cli"))).toEqual([]);
  });

  it("sends a visitor to sign in, coming back to this page", async () => {
    const login = await cliLogin();
    const { app, navigate } = emulator.createApp();
    await renderPage(app, `?login_code=${login.loginCode}`);
    await userEvent.click(screen.getByRole("button", { name: "Authorize" }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls[0]?.[0]).toContain("/handler/sign-in?after_auth_return_to=");
    expect(status()).toBe("redirecting");
    expect(screen.getByRole("button", { name: "Authorize" })).toHaveProperty("disabled", true);
  });

  it("reports an expired login as an error, and retry() goes back to idle", async () => {
    const login = await cliLogin({ expires_in_millis: 1000 });
    const { app } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await renderPage(app, `?login_code=${login.loginCode}`);
    emulator.clock.advance(2000);
    await userEvent.click(screen.getByRole("button", { name: "Authorize" }));
    await waitFor(() => expect(status()).toBe("error"));
    expect(screen.getByRole("alert").textContent).toBe(
      "CLI authentication request expired. Please try again.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(status()).toBe("idle");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
