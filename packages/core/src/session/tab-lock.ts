/** The part of the Web Locks API (`navigator.locks`) that a session uses. */
export interface TabLocks {
  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>;
}

/** How long a refresh waits for another tab's refresh before going ahead alone: 10000 ms. */
export const TAB_LOCK_WAIT_MS = 10_000;

/** The Web Locks of this browser, if it has them. */
export const browserLocks = (): TabLocks | undefined =>
  typeof navigator === "undefined" ? undefined : navigator.locks;

/**
 * Runs `task` while holding the lock `name`, which every tab of the origin shares: one tab at a
 * time runs it. The browser releases a lock when its tab closes, so a tab closed mid-task blocks
 * nobody. The lock request ends with the call: a lock not granted within `waitMs` (another tab
 * stuck), or no locks at all, and `task` runs without it.
 *
 * @example
 * ```ts
 * const token = await withTabLock(navigator.locks, "refresh", () => refresh(refreshToken));
 * ```
 */
export async function withTabLock<T>(
  locks: TabLocks | undefined,
  name: string,
  task: () => Promise<T>,
  waitMs = TAB_LOCK_WAIT_MS,
): Promise<T> {
  if (!locks) return task();
  let started = false;
  try {
    return await locks.request(name, { signal: AbortSignal.timeout(waitMs) }, () => {
      started = true;
      return task();
    });
  } catch (error) {
    if (started) throw error;
    // Not granted in time, or the locks refused (a sandboxed frame): go ahead without them.
    return task();
  }
}
