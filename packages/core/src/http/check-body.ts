import * as v from "valibot";
import { issueMessage } from "../schemas/to-wire.js";

// The schema check of response bodies, with valibot: loaded with the first response that has a
// schema (`bodyChecker()` in response-schema.ts starts loading it when the request starts).

/**
 * `body` checked against `schema`: its output, or what is wrong with it, the field first
 * (`field user.id must be string`), for an `InvalidResponseError`.
 *
 * @example
 * ```ts
 * checkBody(v.object({ id: v.string() }), { id: 1 }); // { problem: "field id must be string" }
 * ```
 */
export function checkBody<Schema extends v.GenericSchema>(
  schema: Schema,
  body: unknown,
): { output: v.InferOutput<Schema> } | { problem: string } {
  const result = v.safeParse(schema, body);
  if (result.success) return { output: result.output };
  const issue = result.issues[0];
  return { problem: `field ${v.getDotPath(issue) ?? "(root)"} ${issueMessage(issue)}` };
}
