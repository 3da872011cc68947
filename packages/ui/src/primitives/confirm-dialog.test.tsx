import { KnownErrors } from "@app/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { Button } from "./button.js";
import { ConfirmDialog } from "./confirm-dialog.js";

afterEach(() => {
  vi.restoreAllMocks();
});

function renderDialog(onConfirm: () => void | Promise<void>) {
  return render(
    <main>
      <ConfirmDialog
        trigger={<Button variant="destructive">Revoke</Button>}
        title="Revoke this session?"
        description="The browser it belongs to is signed out."
        confirmLabel="Revoke session"
        onConfirm={onConfirm}
      />
    </main>,
  );
}

describe("ConfirmDialog", () => {
  it("asks in an accessible alert dialog, focused on Cancel, and Escape returns to the trigger", async () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    const user = userEvent.setup();
    const trigger = screen.getByRole("button", { name: "Revoke" });
    await user.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke this session?" });
    expect(dialog.getAttribute("aria-describedby")).toBe(
      screen.getByText("The browser it belongs to is signed out.").id,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await expectNoAxeViolations(dialog);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("runs the action on confirm, busy meanwhile, then closes", async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(onConfirm);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("button", { name: "Revoke session" });
    await user.click(confirm);
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with the failure told in it, never in window.alert", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderDialog(async () => {
      throw new KnownErrors.CannotDeleteCurrentSession();
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    await user.click(await screen.findByRole("button", { name: "Revoke session" }));
    const dialog = screen.getByRole("alertdialog");
    const message = await screen.findByRole("alert");
    expect(dialog.contains(message)).toBe(true);
    expect(message.textContent).toBe(new KnownErrors.CannotDeleteCurrentSession().message);
    expect(alert).not.toHaveBeenCalled();
    await expectNoAxeViolations(dialog);
  });
});
