import { KnownErrors } from "@app/core/errors";
import type { Context } from "hono";
import * as v from "valibot";
import { describeJsonPath, findUnsafeKey, UNSAFE_KEYS } from "../schemas/unsafe-keys.js";
import { readBodyText } from "./body-limit.js";

/** Where a validated value comes from; it prefixes the field path of SCHEMA_ERROR messages. */
export type RequestPart = "body" | "query" | "params" | "headers";

type AnySchema = v.GenericSchema;

const typeNames: Record<string, string> = {
  string: "a string",
  number: "a number",
  boolean: "a boolean",
  array: "an array",
  object: "an object",
  loose_object: "an object",
  strict_object: "an object",
  record: "an object",
};

/** `("a" | "b")` as valibot describes choices, as `a, b`. */
function listExpected(expected: string | null): string {
  return (expected ?? "")
    .replace(/^\((.*)\)$/, "$1")
    .replaceAll('"', "")
    .split(" | ")
    .join(", ");
}

/** The generic messages of the service, for issues whose schema did not name its own. */
function houseMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema" && issue.input === undefined) return "is required";
  const typeName = typeNames[issue.type];
  if (issue.kind === "schema" && typeName !== undefined) return `must be ${typeName}`;
  switch (issue.type) {
    case "picklist":
    case "literal":
    case "variant":
      return `must be one of the following values: ${listExpected(issue.expected)}`;
    case "min_length":
      return `must be at least ${String(issue.requirement)} characters`;
    case "max_length":
      return `must be at most ${String(issue.requirement)} characters`;
    case "min_value":
      return `must be at least ${String(issue.requirement)}`;
    case "max_value":
      return `must be at most ${String(issue.requirement)}`;
    case "integer":
      return "must be an integer";
    default:
      return issue.message;
  }
}

/** `body.email`, `body.domains[0].domain`: the field an issue is about, and its message. */
function describeIssue(part: RequestPart, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key);
  // An unknown property is reported on its object, as the service does.
  const unknownKey = issue.expected === "never" && issue.path?.at(-1)?.origin === "key";
  const fieldKeys = unknownKey ? keys.slice(0, -1) : keys;
  const field = fieldKeys.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}.${String(key)}`),
    part,
  );
  const message = unknownKey
    ? `contains unknown properties: ${String(keys.at(-1))}`
    : issue.message;
  return `${field}: ${message}`;
}

/**
 * Parses `value` with `schema`, or throws SCHEMA_ERROR whose message names each failing field,
 * one per line: `body.email: must be a valid email`.
 */
export function parseOrThrow<S extends AnySchema>(
  schema: S,
  value: unknown,
  part: RequestPart,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { message: houseMessage });
  if (result.success) return result.output;
  const message = result.issues.map((issue) => describeIssue(part, issue)).join("\n");
  throw new KnownErrors.SchemaError({ message });
}

/** Throws SCHEMA_ERROR for one field, in the same format as schema failures. */
export function schemaError(field: string, message: string): never {
  throw new KnownErrors.SchemaError({ message: `${field}: ${message}` });
}

/**
 * How deep a request body's accepted value may nest: the body itself is level 1. Metadata (at
 * most 64 levels, checked by its own schema) stays well within it; deeper values would overflow
 * the stack of whatever serializes or copies them.
 */
export const MAX_BODY_DEPTH = 1000;

/**
 * The request body, decoded by its content type (JSON, or form-encoded), or undefined when empty.
 * Throws BODY_PARSING_ERROR for malformed JSON or an unsupported content type, 413 for a body
 * over the size limit (`readBodyText`), and SCHEMA_ERROR naming the field for a body that uses
 * `__proto__`, `constructor` or `prototype` as a key anywhere (metadata included).
 */
export async function readRawBody(c: Context): Promise<unknown> {
  const raw = await readBodyText(c);
  if (raw.trim() === "") return undefined;
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/x-www-form-urlencoded") {
    return withSafeKeys(Object.fromEntries(new URLSearchParams(raw)));
  }
  if (type !== "" && type !== "application/json" && type !== "text/plain") {
    throw new KnownErrors.BodyParsingError({}, `Unsupported content type in request body: ${type}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new KnownErrors.BodyParsingError({}, "The request body is not valid JSON.");
  }
  return withSafeKeys(body);
}

/** `body`, unless it holds a key that could reach the prototype chain: SCHEMA_ERROR then. */
function withSafeKeys(body: unknown): unknown {
  const problem = findUnsafeKey(body);
  if (problem?.kind === "unsafe-key") {
    schemaError(
      describeJsonPath("body", problem.path),
      `${JSON.stringify(problem.key)} may not be used as a key (${[...UNSAFE_KEYS].join(", ")} are refused)`,
    );
  }
  return body;
}

/**
 * The request body, validated; an empty body counts as `{}`. A value the schema takes as it comes
 * (`v.unknown()`) nested deeper than {@link MAX_BODY_DEPTH} is SCHEMA_ERROR.
 */
export async function readBody<S extends AnySchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body = parseOrThrow(schema, (await readRawBody(c)) ?? {}, "body");
  const deep = findUnsafeKey(body, { maxDepth: MAX_BODY_DEPTH });
  if (deep?.kind === "too-deep") {
    schemaError(
      describeJsonPath("body", deep.path.slice(0, 1)),
      `must be nested at most ${MAX_BODY_DEPTH} levels deep`,
    );
  }
  return body;
}

/** The query string, validated (each parameter is a string). */
export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrThrow(schema, c.req.query(), "query");
}

/** The route parameters, validated. */
export function readParams<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrThrow(schema, c.req.param(), "params");
}

/** A strict empty body, for endpoints that take none (the SDK sends `{}`). */
export const emptyBodySchema = v.strictObject({});
