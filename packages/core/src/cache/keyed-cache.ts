/**
 * A subscribable async value: the adapter contract for UI bindings. `getPromise()` returns the
 * same promise until the value changes, then listeners are called. Both are bound functions
 * (arrow properties), so bindings may pass them around detached, as `useSyncExternalStore` does.
 *
 * @example
 * ```ts
 * const unsubscribe = store.subscribe(() => console.log("changed"));
 * const value = await store.getPromise();
 * ```
 */
export interface AsyncStore<T> {
  /** The value as a promise: the same promise while the value is unchanged. */
  readonly getPromise: () => Promise<T>;
  /** Calls `listener` whenever the value changes; answers the function that stops it. */
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

/**
 * A cache key: a resource name, then what identifies the value, e.g. `["user", session]`,
 * `["teams", session]`, `["team", id]`. A key is a prefix of the keys that start with it.
 */
export type CacheKey = readonly (string | number | boolean | null)[];

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

function rejected<T>(reason: unknown): TrackedPromise<T> {
  const promise = Promise.reject(reason) as TrackedPromise<T>;
  promise.catch(() => {});
  promise.status = "rejected";
  promise.reason = reason;
  return promise;
}

type Load = (key: CacheKey) => Promise<unknown>;

interface Entry {
  key: CacheKey;
  load: Load;
  promise: TrackedPromise<unknown>;
  /** Bumped by every refresh and set, so that a slow, older load cannot overwrite a newer value. */
  version: number;
  /** Invalidated and listened to, its reload not yet started (see `invalidate`). */
  stale?: boolean;
  pending: Promise<unknown> | undefined;
  listeners: Set<() => void>;
}

const id = (key: CacheKey) => JSON.stringify(key);

/**
 * The app's keyed async cache. It owns promise identity: `get(key)` returns the same promise until
 * the key is refreshed, set or invalidated. A refresh keeps serving the old value until the new
 * one arrives, then swaps in an already-settled promise and notifies, so subscribed UIs update
 * without suspending. A mutation calls `invalidate(...prefixes)` for the keys it changed (through
 * the one table of mutations, `resources/kit/changes.ts`).
 *
 * @example
 * ```ts
 * const cache = new KeyedCache();
 * const teams = cache.store(["teams", session], () => fetchTeams());
 * await createTeam();
 * cache.invalidate(["teams"]); // every subscribed team list reloads; the rest are dropped
 * ```
 */
export class KeyedCache {
  readonly #entries = new Map<string, Entry>();
  readonly #stores = new Map<string, AsyncStore<unknown>>();
  readonly #defaultLoad: Load | undefined;
  /** Set by {@link refuseLoads}: the load of every key from then on, which fails. */
  #refusal: Load | undefined;

  /** `load` serves keys that are asked for without a loader of their own. */
  constructor(load?: Load) {
    this.#defaultLoad = load;
  }

  /**
   * From now on nothing is loaded: a key that has no value, or is refreshed, is rejected with
   * `reason(key)`. Values set or seeded are served as before. For a browser app rendered on a
   * server that cannot read its tokens (Next.js's server render of client components): what the
   * server handed over shows, the rest renders in the browser.
   */
  refuseLoads(reason: (key: CacheKey) => unknown): void {
    this.#refusal = async (key) => {
      throw reason(key);
    };
  }

  /** The value's promise; stable until the key is refreshed, set or invalidated. */
  get<T>(key: CacheKey, load?: (key: CacheKey) => Promise<T>): TrackedPromise<T> {
    return this.#entry(key, load).promise as TrackedPromise<T>;
  }

  /** Whether the key has a loaded or loading value. */
  has(key: CacheKey): boolean {
    return this.#entries.has(id(key));
  }

  /** The newest value: waits for a refresh in flight instead of returning the older value. */
  getLatest<T>(key: CacheKey, load?: (key: CacheKey) => Promise<T>): Promise<T> {
    const entry = this.#entry(key, load);
    if (entry.stale) return this.refresh(key);
    if (entry.pending) return entry.pending as Promise<T>;
    // A failed load is retried when asked for again, rather than failing forever.
    if (entry.promise.status === "rejected") return this.refresh(key);
    return entry.promise as Promise<T>;
  }

  /**
   * What the service holds now (an awaited getter): loads the key again and stores the answer
   * (listeners are told; the old value stays visible meanwhile), or joins the load in flight,
   * so that concurrent reads share one request. A key not loaded yet loads once. A cache that
   * loads nothing ({@link refuseLoads}) answers the value it was handed.
   */
  fresh<T>(key: CacheKey, load?: (key: CacheKey) => Promise<T>): Promise<T> {
    const known = this.#entries.get(id(key));
    const entry = this.#entry(key, load);
    if (!known) return entry.promise as Promise<T>;
    if (entry.pending) return entry.pending as Promise<T>;
    if (entry.promise.status === "pending") return entry.promise as Promise<T>;
    if (this.#refusal && entry.promise.status === "fulfilled") return entry.promise as Promise<T>;
    return this.refresh(key);
  }

  /** Stores a known value and notifies the key's listeners. */
  set<T>(key: CacheKey, value: T, load?: (key: CacheKey) => Promise<T>): void {
    const entry = this.#entry(key, load, fulfilled(value));
    entry.version++;
    entry.stale = false;
    entry.pending = undefined;
    if (entry.promise.value !== value || entry.promise.status !== "fulfilled") {
      entry.promise = fulfilled(value);
    }
    notify(entry);
  }

  /**
   * Stores a value still on its way (e.g. built once a module loads) for a key that has none,
   * without loading it; later reloads use `load`. A key that has a value keeps it.
   */
  seed<T>(key: CacheKey, pending: Promise<T>, load: (key: CacheKey) => Promise<T>): void {
    if (!this.has(key)) this.#entry(key, load, track(pending));
  }

  /** Loads the key again; the old value stays visible until the new one is in. */
  refresh<T>(key: CacheKey): Promise<T> {
    const entry = this.#entries.get(id(key));
    if (!entry) return this.get(key);
    const version = ++entry.version;
    entry.stale = false;
    const pending = (this.#refusal ?? entry.load)(entry.key);
    entry.pending = pending;
    const settle = (promise: TrackedPromise<unknown>) => {
      if (entry.version !== version) return;
      entry.pending = undefined;
      entry.promise = promise;
      notify(entry);
    };
    pending.then(
      (value) => settle(fulfilled(value)),
      (reason: unknown) => settle(rejected(reason)),
    );
    return pending as Promise<T>;
  }

  /**
   * Marks every key that starts with one of `prefixes` as changed: a key someone listens to
   * reloads (its old value stays visible meanwhile); the others are forgotten and load when next
   * asked for. Every matching key is marked before any reload starts, so a loader that reads
   * another changed key (a list derived from another) gets its new value, never the old one.
   */
  invalidate(...prefixes: CacheKey[]): void {
    const listened: Entry[] = [];
    for (const entry of this.#matching(prefixes)) {
      if (entry.listeners.size === 0) {
        this.#entries.delete(id(entry.key));
      } else {
        entry.stale = true;
        listened.push(entry);
      }
    }
    // A loader run before may have started one of these reloads already (through getLatest).
    for (const entry of listened) if (entry.stale) this.refresh(entry.key).catch(() => {});
  }

  /** Forgets every key under `prefix` except `keep`, unless someone listens to it. */
  prune(prefix: CacheKey, keep: CacheKey): void {
    for (const entry of this.#matching([prefix])) {
      if (id(entry.key) !== id(keep) && entry.listeners.size === 0) {
        this.#entries.delete(id(entry.key));
      }
    }
  }

  /** Calls `listener` whenever the key's promise changes. */
  subscribe(key: CacheKey, listener: () => void, load?: Load): () => void {
    const entry = this.#entry(key, load);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }

  /**
   * The key as an {@link AsyncStore}: the same object for the same key, so a UI hook per getter
   * is `useAsyncStore(cache.store(key, load))`.
   */
  store<T>(key: CacheKey, load: (key: CacheKey) => Promise<T>): AsyncStore<T> {
    const name = id(key);
    let store = this.#stores.get(name);
    if (!store) {
      store = {
        getPromise: () => this.get(key, load),
        // A listened key is never dropped (invalidate reloads it), so the entry stays the same.
        subscribe: (listener) => this.subscribe(key, listener, load),
      };
      this.#stores.set(name, store);
    }
    return store as AsyncStore<T>;
  }

  /** The entries whose key starts with one of `prefixes`, each once. */
  *#matching(prefixes: CacheKey[]): Generator<Entry> {
    for (const entry of [...this.#entries.values()]) {
      if (prefixes.some((prefix) => prefix.every((part, i) => entry.key[i] === part))) yield entry;
    }
  }

  #entry(key: CacheKey, load?: Load, initial?: TrackedPromise<unknown>): Entry {
    const name = id(key);
    let entry = this.#entries.get(name);
    const loader = load ?? entry?.load ?? this.#defaultLoad;
    if (!loader) throw new Error(`No loader for cache key ${name}.`);
    if (!entry) {
      entry = {
        key,
        load: loader,
        promise: initial ?? track((this.#refusal ?? loader)(key)),
        version: 0,
        pending: undefined,
        listeners: new Set(),
      };
      this.#entries.set(name, entry);
    } else if (load) {
      entry.load = load;
    }
    return entry;
  }
}

function notify(entry: Entry): void {
  for (const listener of [...entry.listeners]) listener();
}

/**
 * A module loaded on first use, as one stable promise: the same promise on every call (tracked,
 * so that a hook can read it without suspending once it is in), and a new try after a failure.
 *
 * @example
 * ```ts
 * const actions = lazyModule(() => import("./account-actions.js"));
 * (await actions()).listTeams(context, session);
 * ```
 */
export function lazyModule<Module>(load: () => Promise<Module>): () => TrackedPromise<Module> {
  let promise: TrackedPromise<Module> | undefined;
  return () => {
    if (!promise || promise.status === "rejected") promise = track(load());
    return promise;
  };
}
