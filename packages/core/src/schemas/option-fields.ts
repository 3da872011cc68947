import type * as v from "valibot";
import type { FieldSpec } from "./to-wire.js";

/**
 * An option table read from a request body's entries: each camelCase option takes the rule of its
 * wire field, so what the apps check before sending and what the service (and the emulator)
 * checks are one declaration. An optional entry passes every value but undefined as its rule
 * would, and `toWire` never checks undefined.
 *
 * @example
 * ```ts
 * const entries = { display_name: v.optional(v.nullable(v.string())) };
 * optionFields(entries, { displayName: "display_name" });
 * // { displayName: ["display_name", entries.display_name] }
 * ```
 */
export function optionFields<
  Entries extends v.ObjectEntries,
  const Names extends Record<string, keyof Entries & string>,
>(entries: Entries, names: Names): { [Option in keyof Names]: FieldSpec } {
  const table: Record<string, FieldSpec> = {};
  for (const [option, wireName] of Object.entries(names)) {
    table[option] = [wireName, entries[wireName] as v.GenericSchema];
  }
  return table as { [Option in keyof Names]: FieldSpec };
}
