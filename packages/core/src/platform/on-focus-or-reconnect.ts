import { focusManager } from "./focus-manager.js";
import { onlineManager } from "./online-manager.js";

/** At most one call per this many ms for focus, and one for reconnection: 2000 ms. */
export const FOCUS_OR_RECONNECT_INTERVAL_MS = 2_000;

/**
 * Calls `callback` when the app is focused again ({@link focusManager}) or back online
 * ({@link onlineManager}), at most once per `intervalMs` for each: a burst of focus events (the
 * page shown and the window focused together, quick tab switches) makes one call. Focus and
 * reconnection count apart, so that a device waking up (focus, then the network a moment later)
 * is checked again once online. Returns the unsubscribe function.
 *
 * @example
 * ```ts
 * const stop = onFocusOrReconnect(() => store.revalidate());
 * ```
 */
export function onFocusOrReconnect(
  callback: () => void,
  intervalMs = FOCUS_OR_RECONNECT_INTERVAL_MS,
): () => void {
  const throttled = () => {
    let last = 0;
    return (yes: boolean) => {
      if (yes && Date.now() - last >= intervalMs) {
        last = Date.now();
        callback();
      }
    };
  };
  const stops = [focusManager.subscribe(throttled()), onlineManager.subscribe(throttled())];
  return () => {
    for (const stop of stops) stop();
  };
}
