import type { AsyncStore } from "@app/core";
import { use, useSyncExternalStore } from "react";

/**
 * The current value of one of the core's async stores, suspending while it first loads.
 *
 * A thin, stateless adapter: the store owns promise identity (the same promise until the value
 * changes, settled promises marked so that `use()` returns at once), so React re-renders exactly
 * when the store notifies and a changed value never shows a Suspense fallback again.
 *
 * @example
 * ```tsx
 * function ProjectName() {
 *   const app = useStackApp();
 *   const project = useAsyncStore(app.projectStore);
 *   return <span>{project.displayName}</span>;
 * }
 * ```
 */
export function useAsyncStore<T>(store: AsyncStore<T>): T {
  return use(useSyncExternalStore(store.subscribe, store.getPromise, store.getPromise));
}
