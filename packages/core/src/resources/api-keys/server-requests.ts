import * as v from "valibot";

/**
 * `POST /user-api-keys/check` and `POST /team-api-keys/check` (server only): the key's whole value.
 *
 * @example
 * ```ts
 * v.is(apiKeyCheckRequestSchema, { api_key: "sk_…" }); // true
 * ```
 */
export const apiKeyCheckRequestSchema = v.strictObject({ api_key: v.string() });
