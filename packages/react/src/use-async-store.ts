"use client";

import type { AsyncStore } from "@app/core";
import { useSyncExternalStore } from "react";
import { usePromise } from "./use-promise.js";

/**
 * The current value of one of the core's async stores, suspending while it first loads.
 *
 * A thin, stateless adapter: the store owns promise identity (the same promise until the value
 * changes, settled promises marked so that they are read without suspending), so React
 * re-renders exactly when the store notifies and a changed value never shows a Suspense fallback
 * again. Works on React 18.3 and 19.
 *
 * @example
 * ```tsx
 * // Any AsyncStore: `getPromise` answers the same promise until the value changes.
 * let settings = fetchSettings();
 * const listeners = new Set<() => void>();
 * const settingsStore: AsyncStore<Settings> = {
 *   getPromise: () => settings,
 *   subscribe: (listener) => {
 *     listeners.add(listener);
 *     return () => listeners.delete(listener);
 *   },
 * };
 *
 * function Theme() {
 *   return <span>{useAsyncStore(settingsStore).theme}</span>;
 * }
 * ```
 */
export function useAsyncStore<T>(store: AsyncStore<T>): T {
  return usePromise(useSyncExternalStore(store.subscribe, store.getPromise, store.getPromise));
}
