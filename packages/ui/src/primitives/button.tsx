import { type ComponentProps, forwardRef, type MouseEvent, useId } from "react";
import { ErrorAlert } from "./error-alert.js";
import { useAsyncAction } from "./use-async-action.js";

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ComponentProps<"button">, "onClick" | "ref"> {
  /** `destructive` is for actions that delete or end something (after a confirmation). */
  variant?: "primary" | "secondary" | "destructive";
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
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = "primary",
    loading = false,
    type = "button",
    disabled,
    onClick,
    children,
    "aria-describedby": describedBy,
    ...props
  },
  ref,
) {
  const click = useAsyncAction((event: MouseEvent<HTMLButtonElement>) => onClick?.(event));
  const errorId = useId();
  const busy = loading || click.pending;
  return (
    <>
      <button
        {...props}
        ref={ref}
        type={type}
        data-slot="stack-button"
        data-variant={variant}
        data-state={busy ? "loading" : undefined}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={
          [describedBy, click.error ? errorId : undefined].filter(Boolean).join(" ") || undefined
        }
        onClick={onClick ? click.run : undefined}
      >
        {busy ? <span data-slot="stack-spinner" aria-hidden="true" /> : null}
        {children}
      </button>
      <ErrorAlert id={errorId} message={click.error} slot="stack-button-error" />
    </>
  );
});
