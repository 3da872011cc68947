"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { useStackApp } from "./use-stack-app.js";
import { useUser } from "./use-user.js";

/**
 * Where a command-line login's confirmation stands (see {@link useCliAuthConfirmation}).
 *
 * @example
 * ```ts
 * const done = (status: CliAuthConfirmationStatus) => status === "success";
 * ```
 */
export type CliAuthConfirmationStatus =
  | "idle"
  | "invalid"
  | "authorizing"
  | "redirecting"
  | "success"
  | "error";

/**
 * What {@link useCliAuthConfirmation} returns.
 *
 * @example
 * ```tsx
 * const { status, authorize } = useCliAuthConfirmation();
 * if (status === "success") return <p>You can close this tab.</p>;
 * ```
 */
export interface CliAuthConfirmationState {
  /** Where the confirmation stands. */
  status: CliAuthConfirmationStatus;
  /** The page's `login_code` query parameter; `null` when it has none (or on the server). */
  loginCode: string | null;
  /** Why the last `authorize()` failed (`CliAuthExpiredError` for an unknown or expired code). */
  error: Error | null;
  /** Whether `authorize()` is under way (authorizing, or redirecting to sign in). */
  isLoading: boolean;
  /** Lets the waiting program in as the signed-in user; a visitor is sent to sign in first. */
  authorize: () => Promise<void>;
  /** Back to `"idle"` after an error, to try again. */
  retry: () => void;
}

const noSubscription = () => () => {};
const pageSearch = () => window.location.search;
const noSearchOnServer = () => undefined;

type Step =
  | { status: "idle" | "authorizing" | "redirecting" | "success" }
  | { status: "error"; error: Error };

/**
 * The state of a page that confirms a command-line login (`?login_code=…`, the link that
 * `promptCliLogin` shows), for building your own such page; `@app/ui`'s `CliAuthConfirmation`
 * is the ready-made one. On the server, and until hydrated, `loginCode` is `null` and the status
 * `"idle"`, so the server's markup and the first client render agree.
 *
 * @example
 * ```tsx
 * function ConfirmCliLogin() {
 *   const { status, authorize, error, isLoading, retry } = useCliAuthConfirmation();
 *   if (status === "invalid") return <p>This link is incomplete.</p>;
 *   if (status === "success") return <p>You can close this tab and return to your terminal.</p>;
 *   if (status === "error") return <p>{error?.message} <button onClick={retry}>Try again</button></p>;
 *   return <button disabled={isLoading} onClick={authorize}>Authorize</button>;
 * }
 * ```
 */
export function useCliAuthConfirmation(): CliAuthConfirmationState {
  const app = useStackApp();
  const user = useUser();
  const search = useSyncExternalStore(noSubscription, pageSearch, noSearchOnServer);
  const loginCode = search === undefined ? null : new URLSearchParams(search).get("login_code");
  const [step, setStep] = useState<Step>({ status: "idle" });

  const authorize = useCallback(async () => {
    if (!loginCode) return;
    if (!user) {
      setStep({ status: "redirecting" });
      await app.redirectToSignIn();
      return;
    }
    setStep({ status: "authorizing" });
    try {
      const result = await app.confirmCliLogin(loginCode);
      setStep(
        result.status === "ok" ? { status: "success" } : { status: "error", error: result.error },
      );
    } catch (error) {
      setStep({
        status: "error",
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  }, [app, loginCode, user]);
  const retry = useCallback(() => setStep({ status: "idle" }), []);

  const status = search !== undefined && !loginCode ? "invalid" : step.status;
  return {
    status,
    loginCode,
    error: step.status === "error" ? step.error : null,
    isLoading: status === "authorizing" || status === "redirecting",
    authorize,
    retry,
  };
}
