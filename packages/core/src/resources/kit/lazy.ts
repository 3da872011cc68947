import { hookAdapter, hookName } from "../../cache/hook-adapter.js";
import type { KeyedCache, TrackedPromise } from "../../cache/keyed-cache.js";
import { lazyModule } from "../../cache/keyed-cache.js";
import { type QueryFn, readQuery } from "../../cache/query.js";

export { lazyModule };

/**
 * Methods that load their module on first call: `names` become async methods that import
 * `load()` and call its function of the same name with `bound` first. The browser bundle then
 * carries only the names, not the code behind them (the client SIZE RULE).
 * `Module` (inferred from `load`, or named beside `Methods`) has no default: every name must be a
 * member of the module, so a renamed module function fails to compile; the apps type the methods
 * from the module's functions (`apps/lazy-method-types.test.ts`).
 *
 * @example
 * ```ts
 * const methods = lazyMethods(() => import("../teams/client-team.js"), ["update"], context, session);
 * await methods.update({ displayName: "Engines" }); // loads the module, then update(context, session, …)
 * ```
 */
export function lazyMethods<Methods, Module>(
  load: () => Promise<Module>,
  names: readonly (keyof Module & string)[],
  ...bound: unknown[]
): Methods {
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of names) {
    methods[name] = async (...args) =>
      ((await load())[name] as (...all: unknown[]) => unknown)(...bound, ...args);
  }
  return methods as Methods;
}

/**
 * The getters of a table of queries, each with its hook twin: for every name, an async method
 * (`listTeams`) that reads the query through the cache, and `use…` (`useTeams`) that reads the
 * same cache entry in a component (through the hook adapter `@app/react` registers). `table` may
 * be a module loaded on first use ({@link lazyModule}): the page then carries only the
 * names, and a hook suspends until the module is in. `Table` has no default (name it beside `Methods`): every name
 * must be a query of the table, so a renamed query fails to compile.
 *
 * @example
 * ```ts
 * const user = {
 *   ...getters(context.cache, lazyModule(() => import("./user-queries.js")), ["listTeams"], context, session),
 * };
 * await user.listTeams();
 * function Teams() { return user.useTeams().map((team) => <li key={team.id}>{team.displayName}</li>); }
 * ```
 */
export function getters<Methods, Table extends Record<string, QueryFn>>(
  cache: KeyedCache,
  table: Table | (() => TrackedPromise<Table>),
  names: readonly (keyof Table & string)[],
  ...bound: unknown[]
): Methods {
  const methods: Record<string, (...args: unknown[]) => unknown> = {};
  const now = typeof table === "function" ? undefined : table;
  const later = typeof table === "function" ? table : undefined;
  for (const name of names) {
    const query = (loaded: Table, args: unknown[]) => (loaded[name] as QueryFn)(...bound, ...args);
    methods[name] = async (...args) =>
      readQuery(cache, query(now ?? (await (later as () => Promise<Table>)()), args));
    const hook = hookName(name);
    methods[hook] = (...args) => {
      const adapter = hookAdapter(`${hook}()`);
      const loaded = now ?? adapter.usePromise((later as () => TrackedPromise<Table>)());
      return adapter.useQuery(cache, query(loaded, args));
    };
  }
  return methods as Methods;
}
