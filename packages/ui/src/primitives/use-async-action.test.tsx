import { KnownErrors } from "@app/core";
import { StackProvider } from "@app/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { ErrorAlert } from "./error-alert.js";
import { useAsyncAction } from "./use-async-action.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

function Revoke({ action }: { action: () => Promise<void> }) {
  const revoke = useAsyncAction(action);
  return (
    <>
      <button type="button" onClick={() => revoke.run()} disabled={revoke.pending}>
        Revoke
      </button>
      <ErrorAlert message={revoke.error} />
    </>
  );
}

describe("useAsyncAction and ErrorAlert", () => {
  it("tell a known error by its message, translated in the provider's language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { app } = emulator.createApp();
    await act(async () => {
      render(
        <StackProvider app={app} lang="de-DE">
          <Revoke action={() => Promise.reject(new KnownErrors.SignUpNotEnabled())} />
        </StackProvider>,
      );
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Revoke" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Die Registrierung neuer Konten ist nicht erlaubt",
    );
  });

  it("tell anything else as the generic message, log it, and clear it on the next run", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("boom");
    const action = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    render(<Revoke action={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );
    expect(log).toHaveBeenCalledWith(failure);
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(action).toHaveBeenCalledTimes(2);
  });
});
