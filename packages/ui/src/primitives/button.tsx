import { type ComponentProps, type MouseEvent, useId, useState } from "react";
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
 * shown right after the button in an alert (the known error's message, or a generic one), linked
 * to the button by `aria-describedby`; the next click clears it.
 */
export function Button({
  variant = "primary",
  loading = false,
  type = "button",
  disabled,
  onClick,
  children,
  "aria-describedby": describedBy,
  ...props
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const busy = loading || running;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    setError(null);
    const result = onClick?.(event);
    if (!result) return;
    setRunning(true);
    void result
      .catch((failure: unknown) => {
        console.error(failure);
        setError(asyncErrorMessage(failure));
      })
      .finally(() => setRunning(false));
  }

  return (
    <>
      <button
        {...props}
        type={type}
        data-slot="stack-button"
        data-variant={variant}
        data-state={busy ? "loading" : undefined}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={
          [describedBy, error ? errorId : undefined].filter(Boolean).join(" ") || undefined
        }
        onClick={onClick ? handleClick : undefined}
      >
        {busy ? <span data-slot="stack-spinner" aria-hidden="true" /> : null}
        {children}
      </button>
      {error ? (
        <p id={errorId} role="alert" data-slot="stack-button-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
