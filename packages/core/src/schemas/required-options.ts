/**
 * Throws a TypeError naming the options that are missing (undefined), before any request. Pair it
 * with `toWire`, which checks the type of each option given.
 *
 * @example
 * ```ts
 * assertRequired(options, ["value", "type"], "createContactChannel()");
 * // TypeError: createContactChannel(): type is required.
 * ```
 */
export function assertRequired(options: object, required: readonly string[], method: string): void {
  const given = options as Record<string, unknown>;
  const missing = required.filter((key) => given[key] === undefined);
  if (missing.length > 0) {
    throw new TypeError(
      `${method}: ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} required.`,
    );
  }
}
