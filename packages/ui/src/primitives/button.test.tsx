// Built here, so imported from the errors entry, which loads the catalogue (the package root
// loads it with the first known error).
import { KnownErrors } from "@app/core/errors";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { Button } from "./button.js";

afterEach(() => {
  vi.restoreAllMocks();
});

/** An action whose calls settle when the test says so. */
function controlledAction() {
  const calls: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const action = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { action, calls };
}

describe("Button", () => {
  it("shows a failure in the page, next to the button and linked to it, never in window.alert", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { action, calls } = controlledAction();
    const { container } = render(<Button onClick={action}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });

    await userEvent.setup().click(button);
    calls[0]?.reject(new KnownErrors.SignUpNotEnabled());
    const message = await screen.findByRole("alert");
    expect(message.textContent).toBe("New account registration is not allowed");
    expect(button.nextElementSibling).toBe(message);
    expect(button.getAttribute("aria-describedby")).toBe(message.id);
    expect(alert).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.any(KnownErrors.SignUpNotEnabled));
    await expectNoAxeViolations(container);
  });

  it("clears the message on the next attempt, and shows a generic one for an unknown failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { action, calls } = controlledAction();
    render(<Button onClick={action}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    const user = userEvent.setup();

    await user.click(button);
    calls[0]?.reject(new TypeError("boom"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );

    await user.click(button);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBeNull();
    expect(button.getAttribute("aria-busy")).toBe("true");

    calls[1]?.resolve();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("keeps an aria-describedby of its own next to the message's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <p id="hint">Saves the draft.</p>
        <Button aria-describedby="hint" onClick={() => Promise.reject(new Error("no"))}>
          Save
        </Button>
      </>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("aria-describedby")).toBe("hint");
    await userEvent.setup().click(button);
    const message = await screen.findByRole("alert");
    expect(button.getAttribute("aria-describedby")).toBe(`hint ${message.id}`);
  });
});
