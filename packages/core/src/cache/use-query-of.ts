import { hookAdapter } from "./hook-adapter.js";
import type { KeyedCache } from "./keyed-cache.js";
import type { Query } from "./query.js";

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
