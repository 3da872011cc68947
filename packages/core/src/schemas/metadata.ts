import * as v from "valibot";
import { jsonObjectSchema } from "./fields.js";

// The limits of a metadata field (`client_metadata`, `client_read_only_metadata`,
// `server_metadata`), in the request schemas that the apps check options with and the emulator
// checks requests with.

/** How deep a metadata object may nest: the object itself is level 1, each object or array inside one more. */
export const METADATA_MAX_DEPTH = 64;
/** How big a metadata object may be, in bytes of its compact JSON (UTF-8). */
export const METADATA_MAX_BYTES = 100_000;

const encoder = new TextEncoder();

function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Why `value` breaks the metadata limits, or undefined when it keeps them. The walk uses its own
 * stack, so no depth of input can overflow it, and it stops at the first limit it passes.
 *
 * @example
 * ```ts
 * metadataLimitProblem({ theme: "dark" }); // undefined
 * ```
 */
export function metadataLimitProblem(value: unknown): string | undefined {
  const tooDeep = `must be nested at most ${METADATA_MAX_DEPTH} levels deep`;
  const tooBig = `must be at most ${METADATA_MAX_BYTES} bytes as JSON`;
  const stack: [node: unknown, depth: number][] = [[value, 1]];
  let bytes = 0;
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (node !== null && typeof node === "object") {
      if (depth > METADATA_MAX_DEPTH) return tooDeep;
      const children = Array.isArray(node) ? node : Object.values(node);
      // Brackets and commas; each key adds its quoted text and a colon.
      bytes += 2 + Math.max(0, children.length - 1);
      if (!Array.isArray(node)) {
        for (const key of Object.keys(node)) bytes += utf8Bytes(JSON.stringify(key)) + 1;
      }
      for (const child of children) stack.push([child, depth + 1]);
    } else {
      bytes += utf8Bytes(JSON.stringify(node) ?? "null");
    }
    if (bytes > METADATA_MAX_BYTES) return tooBig;
  }
  return undefined;
}

/**
 * The limits as a check whose message names the limit passed. (`check`, not `rawCheck`: the
 * other schemas use `check` already, so it adds no valibot code.)
 */
function withinMetadataLimits<T>() {
  return v.check<T, (issue: v.CheckIssue<T>) => string>(
    (value) => metadataLimitProblem(value) === undefined,
    (issue) => metadataLimitProblem(issue.input) ?? "must be within the metadata limits",
  );
}

/**
 * A metadata field: a JSON object within the limits, or null (which clears it). A stored value can
 * therefore always be serialized and served.
 *
 * @example
 * ```ts
 * v.is(metadataSchema, { theme: "dark" }); // true
 * v.is(metadataSchema, ["dark"]); // false: must be an object
 * ```
 */
export const metadataSchema = v.nullable(v.pipe(jsonObjectSchema, withinMetadataLimits()));

/**
 * A metadata field that takes any JSON value within the limits, or null: the user metadata of the
 * service, which stores strings, numbers and arrays as they are.
 */
export const jsonMetadataSchema = v.nullable(v.pipe(v.unknown(), withinMetadataLimits()));
