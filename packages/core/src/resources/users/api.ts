// The first load stays one chunk (first-load.ts): loaded with the first request of a browser app.
export * from "../../first-load.js";

import type * as v from "valibot";
import { KnownError } from "../../errors/known-error.js";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import type { ResponseSchema } from "../../http/response-schema.js";

/**
 * `GET /users/me`, checked against `schema` (the client or the server view), or `null` when the
 * session has no user.
 */
export async function getCurrentUserJson<Schema extends v.GenericSchema>(
  http: HttpClient,
  session: TokenProvider,
  schema: ResponseSchema<Schema>,
): Promise<v.InferOutput<Schema> | null> {
  try {
    return await http.request("/users/me", { session }, schema);
  } catch (error) {
    if (KnownError.hasCode(error, "CANNOT_GET_OWN_USER_WITHOUT_USER")) return null;
    throw error;
  }
}
