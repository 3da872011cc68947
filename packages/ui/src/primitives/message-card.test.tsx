import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { MessageCard } from "./message-card.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MessageCard", () => {
  it("renders a titled card with its body and buttons, secondary first", async () => {
    const { container } = render(
      <MessageCard
        title="Heads up"
        primaryButtonText="Continue"
        primaryAction={() => {}}
        secondaryButtonText="Back"
        secondaryAction={() => {}}
      >
        <p>Body text.</p>
      </MessageCard>,
    );
    const card = screen.getByRole("region", { name: "Heads up" });
    expect(screen.getByRole("heading", { name: "Heads up" })).toBeTruthy();
    expect(card.textContent).toContain("Body text.");
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Back",
      "Continue",
    ]);
    expect(container.querySelector('[data-slot="stack-full-page"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("centres itself on the page with fullPage, and renders nothing it was not given", async () => {
    const { container } = render(
      <MessageCard fullPage>
        <p>Only a body.</p>
      </MessageCard>,
    );
    expect(
      container.querySelector('[data-slot="stack-full-page"] [data-slot="stack-card"]'),
    ).not.toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows a loading state while an async action runs", async () => {
    let finish!: () => void;
    const action = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { container } = render(
      <MessageCard title="Wait" primaryButtonText="Go" primaryAction={action} />,
    );
    const button = screen.getByRole("button", { name: "Go" }) as HTMLButtonElement;
    await userEvent.setup().click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    await expectNoAxeViolations(container);
    finish();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.getAttribute("aria-busy")).toBeNull();
  });

  it("reports a failed async action in the card, next to its button, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { container } = render(
      <MessageCard
        title="Oops"
        primaryButtonText="Go"
        primaryAction={() => Promise.reject(new Error("boom"))}
      />,
    );
    const button = screen.getByRole("button", { name: "Go" });
    await userEvent.setup().click(button);
    const message = await within(screen.getByRole("region", { name: "Oops" })).findByRole("alert");
    expect(message.textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );
    expect(message.previousElementSibling).toBe(button);
    expect(log).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
