import { lazyModule } from "../cache/keyed-cache.js";

// The live updates (live-updates.ts: the watch of other tabs, refetching on focus and
// reconnect), loaded with the first subscriber of a store: a page that only reads never needs it.

type LiveUpdates = typeof import("./live-updates.js");

/** Loads the live updates (a failed load is tried again by the next caller). */
export const loadLiveUpdates = lazyModule<LiveUpdates>(() => import("./live-updates.js"));

/**
 * Runs `start` with the live updates' module: at once when it is loaded, else once it is (never,
 * if it cannot load). Answers a function that stops what `start` started, or keeps it from
 * starting.
 *
 * @example
 * ```ts
 * const stop = withLiveUpdates(({ onFocusOrReconnect }) => onFocusOrReconnect(revalidate));
 * stop();
 * ```
 */
export function withLiveUpdates(start: (live: LiveUpdates) => () => void): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const live = loadLiveUpdates();
  if (live.status === "fulfilled") stop = start(live.value as LiveUpdates);
  else {
    live.then(
      (live) => {
        if (!cancelled) stop = start(live);
      },
      // Without it, a store still follows its own writes and reads.
      () => {},
    );
  }
  return () => {
    cancelled = true;
    stop?.();
  };
}
