/** The deepest nesting of objects and arrays a request body may have: 100 levels. */
export const MAX_JSON_DEPTH = 100;

/**
 * `body` as JSON text, or a `TypeError` naming the first value JSON cannot carry unchanged, by
 * its path in the body (`client_metadata.tags.2`): a circular reference, nesting deeper than
 * {@link MAX_JSON_DEPTH}, `NaN` or `±Infinity`, a bigint, function or symbol, `undefined` or a
 * hole in an array, or an object that is neither a plain object nor an array (`Map`, `Set`,
 * `Date`: send `toISOString()`, class instances). An `undefined` property is left out, as
 * `JSON.stringify` does.
 *
 * @example
 * ```ts
 * jsonBody({ client_metadata: { seen: new Set() } });
 * // TypeError: client_metadata.seen cannot be sent as JSON (Set).
 * ```
 */
export function jsonBody(body: unknown): string {
  check(body, "", []);
  return JSON.stringify(body);
}

function check(value: unknown, path: string, parents: unknown[]): void {
  const type = typeof value;
  if (value === null || type === "string" || type === "boolean" || Number.isFinite(value)) return;
  const proto = type === "object" && Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  const problem = parents.includes(value)
    ? "circular"
    : parents.length >= MAX_JSON_DEPTH
      ? `over ${MAX_JSON_DEPTH} levels deep`
      : isArray || proto === null || proto === Object.prototype
        ? ""
        : type === "number"
          ? value
          : proto
            ? proto.constructor?.name
            : type;
  if (problem !== "") {
    throw new TypeError(`${path || "body"} cannot be sent as JSON (${problem}).`);
  }
  parents.push(value);
  // Spreading an array turns its holes into `undefined`, which is refused like any other.
  for (const [key, item] of Object.entries(isArray ? [...value] : (value as object))) {
    if (isArray || item !== undefined) check(item, path ? `${path}.${key}` : key, parents);
  }
  parents.pop();
}
