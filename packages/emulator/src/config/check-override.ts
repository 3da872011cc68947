import { findUnsafeKey, type JsonPathStep } from "../schemas/unsafe-keys.js";
import { CONFIG_SCHEMA, type ConfigLevel, childOf, type SchemaNode } from "./config-schema.js";

// The checks of a config override, in the order the service makes them and with its messages
// (it answers each with a plain-text 400): the override's form (an object, its keys, its values),
// then each key against the schema of the level, then each value.

/** A JSON value as a config override holds it. */
export type ConfigValue = string | number | boolean | null | ConfigValue[] | ConfigOverride;

/** A config override: keys are dotted paths (`"auth.allowSignUp"`) or section names. */
export interface ConfigOverride {
  [key: string]: ConfigValue;
}

/** How deep a config override may nest: the override itself is level 1. */
export const MAX_CONFIG_DEPTH = 64;

const KEY_PATTERN = /^[a-zA-Z0-9_:$][a-zA-Z_:$0-9-]*(?:\.[a-zA-Z0-9_:$][a-zA-Z_:$0-9-]*)*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first nested key (below the top) that holds a dot, which only top-level keys may. */
function dottedNestedKey(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(".")) return key;
    const found = dottedNestedKey(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Why `config` is not in the format of a config, or undefined. */
function formatProblem(config: Record<string, unknown>, name: string): string | undefined {
  for (const [key, value] of Object.entries(config)) {
    if (!KEY_PATTERN.test(key)) {
      return `All keys of ${name} must consist of only alphanumeric characters, dots, underscores, colons, dollar signs, or hyphens and start with a character other than a hyphen (found: ${key})`;
    }
    const problem = valueFormatProblem(value, `${name}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}

function valueFormatProblem(value: unknown, name: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      if (item === null) return `${name}[${index}] is null; tuple elements cannot be null`;
      const problem = valueFormatProblem(item, `${name}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  return isPlainObject(value) ? formatProblem(value, name) : undefined;
}

/** A path into an override as one dotted key: `apps.__proto__.x`, `a.b[0]`. */
function dotted(path: readonly JsonPathStep[]): string {
  return path
    .map((step, index) =>
      typeof step === "number" ? `[${step}]` : index === 0 ? step : `.${step}`,
    )
    .join("");
}

/** How yup prints a value in its messages: strings quoted, objects as JSON. */
function printed(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value, null, 2);
}

/** `path` as yup names it: `this` at the top of a record's entry. */
const label = (path: string) => path || "this";

function notType(path: string, type: string, value: unknown): string {
  return `${label(path)} must be a \`${type}\` type, but the final value was: \`${printed(value)}\`.`;
}

/** Why `value` does not fit `node`, or undefined. Null resets a key, so it always fits. */
function valueProblem(
  node: SchemaNode,
  value: unknown,
  path: string,
  level: ConfigLevel,
): string | undefined {
  if (value === null || node.kind === "any") return undefined;
  switch (node.kind) {
    case "boolean":
      if (typeof value !== "boolean") return notType(path, "boolean", value);
      return node.onlyTrue && !value ? `${label(path)} field must be true` : undefined;
    case "string":
      if (typeof value !== "string") return notType(path, "string", value);
      if (node.oneOf && !node.oneOf.includes(value)) {
        return `${label(path)} must be one of the following values: ${node.oneOf.join(", ")}`;
      }
      return node.check && !node.check(value) ? `${label(path)} ${node.problem}` : undefined;
    case "number":
      return numberProblem(node, value, path);
    case "object":
      return objectProblem(node, value, path, level);
    case "record":
      return recordProblem(node, value, path, level);
  }
}

function numberProblem(
  node: Extract<SchemaNode, { kind: "number" }>,
  value: unknown,
  path: string,
): string | undefined {
  if (typeof value !== "number") return notType(path, "number", value);
  if (node.integer && !Number.isInteger(value)) return `${label(path)} must be an integer`;
  if (node.min !== undefined && value < node.min) {
    return `${label(path)} must be greater than or equal to ${node.min}`;
  }
  if (node.max !== undefined && value > node.max) {
    return `${label(path)} must be less than or equal to ${node.max}`;
  }
  return undefined;
}

function objectProblem(
  node: SchemaNode,
  value: unknown,
  path: string,
  level: ConfigLevel,
): string | undefined {
  if (!isPlainObject(value)) return notType(path, "object", value);
  const unknown = Object.keys(value).filter((key) => !childOf(node, key, level));
  if (unknown.length > 0)
    return `${path || "Object"} contains unknown properties: ${unknown.join(", ")}`;
  for (const [key, inner] of Object.entries(value)) {
    const child = childOf(node, key, level) as SchemaNode;
    const problem = valueProblem(child, inner, path ? `${path}.${key}` : key, level);
    if (problem) return problem;
  }
  return undefined;
}

function recordProblem(
  node: Extract<SchemaNode, { kind: "record" }>,
  value: unknown,
  path: string,
  level: ConfigLevel,
): string | undefined {
  if (!isPlainObject(value)) return notType(path, "object", value);
  for (const [key, entry] of Object.entries(value)) {
    if (!node.key.pattern.test(key)) return node.key.message;
    // The service checks each entry on its own, so the entry's fields are named from it.
    const problem = valueProblem(node.value, entry, "", level);
    if (problem) return problem;
  }
  return undefined;
}

/** The schema of a dotted key at `level`, or the first part of it that is not in the schema. */
function lookUp(key: string, level: ConfigLevel): { node: SchemaNode } | { missing: string } {
  const parts = key.split(".");
  let node = CONFIG_SCHEMA;
  for (const [index, part] of parts.entries()) {
    const child = childOf(node, part, level);
    if (!child) return { missing: parts.slice(0, index + 1).join(".") };
    node = child;
  }
  return { node };
}

/**
 * Why `override` may not be written at `level`, in the service's words, or undefined when it may.
 * `override` is the parsed JSON of the request's string.
 *
 * @example
 * ```ts
 * configOverrideProblem("environment", { "onboarding.requireEmailVerification": true }); // undefined
 * configOverrideProblem("environment", { "auth.allowSignUp": "no" });
 * // 'auth.allowSignUp must be a `boolean` type, but the final value was: `"no"`.'
 * ```
 */
export function configOverrideProblem(level: ConfigLevel, override: unknown): string | undefined {
  if (typeof override !== "object" || override === null) {
    return "Config override must be a non-null object.";
  }
  if (!isPlainObject(override)) return "Config override must be plain old JavaScript object.";
  const unsafe = findUnsafeKey(override, { splitDots: true, maxDepth: MAX_CONFIG_DEPTH });
  if (unsafe?.kind === "unsafe-key") {
    return `The key ${JSON.stringify(dotted(unsafe.path))} is not valid: ${JSON.stringify(unsafe.key)} may not be part of a config key (__proto__, constructor and prototype are refused).`;
  }
  if (unsafe?.kind === "too-deep") {
    return `Config override is nested more than ${MAX_CONFIG_DEPTH} levels deep (at ${dotted(unsafe.path)}).`;
  }
  for (const value of Object.values(override)) {
    const dotted = dottedNestedKey(value);
    if (dotted !== undefined) {
      return `Key ${dotted} contains a dot, which is not allowed in config override.`;
    }
  }
  const format = formatProblem(override, "override");
  if (format) return `Invalid config format: ${format}`;
  for (const [key, value] of Object.entries(override)) {
    const found = lookUp(key, level);
    if ("missing" in found) {
      return `The key ${JSON.stringify(key)} is not valid (nested object not found in schema: ${JSON.stringify(found.missing)}).`;
    }
    const problem = valueProblem(found.node, value, key, level);
    if (problem) return problem;
  }
  return undefined;
}
