import { listenToPage, PageSignal, type SignalSetup } from "./page-signal.js";

/** By default: the page's `visibilitychange` and the window's `focus` events. */
const pageEvents: SignalSetup = (set) => listenToPage(["visibilitychange", "focus"], () => set());

/**
 * Whether the app is in front of the user, and when it comes back: the SDK checks the signed-in
 * user again when it does (rate-limited). In a browser it follows the page's visibility and the
 * window's focus; tests and other platforms replace the events with `setEventListener`, or set
 * the state with `setFocused`. The same shape as TanStack Query's `focusManager`.
 *
 * @example
 * ```ts
 * import { AppState } from "react-native";
 * import { focusManager } from "@app/core";
 *
 * focusManager.setEventListener((setFocused) => {
 *   const subscription = AppState.addEventListener("change", (state) => setFocused(state === "active"));
 *   return () => subscription.remove();
 * });
 * ```
 */
export class FocusManager extends PageSignal {
  constructor() {
    super(pageEvents);
  }

  protected override check(): boolean {
    return typeof document === "undefined" || document.visibilityState !== "hidden";
  }

  /**
   * Sets the state: `true` (focused; listeners hear of it if it was not), `false`, or `undefined`
   * to go back to the platform's check (in a browser, the page is not hidden).
   *
   * @example
   * ```ts
   * focusManager.setFocused(false);
   * focusManager.setFocused(true); // the signed-in user is checked again
   * ```
   */
  setFocused(focused?: boolean): void {
    this.set(focused);
  }

  /**
   * Whether the app is focused now.
   *
   * @example
   * ```ts
   * if (focusManager.isFocused()) startPolling();
   * ```
   */
  isFocused(): boolean {
    return this.current();
  }
}

/**
 * The focus manager the SDK listens to: one per page, shared by every app.
 *
 * @example
 * ```ts
 * const stop = focusManager.subscribe((focused) => console.log({ focused }));
 * ```
 */
export const focusManager = new FocusManager();
