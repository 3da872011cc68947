import * as v from "valibot";

/**
 * How one camelCase option maps to the wire: its snake_case name, the schema it must pass, and
 * optionally how its value is written on the wire (default: as it is). `judgedHere` keeps a rule
 * of the schema on the client where the service has no known error for it.
 */
export type FieldSpec = readonly [
  wireName: string,
  schema: v.GenericSchema,
  toWireValue?: ((value: never) => unknown) | undefined,
  judgedHere?: "judgedHere",
];

/**
 * Checks an options object field by field and returns its wire form. An unknown field or a value
 * of the wrong type is a TypeError naming the field, thrown before anything is sent. A string,
 * number or boolean of the right type that breaks a rule of the request (an e-mail's form, a
 * length, a range) is sent as it is: as with `@stackframe/js`, the service judges it and answers
 * its known error (`KnownErrors.SchemaError`), which code written for the reference catches.
 *
 * @example
 * ```ts
 * toWire({ displayName: "Ada" }, { displayName: ["display_name", v.string()] }, "user.update()");
 * // { display_name: "Ada" }
 * ```
 */
export function toWire(
  options: unknown,
  fields: Record<string, FieldSpec>,
  context: string,
): Record<string, unknown> {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${context} expects an object of options; got ${describe(options)}.`);
  }
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const spec = fields[key];
    if (!spec) {
      throw new TypeError(
        `${context} got an unknown option "${key}"; known options: ${Object.keys(fields).join(", ")}.`,
      );
    }
    const result = v.safeParse(spec[1], value);
    if (!result.success && !isServiceJudged(spec, value, result.issues)) {
      const issue = result.issues[0];
      const path = v.getDotPath(issue);
      throw new TypeError(
        `${context}: ${key}${path ? `.${path}` : ""} ${issueMessage(issue)}; got ${describe(value)}.`,
      );
    }
    wire[spec[0]] = spec[2] ? spec[2](value as never) : value;
  }
  return wire;
}

/**
 * Whether a failed value goes to the service as it is: a string, number or boolean of the type
 * the field's schema is built on (no type issue) that only breaks a rule, in a field that sends
 * values unchanged. A rule over `unknown` (a Date, bytes) is a type check: it stays here.
 */
function isServiceJudged(
  spec: FieldSpec,
  value: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): boolean {
  return (
    baseType(spec[1]) === typeof value &&
    spec[2] === undefined &&
    spec[3] !== "judgedHere" &&
    issues.every((issue) => issue.kind === "validation")
  );
}

/** The type a schema is built on, under `nullable`/`optional`: "string", "number", "unknown"… */
function baseType(schema: v.GenericSchema): string {
  let inner = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  while (inner.wrapped && ["nullable", "optional", "nullish"].includes(inner.type)) {
    inner = inner.wrapped as typeof inner;
  }
  return inner.type;
}

/** A valibot issue's message; built-in type errors read "must be <type>". */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  return issue.kind === "schema" ? `must be ${issue.expected}` : issue.message;
}

function describe(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  }
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "an array" : "an object";
}

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
