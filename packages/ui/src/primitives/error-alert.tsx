/** Props of {@link ErrorAlert}. */
export interface ErrorAlertProps {
  /** The message; nothing is rendered while it is `null` or empty. */
  message: string | null | undefined;
  /** For the `aria-describedby` of the control the message is about. */
  id?: string | undefined;
  /** The styling hook: where the message sits. Default `stack-alert`. */
  slot?: "stack-alert" | "stack-form-error" | "stack-button-error" | "stack-field-error";
}

/**
 * An error announced to assistive technology as it appears (`role="alert"`), in the page: every
 * failure of `@app/ui` is told this way, never with `window.alert`.
 *
 * @example
 * ```tsx
 * const action = useAsyncAction(() => user.revokeSession(id));
 * <button type="button" onClick={() => action.run()} aria-describedby={errorId}>Revoke</button>
 * <ErrorAlert id={errorId} message={action.error} />
 * ```
 */
export function ErrorAlert({ message, id, slot = "stack-alert" }: ErrorAlertProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" data-slot={slot}>
      {message}
    </p>
  );
}
