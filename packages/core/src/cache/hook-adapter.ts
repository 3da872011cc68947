import type { AsyncStore, KeyedCache, TrackedPromise } from "./keyed-cache.js";
import type { Query } from "./query.js";

/**
 * What a UI binding gives the core so that every getter has a hook twin: `@app/react` registers
 * one over `useSyncExternalStore` when it loads. The core itself imports no UI framework; its
 * `use…` methods call the registered adapter.
 */
export interface HookAdapter {
  /** The value of an async store, suspending while it first loads; follows its changes. */
  useStore<T>(store: AsyncStore<T>): T;
  /** The value of a query through the cache (see {@link Query}). */
  useQuery<T, V>(cache: KeyedCache, query: Query<T, V>): V;
  /** The value of a promise, suspending while it is pending (React's `use`). */
  usePromise<T>(promise: TrackedPromise<T>): T;
}

// Kept on the global object, so that two copies of the package (a bundler's duplicate) agree.
const KEY = Symbol.for("@app/core hook adapter");
type WithAdapter = { [KEY]?: HookAdapter };

/**
 * Registers the UI binding's hook adapter (`@app/react` does it when it loads).
 *
 * @example
 * ```ts
 * registerHookAdapter({ useStore, useQuery, usePromise });
 * ```
 */
export function registerHookAdapter(adapter: HookAdapter): void {
  (globalThis as WithAdapter)[KEY] = adapter;
}

/** The registered adapter; `method` names the hook in the error when none is. */
export function hookAdapter(method: string): HookAdapter {
  const adapter = (globalThis as WithAdapter)[KEY];
  if (!adapter) {
    throw new Error(
      `${method} is a React hook: import @app/react and call it while a component renders.`,
    );
  }
  return adapter;
}

/** The hook twin's name of a getter: `listTeams` → `useTeams`, `getTeam` → `useTeam`. */
export function hookName(getter: string): string {
  return `use${getter.replace(/^(list|get)/, "")}`;
}

/** The hook name of a getter name, as a type: `"listTeams"` → `"useTeams"`. */
export type HookNameOf<Name extends string> = Name extends `list${infer Rest}`
  ? `use${Rest}`
  : Name extends `get${infer Rest}`
    ? `use${Rest}`
    : never;

/**
 * The hook twins `@app/react` declares on `T` for its getters `Names`, as `getters()` makes them
 * beside the getters; none where `@app/react`'s types are not in the program (the core's own
 * types declare no hook).
 *
 * @example
 * ```ts
 * type Made = Pick<Team, "listUsers"> & HookTwinsOf<Team, "listUsers">; // + useUsers with @app/react
 * ```
 */
export type HookTwinsOf<T, Names extends string> = Pick<T, HookNameOf<Names> & keyof T>;

/**
 * The hook twins of an object's getters, as types: `listTeams(): Promise<Team[]>` becomes
 * `useTeams(): Team[]`. (An overloaded getter keeps only its last overload: declare its hook by
 * hand.)
 *
 * @example
 * ```ts
 * interface TeamGetters { listUsers(): Promise<TeamUser[]> }
 * interface Team extends TeamGetters, HooksOf<TeamGetters> {} // useUsers(): TeamUser[]
 * ```
 */
export type HooksOf<Getters, Names extends keyof Getters & string = keyof Getters & string> = {
  [Name in Names as HookNameOf<Name>]: Getters[Name] extends (
    ...args: infer Args
  ) => Promise<infer Value>
    ? (...args: Args) => Value
    : never;
};
