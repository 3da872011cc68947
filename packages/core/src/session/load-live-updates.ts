// The live updates' chunk (live-updates.ts: the watch of other tabs, refetching on focus and
// reconnect), loaded with the first subscriber of a store: a page that only reads never needs it.

type LiveUpdates = typeof import("./live-updates.js");

let loaded: LiveUpdates | undefined;
let loading: Promise<LiveUpdates> | undefined;

/** Loads the live updates' chunk (a failed load is tried again by the next caller). */
export function loadLiveUpdates(): Promise<LiveUpdates> {
  loading ??= import("./live-updates.js").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
  if (loaded) stop = start(loaded);
  else {
    loadLiveUpdates().then(
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
