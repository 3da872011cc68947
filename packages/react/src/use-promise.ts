import * as React from "react";

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

// React 19's `use`; React 18.3 has none, and suspends on a thrown promise instead.
const reactUse = (React as { use?: <T>(promise: Promise<T>) => T }).use;

/**
 * The value of a promise, suspending while it is pending: React's `use()` on React 19, and on
 * React 18.3 the same contract by throwing the promise (as TanStack Query's suspense hooks do).
 * The promise must be stable across renders (the core's cache keeps it so).
 *
 * @example
 * ```tsx
 * const user = usePromise(app.userStore.getPromise());
 * ```
 */
export function usePromise<T>(promise: Promise<T>): T {
  if (reactUse) return reactUse(promise);
  const tracked = promise as Tracked<T>;
  if (tracked.status === "fulfilled") return tracked.value as T;
  if (tracked.status === "rejected") throw tracked.reason;
  if (tracked.status === undefined) {
    tracked.status = "pending";
    tracked.then(
      (value) => {
        tracked.status = "fulfilled";
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = "rejected";
        tracked.reason = reason;
      },
    );
  }
  throw tracked;
}
