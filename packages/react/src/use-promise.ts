"use client";

import { track } from "@app/core/hooks";
import * as React from "react";

// React 19's `use`; React 18.3 has none, and suspends on a thrown promise instead.
const reactUse = (React as { use?: <T>(promise: Promise<T>) => T }).use;

/**
 * Whether React's testing `act()` is in use: Testing Library (and any `act` caller) sets
 * `IS_REACT_ACT_ENVIRONMENT` while it runs an `act` scope; no browser page ever does.
 *
 * Under React 19, a component that first suspends through `use()` inside a synchronous `act()`
 * (every `fireEvent` / `userEvent` dispatch) never leaves its Suspense fallback: React keeps the
 * suspended render as a task on the act queue, which the synchronous scope then drops, and marks
 * the root as already scheduled with act's placeholder task, so the retry when the promise
 * settles reuses a task that never runs (react-dom's `scheduleTaskForRootDuringMicrotask` reuses
 * `fakeActCallbackNode`; testing-library/react-testing-library#1375). A thrown promise takes
 * React's other path (a retry listener on the boundary), which `act` does not strand.
 */
function inActScope(): boolean {
  return (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT === true;
}

/**
 * The value of a promise, suspending while it is pending: React's `use()` on React 19, and on
 * React 18.3 (or inside a testing `act()` scope, see above) the same contract by throwing the
 * promise (as TanStack Query's suspense hooks do). The promise must be stable across renders
 * (the core's cache keeps it so).
 *
 * @example
 * ```tsx
 * // Made once, outside the component: the same promise on every render.
 * const projectPromise = app.getProject();
 *
 * function ProjectName() {
 *   const project = usePromise(projectPromise);
 *   return <span>{project.displayName}</span>;
 * }
 * ```
 */
export function usePromise<T>(promise: Promise<T>): T {
  if (reactUse && !inActScope()) return reactUse(promise);
  // The core's tags: React reads the same `status` / `value` / `reason` fields.
  const tracked = track(promise);
  if (tracked.status === "fulfilled") return tracked.value as T;
  if (tracked.status === "rejected") throw tracked.reason;
  throw tracked;
}
