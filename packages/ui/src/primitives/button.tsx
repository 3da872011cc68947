import { type ComponentProps, type MouseEvent, useState } from "react";
import { asyncErrorMessage } from "./async-error-message.js";

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ComponentProps<"button">, "onClick"> {
  variant?: "primary" | "secondary";
  /** Shows the loading state: disabled, `aria-busy` and a spinner. */
  loading?: boolean;
  /** May return a promise: the button then shows its own loading state until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<void>;
}

/**
 * A button that manages its own loading state when its `onClick` is async. A failure is logged and
 * reported to the user with an alert (the known error's message, or a generic one).
 */
export function Button({
  variant = "primary",
  loading = false,
  type = "button",
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  const busy = loading || running;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    const result = onClick?.(event);
    if (!result) return;
    setRunning(true);
    void result
      .catch((error: unknown) => {
        console.error(error);
        window.alert(asyncErrorMessage(error));
      })
      .finally(() => setRunning(false));
  }

  return (
    <button
      {...props}
      type={type}
      data-slot="stack-button"
      data-variant={variant}
      data-state={busy ? "loading" : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick ? handleClick : undefined}
    >
      {busy ? <span data-slot="stack-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
