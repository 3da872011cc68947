import { hookAdapter, hookName } from "../cache/hook-adapter.js";
import type { KeyedCache } from "../cache/keyed-cache.js";
import { type Query, type QueryFn, readQuery } from "../cache/query.js";
import type { AppContext } from "../context/app-context.js";
import { addMethods } from "./client-app.js";
import { APP_CONTEXT } from "./context.js";

/**
 * The query behind an app's getter, as {@link addGetters} takes it: the app's context, then the
 * getter's arguments, answering the getter's value. (Of an overloaded getter, its last overload.)
 */
export type QueryOfGetter<Getter> = Getter extends (...args: infer Args) => Promise<infer Value>
  ? // biome-ignore lint/suspicious/noExplicitAny: the query's cached value is its own; only its answer is the getter's.
    (context: AppContext, ...args: Args) => Query<any, Value>
  : never;

/**
 * An app class's getters and their hook twins from one table of queries, as `getters()` makes an
 * object's: for every name, the async getter (`listUsers`) reads the query through the app's
 * cache, and `use…` (`useUsers`) reads the same entry in a component (through the hook adapter
 * `@app/react` registers). The getters are declared, with their documentation, on an interface
 * merged with the class; each query must take the getter's arguments and answer its value, so a
 * changed query or declaration fails to compile. (The hooks' types come with `@app/react`.)
 *
 * @example
 * ```ts
 * export interface StackServerApp { listUsers(options?: ListUsersOptions): Promise<UserPage> }
 * addGetters(StackServerApp.prototype, { listUsers: usersQuery }); // + useUsers()
 * ```
 */
export function addGetters<
  App extends { readonly [APP_CONTEXT]: AppContext },
  Names extends keyof App & string,
>(prototype: App, table: { readonly [Name in Names]: QueryOfGetter<App[Name]> }): void {
  for (const [name, query] of Object.entries<QueryFn>(table)) {
    const hook = hookName(name);
    addMethods(prototype, {
      async [name](this: App, ...args: unknown[]) {
        return readQuery(this[APP_CONTEXT].cache, query(this[APP_CONTEXT], ...args));
      },
      [hook](this: App, ...args: unknown[]) {
        return useQueryOf(this[APP_CONTEXT], query(this[APP_CONTEXT], ...args), `${hook}()`);
      },
    });
  }
}

/**
 * A class method's hook over a query (the app classes' `use…` methods): reads the same cache
 * entry as the method's async twin, through the hook adapter `@app/react` registers. `hook` names
 * the method in the error thrown without React bindings.
 *
 * @example
 * ```ts
 * class StackServerApp {
 *   listUsers(options) { return readQuery(this.context.cache, usersQuery(this.context, options)); }
 *   useUsers(options) { return useQueryOf(this.context, usersQuery(this.context, options), "useUsers()"); }
 * }
 * ```
 */
export function useQueryOf<T, V>(
  owner: { cache: KeyedCache },
  query: Query<T, V>,
  hook: string,
): V {
  return hookAdapter(hook).useQuery(owner.cache, query);
}
