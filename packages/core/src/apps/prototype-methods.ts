/**
 * Adds `methods` to a class's prototype the way the class's own methods are (writable,
 * configurable, not enumerable). For methods the class body does not declare: the hook twins,
 * whose types come with `@app/react` (so that `@app/core`'s types offer no hook), and methods
 * made from a table.
 *
 * @example
 * ```ts
 * addMethods(StackClientApp.prototype, { useProject(this: StackClientApp) { … } });
 * ```
 */
export function addMethods(prototype: object, methods: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(prototype, name, { value, writable: true, configurable: true });
  }
}
