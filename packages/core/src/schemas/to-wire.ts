import * as v from "valibot";

/**
 * How one camelCase option maps to the wire: its snake_case name, the schema it must pass, and
 * optionally how its value is written on the wire (default: as it is).
 */
export type FieldSpec = readonly [
  wireName: string,
  schema: v.GenericSchema,
  toWireValue?: (value: never) => unknown,
];

/**
 * Checks an options object field by field and returns its wire form. An unknown field or a value
 * that fails its schema is a TypeError naming the field, thrown before anything is sent.
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
    if (!result.success) {
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
