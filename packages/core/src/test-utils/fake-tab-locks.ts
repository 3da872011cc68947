import type { TabLocks } from "../session/tab-lock.js";

/**
 * Web Locks as a browser grants them to the tabs of one origin, for Node tests: one holder per
 * name, the others served in request order; a request whose signal aborts while it waits is
 * rejected with the signal's reason and leaves the queue. `release(name)` ends a hold from
 * outside, as closing the holding tab does.
 */
export function fakeTabLocks() {
  const holders = new Map<string, symbol>();
  const queues = new Map<string, { grant: () => void }[]>();
  let requests = 0;

  const next = (name: string) => {
    holders.delete(name);
    queues.get(name)?.shift()?.grant();
  };

  const locks: TabLocks = {
    request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>) {
      requests++;
      return new Promise<T>((resolve, reject) => {
        const { signal } = options;
        const waiter = {
          grant: () => {
            signal?.removeEventListener("abort", onAbort);
            const hold = Symbol(name);
            holders.set(name, hold);
            callback()
              .then(resolve, reject)
              .finally(() => {
                if (holders.get(name) === hold) next(name);
              });
          },
        };
        const onAbort = () => {
          const queue = queues.get(name) ?? [];
          queue.splice(queue.indexOf(waiter), 1);
          reject(signal?.reason);
        };
        if (!holders.has(name)) return waiter.grant();
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener("abort", onAbort, { once: true });
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
      });
    },
  };

  /** Takes `name` from outside (another tab) until `release(name)`. */
  const hold = (name: string) => {
    if (holders.has(name)) throw new Error(`${name} is already held.`);
    holders.set(name, Symbol(name));
  };

  return {
    locks,
    hold,
    release: next,
    isHeld: (name: string) => holders.has(name),
    waiting: (name: string) => queues.get(name)?.length ?? 0,
    requests: () => requests,
  };
}
