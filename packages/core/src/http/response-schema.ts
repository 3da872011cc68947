import type * as v from "valibot";

// Response schemas as HttpClient takes them, and the start of their loading: the schema check
// (valibot, in check-body.ts) and a schema given as a loader load while the request is under way.

/**
 * The schema a response body must match: a valibot schema, or a function that loads one (then the
 * schema loads with the first response it checks).
 */
export type ResponseSchema<Schema extends v.GenericSchema = v.GenericSchema> =
  | Schema
  | (() => Promise<Schema>);

/** Checks a body against a loaded schema: its output, or the problem with it. */
export type BodyCheck<Output> = (body: unknown) => { output: Output } | { problem: string };

/**
 * Starts loading what checking bodies against `schema` needs (valibot, in `check-body.ts`, and the
 * schema itself when it is a loader), so that it loads while the request is under way.
 *
 * @example
 * ```ts
 * const check = bodyChecker(async () => (await import("./wire.js")).tokensJsonSchema);
 * const body = await parseResponse("POST", url, response, text, check);
 * ```
 */
export function bodyChecker<Schema extends v.GenericSchema>(
  schema: ResponseSchema<Schema>,
): Promise<BodyCheck<v.InferOutput<Schema>>> {
  const checker = Promise.all([
    import("./check-body.js"),
    typeof schema === "function" ? schema() : schema,
  ]).then(
    ([{ checkBody }, loaded]): BodyCheck<v.InferOutput<Schema>> =>
      (body) =>
        checkBody(loaded, body),
  );
  // A request that fails before its body is checked never reads this promise.
  checker.catch(() => {});
  return checker;
}
