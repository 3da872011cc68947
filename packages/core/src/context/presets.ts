// The options an app may take from the environment (`STACK_PROJECT_ID`…), read without assuming
// that `process` exists.

/**
 * The first of the environment variables `names` that is set and not empty, with its name.
 *
 * @example
 * ```ts
 * presetNamed("NEXT_PUBLIC_STACK_PROJECT_ID", "STACK_PROJECT_ID"); // ["STACK_PROJECT_ID", "…"]
 * ```
 */
export function presetNamed(...names: string[]): [name: string, value: string] | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  for (const name of names) {
    const value = env?.[name];
    if (value) return [name, value];
  }
  return undefined;
}

/**
 * The value of the first of the environment variables `names` that is set and not empty.
 *
 * @example
 * ```ts
 * preset("STACK_SECRET_SERVER_KEY");
 * ```
 */
export function preset(...names: string[]): string | undefined {
  return presetNamed(...names)?.[1];
}
