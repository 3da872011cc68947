import type { AsyncStore, CacheKey, KeyedCache } from "./keyed-cache.js";

/**
 * What a getter reads: a cache key and the loader of its value. A getter is declared once as a
 * function from its owner (the app's context, the session, a team id…) and its arguments to a
 * query; the async method (`user.listTeams()`) and its hook twin (`user.useTeams()`) are both
 * made from it, so they read the same cache entry.
 *
 * @example
 * ```ts
 * const teamsQuery = (context: AppContext, session: Session): Query<Team[]> => ({
 *   key: keys.teams(session),
 *   load: () => fetchTeams(context, session),
 * });
 * await readQuery(context.cache, teamsQuery(context, session));
 * ```
 */
export interface Query<T, Value = T> {
  readonly key: CacheKey;
  readonly load: () => Promise<T>;
  /** Picks the getter's answer out of the cached value (`getTeam(id)` out of the team list). */
  readonly select?: ((value: T) => Value) | undefined;
  /**
   * The async getter reloads the value on every call (the hook keeps showing the cached one):
   * for values that go stale without a mutation, such as access tokens and active sessions.
   */
  readonly reload?: boolean | undefined;
  /** Further changes to listen to while a hook shows the value (e.g. the token store). */
  readonly watch?: ((onChange: () => void) => () => void) | undefined;
}

/** A getter's declaration: from its owner's bindings and the call's arguments to its query. */
// biome-ignore lint/suspicious/noExplicitAny: a table of getters of any argument list
export type QueryFn = (...args: any[]) => Query<any, any>;

/** The value a query's getter answers. */
export type QueryValue<Q> = Q extends Query<infer _T, infer V> ? V : never;

/**
 * Reads a query through the cache: the cached value (or the load in flight), the newest value
 * while a reload is in flight, and a fresh load for `reload` queries.
 */
export async function readQuery<T, V>(cache: KeyedCache, query: Query<T, V>): Promise<V> {
  const value =
    query.reload && cache.has(query.key)
      ? await cache.refresh<T>(query.key)
      : await cache.getLatest(query.key, query.load);
  return query.select ? query.select(value) : (value as unknown as V);
}

const watched = new WeakMap<AsyncStore<unknown>, AsyncStore<unknown>>();

/**
 * A query's cache entry as a subscribable store (what a hook reads): the same object for the
 * same key. A `watch`ing query's store also reloads the entry on the changes it watches.
 */
export function queryStore<T>(cache: KeyedCache, query: Query<T, unknown>): AsyncStore<T> {
  const store = cache.store(query.key, query.load);
  const { watch } = query;
  if (!watch) return store;
  let withWatch = watched.get(store);
  if (!withWatch) {
    withWatch = {
      getPromise: store.getPromise,
      subscribe: (listener) => {
        const stopEntry = store.subscribe(listener);
        const stopWatch = watch(() => {
          cache.refresh(query.key).catch(() => {
            // The failure is stored in the entry; the hook reads it from there.
          });
        });
        return () => {
          stopEntry();
          stopWatch();
        };
      },
    };
    watched.set(store, withWatch);
  }
  return withWatch as AsyncStore<T>;
}
