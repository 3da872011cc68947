import type * as v from "valibot";
import { KnownError } from "../../errors/known-error.js";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import type { ResponseSchema } from "../../http/response-schema.js";

// The browser's view of `GET /users/me` comes with its call, in one module (apps/context.ts).
export { clientUserJsonSchema } from "./wire.js";

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

/** `POST /auth/password/update`: the signed-in user's new password, given the old one. */
export async function updatePasswordJson(
  http: HttpClient,
  session: TokenProvider,
  body: { old_password: string; new_password: string },
): Promise<void> {
  await http.request("/auth/password/update", { method: "POST", session, body });
}

/** `POST /auth/password/set`: a first password for a signed-in user who has none. */
export async function setPasswordJson(
  http: HttpClient,
  session: TokenProvider,
  body: { password: string },
): Promise<void> {
  await http.request("/auth/password/set", { method: "POST", session, body });
}

/** `DELETE /users/me`: the signed-in user deletes their account (if the project allows it). */
export async function deleteCurrentUserJson(
  http: HttpClient,
  session: TokenProvider,
): Promise<void> {
  await http.request("/users/me", { method: "DELETE", session });
}
