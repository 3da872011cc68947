// Built here, so imported from the errors entry, which loads the catalogue (the package root
// loads it with the first known error).
import { KnownErrors } from "@app/core/errors";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { SubmitForm } from "./submit-form.js";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A request per submit, settled when the test says so. */
function controlledRequests() {
  const calls: { data: FormData; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const onSubmit = vi.fn(
    (data: FormData) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ data, resolve, reject });
      }),
  );
  return { onSubmit, calls };
}

function renderForm(props: Partial<Parameters<typeof SubmitForm>[0]> = {}) {
  const onKnownError = vi.fn();
  const { onSubmit, calls } = controlledRequests();
  const view = render(
    <SubmitForm submitLabel="Send" onSubmit={onSubmit} onKnownError={onKnownError} {...props}>
      <label>
        Name
        <input name="name" defaultValue="Ada" />
      </label>
    </SubmitForm>,
  );
  const button = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
  return { ...view, onSubmit, calls, onKnownError, button };
}

describe("SubmitForm", () => {
  it("hands the form's data to onSubmit and is busy until the request settles, ignoring submits meanwhile", async () => {
    const { onSubmit, calls, button } = renderForm();
    const user = userEvent.setup();
    await user.click(button);
    expect(calls[0]?.data.get("name")).toBe("Ada");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.disabled).toBe(true);
    // A submit that does not go through the disabled button (a script, a second Enter).
    fireEvent.submit(button.form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    calls[0]?.resolve();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("passes a known error to onKnownError and shows nothing itself", async () => {
    const { calls, onKnownError, button } = renderForm();
    await userEvent.setup().click(button);
    const error = new KnownErrors.SignUpNotEnabled();
    calls[0]?.reject(error);
    await waitFor(() => expect(onKnownError).toHaveBeenCalledWith(error));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an unexpected failure in a generic alert, logged, and clears it on the next submit", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container, calls, onKnownError, button } = renderForm();
    const user = userEvent.setup();
    await user.click(button);
    const failure = new TypeError("boom");
    calls[0]?.reject(failure);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );
    expect(log).toHaveBeenCalledWith(failure);
    expect(onKnownError).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await user.click(button);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends nothing and stays idle when onSubmit finds the fields invalid", async () => {
    const onSubmit = vi.fn(() => undefined);
    const { button } = renderForm({ onSubmit });
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-busy")).toBeNull();
  });
});
