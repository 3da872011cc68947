/**
 * A subscribable async value: the adapter contract for UI bindings. `getPromise()` returns the
 * same promise until the value changes, then listeners are called. Both are bound functions
 * (arrow properties), so bindings may pass them around detached, as `useSyncExternalStore` does.
 */
export interface AsyncStore<T> {
  readonly getPromise: () => Promise<T>;
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * A promise that records how it settled in `status` / `value` / `reason`, the fields React's
 * `use()` reads to return a settled value without suspending.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

/** Tags `promise` with its state as it settles. */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status !== undefined) return tracked;
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
  return tracked;
}

/** An already-fulfilled tracked promise. */
export function fulfilled<T>(value: T): TrackedPromise<T> {
  const promise = Promise.resolve(value) as TrackedPromise<T>;
  promise.status = "fulfilled";
  promise.value = value;
  return promise;
}

interface Entry<T> {
  promise: TrackedPromise<T>;
  /** Bumped by every refresh and set, so that a slow, older load cannot overwrite a newer value. */
  version: number;
  pending: Promise<T> | undefined;
  listeners: Set<() => void>;
}

/**
 * A keyed async cache that owns promise identity: `get(key)` returns the same promise until the
 * key is refreshed or set. A refresh keeps serving the old value until the new one arrives, then
 * swaps in an already-settled promise and notifies, so subscribed UIs update without suspending.
 *
 * @example
 * ```ts
 * const cache = new AsyncCache((id) => fetchTeam(id));
 * const team = await cache.get("t1");
 * await cache.refresh("t1"); // listeners of "t1" are told
 * ```
 */
export class AsyncCache<T> {
  readonly #load: (key: string) => Promise<T>;
  readonly #entries = new Map<string, Entry<T>>();

  constructor(load: (key: string) => Promise<T>) {
    this.#load = load;
  }

  /** The value's promise; stable until the key is refreshed or set. */
  get(key: string): TrackedPromise<T> {
    return this.#entry(key).promise;
  }

  /** Whether the key has a loaded or loading value. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The newest value: waits for a refresh in flight instead of returning the older value. */
  getLatest(key: string): Promise<T> {
    const entry = this.#entry(key);
    if (entry.pending) return entry.pending;
    // A failed load is retried when asked for again, rather than failing forever.
    if (entry.promise.status === "rejected") return this.refresh(key);
    return entry.promise;
  }

  /** Stores a known value and notifies the key's listeners. */
  set(key: string, value: T): void {
    const entry = this.#entry(key, fulfilled(value));
    entry.version++;
    entry.pending = undefined;
    if (entry.promise.value !== value || entry.promise.status !== "fulfilled") {
      entry.promise = fulfilled(value);
    }
    notify(entry);
  }

  /** Loads the key again; the old value stays visible until the new one is in. */
  refresh(key: string): Promise<T> {
    const existing = this.#entries.get(key);
    if (!existing) return this.get(key);
    const version = ++existing.version;
    const pending = this.#load(key);
    existing.pending = pending;
    const settle = (promise: TrackedPromise<T>) => {
      if (existing.version !== version) return;
      existing.pending = undefined;
      existing.promise = promise;
      notify(existing);
    };
    pending.then(
      (value) => settle(fulfilled(value)),
      (reason: unknown) => {
        // Already marked rejected, like the fulfilled case, so listeners see a settled promise.
        const rejected = Promise.reject(reason) as TrackedPromise<T>;
        rejected.catch(() => {});
        rejected.status = "rejected";
        rejected.reason = reason;
        settle(rejected);
      },
    );
    return pending;
  }

  /** Calls `listener` whenever the key's promise changes. */
  subscribe(key: string, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }

  /** Forgets every key except `keep`, unless someone listens to it. */
  prune(keep: string): void {
    for (const [key, entry] of this.#entries) {
      if (key !== keep && entry.listeners.size === 0) this.#entries.delete(key);
    }
  }

  #entry(key: string, initial?: TrackedPromise<T>): Entry<T> {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = {
        promise: initial ?? track(this.#load(key)),
        version: 0,
        pending: undefined,
        listeners: new Set(),
      };
      this.#entries.set(key, entry);
    }
    return entry;
  }
}

function notify(entry: Entry<unknown>): void {
  for (const listener of [...entry.listeners]) listener();
}
