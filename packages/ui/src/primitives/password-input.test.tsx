import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { PasswordInput } from "./password-input.js";

describe("PasswordInput", () => {
  it("toggles between hidden and visible with an accessible button", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" name="password" defaultValue="s3cret" />
      </>,
    );
    const input = screen.getByLabelText("Password") as HTMLInputElement;
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(input.type).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe("pw");
    expect(toggle.getAttribute("type")).toBe("button");
    await expectNoAxeViolations(container);

    await user.click(toggle);
    expect(input.type).toBe("text");
    expect(input.value).toBe("s3cret");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(
      container.querySelector('[data-slot="stack-password-input"]')?.getAttribute("data-state"),
    ).toBe("visible");
    await expectNoAxeViolations(container);

    await user.click(toggle);
    expect(input.type).toBe("password");
  });
});
