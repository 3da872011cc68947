import { jsonObjectSchema } from "@app/core/internal";
import * as v from "valibot";

/** How deep a metadata object may nest: the object itself is level 1, each object or array inside one more. */
export const METADATA_MAX_DEPTH = 64;
/** How big a metadata object may be, in bytes of its compact JSON (UTF-8). */
export const METADATA_MAX_BYTES = 100_000;

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

function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/**
 * A metadata field (`client_metadata`, `client_read_only_metadata`, `server_metadata`): a JSON
 * object within the limits, or null. A stored value can therefore always be serialized and served.
 */
export const metadataSchema = v.nullable(
  v.pipe(
    jsonObjectSchema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = metadataLimitProblem(dataset.value);
      if (problem !== undefined) addIssue({ message: problem });
    }),
  ),
);

/**
 * A metadata field that takes any JSON value within the limits, or null: the user metadata of the
 * service, which stores strings, numbers and arrays as they are.
 */
export const jsonMetadataSchema = v.nullable(
  v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = metadataLimitProblem(dataset.value);
      if (problem !== undefined) addIssue({ message: problem });
    }),
  ),
);
