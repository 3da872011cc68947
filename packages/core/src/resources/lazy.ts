/**
 * Methods that load their module on first call: `names` become async methods that import
 * `load()` and call its function of the same name with `bound` first. The browser bundle then
 * carries only the names, not the code behind them (the client SIZE RULE).
 *
 * @example
 * ```ts
 * const methods = lazyMethods(() => import("./teams/client.js"), ["listTeams"], context, session);
 * await methods.listTeams(); // loads teams/client.js, then calls listTeams(context, session)
 * ```
 */
export function lazyMethods<Methods>(
  load: () => Promise<Record<string, unknown>>,
  names: readonly string[],
  ...bound: unknown[]
): Methods {
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of names) {
    methods[name] = async (...args) =>
      ((await load())[name] as (...all: unknown[]) => unknown)(...bound, ...args);
  }
  return methods as Methods;
}
