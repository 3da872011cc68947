import { useCallback, useRef, useState } from "react";
import { asyncErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";

/** What {@link useAsyncAction} returns. */
export interface AsyncAction<Args extends unknown[]> {
  /** Starts the action; ignored while it is pending. Never rejects: a failure lands in `error`. */
  run(...args: Args): void;
  pending: boolean;
  /** The failure's message (known error's, or the generic one); cleared by the next `run`. */
  error: string | null;
  clearError(): void;
}

/**
 * Runs an async action of the UI (a click, a confirmation) with its pending state and its
 * failure: the failure is logged for the developer, and its message is kept for an
 * {@link ErrorAlert}, translated ('An unhandled error occurred. Please report this to the
 * developer.' for anything but a known error).
 *
 * @example
 * ```tsx
 * const revoke = useAsyncAction(() => user.revokeSession(session.id));
 * <Button loading={revoke.pending} onClick={() => revoke.run()}>Revoke</Button>
 * <ErrorAlert message={revoke.error} />
 * ```
 */
export function useAsyncAction<Args extends unknown[]>(
  action: (...args: Args) => void | Promise<void>,
): AsyncAction<Args> {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const translate = useRef(t);
  translate.current = t;

  const run = useCallback((...args: Args) => {
    if (running.current) return;
    setError(null);
    let result: void | Promise<void>;
    try {
      result = latest.current(...args);
    } catch (failure) {
      console.error(failure);
      setError(asyncErrorMessage(failure, translate.current));
      return;
    }
    if (!result) return;
    running.current = true;
    setPending(true);
    result
      .catch((failure: unknown) => {
        console.error(failure);
        setError(asyncErrorMessage(failure, translate.current));
      })
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}
