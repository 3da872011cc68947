// Keys that user JSON may not use: written with `object[key] = …`, they reach the prototype
// chain (`__proto__` is Object.prototype itself, `constructor.prototype` too), so one request
// could change every object of the process. Refused wherever user JSON becomes keys: request
// bodies (metadata included) and config overrides, whose dotted keys are walked part by part.

/**
 * The keys refused as object keys, and as parts of a dotted config key.
 *
 * @example
 * ```ts
 * UNSAFE_KEYS.has("__proto__"); // true
 * ```
 */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** One step of a path into a JSON value: an object key or an array index. */
export type JsonPathStep = string | number;

/** What {@link findUnsafeKey} found wrong with a JSON value. */
export type UnsafeJsonProblem =
  | {
      kind: "unsafe-key";
      /** Where the key is: the steps to the object that holds it, then the key. */
      path: JsonPathStep[];
      /** The refused key itself (a part of the key, when dotted keys are split). */
      key: string;
    }
  | {
      kind: "too-deep";
      /** The steps to the first value nested deeper than allowed. */
      path: JsonPathStep[];
    };

/** Options of {@link findUnsafeKey}. */
export interface FindUnsafeKeyOptions {
  /** Whether a key is also refused when one of its dot-separated parts is unsafe. Default false. */
  splitDots?: boolean;
  /** How deep values may nest: the value itself is level 1. Default unlimited. */
  maxDepth?: number;
}

/**
 * The first refused key in `value` at any depth (see {@link UNSAFE_KEYS}), or the first value
 * nested deeper than `maxDepth`; undefined when there is neither. The walk keeps its own stack,
 * so no depth of input overflows it, and it reads own keys only.
 *
 * @example
 * ```ts
 * findUnsafeKey(JSON.parse('{"a":{"__proto__":{"x":1}}}'));
 * // { kind: "unsafe-key", path: ["a", "__proto__"], key: "__proto__" }
 * findUnsafeKey({ "apps.constructor.x": 1 }, { splitDots: true });
 * // { kind: "unsafe-key", path: ["apps.constructor.x"], key: "constructor" }
 * ```
 */
export function findUnsafeKey(
  value: unknown,
  options: FindUnsafeKeyOptions = {},
): UnsafeJsonProblem | undefined {
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  // Each entry links to its parent's step, so that no path is copied until one is reported.
  const stack: Step[] = [{ node: value, depth: 1, step: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    if (typeof node !== "object" || node === null) continue;
    if (depth > maxDepth) return { kind: "too-deep", path: pathOf(item) };
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--) {
        stack.push({ node: node[index], depth: depth + 1, step: { key: index, parent: item } });
      }
      continue;
    }
    const keys = Object.keys(node);
    for (const key of keys) {
      const parts = options.splitDots ? key.split(".") : [key];
      const unsafe = parts.find((part) => UNSAFE_KEYS.has(part));
      if (unsafe !== undefined)
        return { kind: "unsafe-key", path: [...pathOf(item), key], key: unsafe };
    }
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string;
      const child = (node as Record<string, unknown>)[key];
      stack.push({ node: child, depth: depth + 1, step: { key, parent: item } });
    }
  }
  return undefined;
}

/** A value met on the walk, and how it was reached from its parent (null for the root). */
interface Step {
  node: unknown;
  depth: number;
  step: { key: JsonPathStep; parent: Step } | null;
}

function pathOf(item: Step): JsonPathStep[] {
  const path: JsonPathStep[] = [];
  for (let at: Step | undefined = item; at?.step; at = at.step.parent) path.push(at.step.key);
  return path.reverse();
}

/**
 * A path as the error messages name fields: `body.client_metadata.__proto__`, `body.items[2]`.
 *
 * @example
 * ```ts
 * describeJsonPath("body", ["client_metadata", "__proto__"]); // "body.client_metadata.__proto__"
 * ```
 */
export function describeJsonPath(root: string, path: readonly JsonPathStep[]): string {
  return path.reduce<string>(
    (out, step) => (typeof step === "number" ? `${out}[${step}]` : `${out}.${step}`),
    root,
  );
}
