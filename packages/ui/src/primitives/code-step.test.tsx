// Built here, so imported from the errors entry, which loads the catalogue (the package root
// loads it with the first known error).
import { KnownErrors } from "@app/core/errors";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { CodeStep, type CodeStepProps } from "./code-step.js";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A try per completed code, answered when the test says so. */
function controlledTries() {
  const calls: {
    code: string;
    answer: (message: string | undefined) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const onComplete = vi.fn(
    (code: string) =>
      new Promise<string | undefined>((answer, fail) => {
        calls.push({ code, answer, fail });
      }),
  );
  return { onComplete, calls };
}

function renderStep(props: Partial<CodeStepProps> = {}) {
  const { onComplete, calls } = controlledTries();
  const view = render(
    <CodeStep
      slot="stack-code-entry"
      title="Enter the code"
      titleSlot="stack-section-title"
      hint="We sent you a code."
      kind="alphanumeric"
      onComplete={onComplete}
      {...props}
    />,
  );
  const input = screen.getByRole("textbox", { name: "Enter the code" }) as HTMLInputElement;
  return { ...view, onComplete, calls, input, user: userEvent.setup() };
}

describe("CodeStep", () => {
  it("draws the heading at the asked level, names and describes the input by it, and focuses it", async () => {
    const { container, input } = renderStep({ headingLevel: "h1", slot: "stack-mfa-prompt" });
    const heading = screen.getByRole("heading", { level: 1, name: "Enter the code" });
    expect(heading.getAttribute("data-slot")).toBe("stack-section-title");
    expect(container.firstElementChild?.getAttribute("data-slot")).toBe("stack-mfa-prompt");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("We sent you a code.").id);
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(container.querySelectorAll('[data-slot="stack-otp-slot"]')).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("hands over the code at six characters, disabled until answered, then shows the answer cleared and refocused", async () => {
    const { container, onComplete, calls, input, user } = renderStep();
    await user.type(input, "ab1c2");
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(input, "d");
    expect(calls.map((call) => call.code)).toEqual(["AB1C2D"]);
    expect(input.disabled).toBe(true);
    calls[0]?.answer("Invalid code");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid code");
    expect(input.disabled).toBe(false);
    expect(input.value).toBe("");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(input));
    await expectNoAxeViolations(container);

    await user.type(input, "x");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBe("false");
  });

  it("logs a failure and shows a known error's message, or a generic one otherwise", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls, input, user } = renderStep();
    await user.paste("123456");
    const known = new KnownErrors.SignUpNotEnabled();
    calls[0]?.fail(known);
    expect((await screen.findByRole("alert")).textContent).toBe(known.message);
    expect(log).toHaveBeenCalledWith(known);

    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.paste("654321");
    const failure = new TypeError("boom");
    calls[1]?.fail(failure);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "An unhandled error occurred. Please report this to the developer.",
      ),
    );
    expect(log).toHaveBeenCalledWith(failure);
  });

  it("keeps only digits for a numeric code, and shows Cancel only when asked", async () => {
    const onCancel = vi.fn();
    const { calls, input, user } = renderStep({ kind: "numeric", onCancel });
    await user.paste("12a-34 56");
    expect(calls.map((call) => call.code)).toEqual(["123456"]);
    calls[0]?.answer(undefined);
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
