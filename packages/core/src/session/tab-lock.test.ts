import { describe, expect, it, vi } from "vitest";
import { deferred } from "../test-utils/deferred.js";
import { fakeTabLocks } from "../test-utils/fake-tab-locks.js";
import { TAB_LOCK_WAIT_MS, type TabLocks, withTabLock } from "./tab-lock.js";

describe("withTabLock", () => {
  it("runs one task at a time per name, in order, and others at once", async () => {
    const { locks } = fakeTabLocks();
    const order: string[] = [];
    const first = deferred<void>();
    const a = withTabLock(locks, "refresh", async () => {
      order.push("a starts");
      await first.promise;
      order.push("a ends");
    });
    const b = withTabLock(locks, "refresh", async () => {
      order.push("b runs");
    });
    const other = withTabLock(locks, "another", async () => {
      order.push("other runs");
    });
    await other;
    expect(order).toEqual(["a starts", "other runs"]);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(["a starts", "other runs", "a ends", "b runs"]);
  });

  it("without Web Locks runs the task directly", async () => {
    expect(await withTabLock(undefined, "refresh", async () => "done")).toBe("done");
  });

  it("waits at most 10 s by default, then runs without the lock (a stuck tab cannot hang a call)", async () => {
    expect(TAB_LOCK_WAIT_MS).toBe(10_000);
    const tabs = fakeTabLocks();
    tabs.hold("refresh");
    const task = vi.fn(async () => "went ahead");
    expect(await withTabLock(tabs.locks, "refresh", task, 30)).toBe("went ahead");
    expect(task).toHaveBeenCalledTimes(1);
    // The request left the queue: releasing the lock later grants nothing to a finished call.
    expect(tabs.waiting("refresh")).toBe(0);
    tabs.release("refresh");
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("a failing task fails the call once; it is not run again without the lock", async () => {
    const { locks, isHeld } = fakeTabLocks();
    const task = vi.fn(async () => {
      throw new Error("the refresh failed");
    });
    await expect(withTabLock(locks, "refresh", task)).rejects.toThrow("the refresh failed");
    expect(task).toHaveBeenCalledTimes(1);
    expect(isHeld("refresh")).toBe(false);
  });

  it("locks that refuse (a sandboxed frame's SecurityError) do not stop the task", async () => {
    const refusing: TabLocks = {
      request: () => Promise.reject(new DOMException("no locks here", "SecurityError")),
    };
    expect(await withTabLock(refusing, "refresh", async () => "ran")).toBe("ran");
  });
});
