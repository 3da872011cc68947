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
   * Values read per request rather than kept (access tokens, active sessions, any user as a server
   * reads them). Every async getter asks the service anew (see {@link readQuery}); this one
   * updates the cached value only when there is one (a hook reads the key, or did), and otherwise
   * keeps nothing: a server reading one user per request does not fill its memory with them.
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
 * Reads a query as an awaited getter does: what the service holds now. It loads the value again
 * and stores it, so that hooks showing it re-render (a load already in flight is joined: concurrent
 * calls make one request); a `reload` query stores its answer only where a value is kept already.
 * Hooks read the cache instead (`queryStore`), and SDK code that only needs a value it may already
 * have reads `cache.getLatest`.
 *
 * @example
 * ```ts
 * const teams = await readQuery(context.cache, teamsQuery(context, session));
 * ```
 */
export async function readQuery<T, V>(cache: KeyedCache, query: Query<T, V>): Promise<V> {
  let value: T;
  if (!query.reload) value = await cache.fresh(query.key, query.load);
  else if (cache.has(query.key)) value = await cache.refresh<T>(query.key);
  else value = await query.load();
  return query.select ? query.select(value) : (value as unknown as V);
}

const watched = new WeakMap<AsyncStore<unknown>, AsyncStore<unknown>>();

/**
 * A query's cache entry as a subscribable store (what a hook reads): the same object for the
 * same key. A `watch`ing query's store also reloads the entry on the changes it watches, watching
 * once while anyone listens, however many components do.
 */
export function queryStore<T>(cache: KeyedCache, query: Query<T, unknown>): AsyncStore<T> {
  const store = cache.store(query.key, query.load);
  const { watch } = query;
  if (!watch) return store;
  let withWatch = watched.get(store);
  if (!withWatch) {
    let listeners = 0;
    let stopWatch: (() => void) | undefined;
    withWatch = {
      getPromise: store.getPromise,
      subscribe: (listener) => {
        const stopEntry = store.subscribe(listener);
        if (listeners++ === 0) {
          stopWatch = watch(() => {
            cache.refresh(query.key).catch(() => {
              // The failure is stored in the entry; the hook reads it from there.
            });
          });
        }
        return () => {
          stopEntry();
          if (--listeners === 0) stopWatch?.();
        };
      },
    };
    watched.set(store, withWatch);
  }
  return withWatch as AsyncStore<T>;
}
