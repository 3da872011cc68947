import * as v from "valibot";
import { KnownError } from "../../errors/known-error.js";
import type { HttpClient } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import type { SessionCreateRequest } from "../sessions/server-requests.js";
import { type TokensJson, tokensJsonSchema } from "../sessions/wire.js";
import { type ServerUserJson, serverUserJsonSchema } from "./server-wire.js";

const userListSchema = listJsonSchema(serverUserJsonSchema);
const successSchema = v.looseObject({ success: v.optional(v.boolean()) });

/** `POST /users`. */
export function createUserJson(
  http: HttpClient,
  body: Record<string, unknown>,
): Promise<ServerUserJson> {
  return http.request("/users", { method: "POST", body }, serverUserJsonSchema);
}

/** `GET /users/{id}`, or `null` when there is no such user. */
export async function getUserJson(
  http: HttpClient,
  userId: string,
): Promise<ServerUserJson | null> {
  try {
    return await http.request(`/users/${encodeURIComponent(userId)}`, {}, serverUserJsonSchema);
  } catch (error) {
    if (KnownError.hasCode(error, "USER_NOT_FOUND")) return null;
    throw error;
  }
}

/** `GET /users` (paginated). */
export function listUsersJson(
  http: HttpClient,
  query: Record<string, string | number | boolean | undefined>,
) {
  return http.request("/users", { query }, userListSchema);
}

/** `PATCH /users/{id}`. */
export function updateUserJson(
  http: HttpClient,
  userId: string,
  body: Record<string, unknown>,
): Promise<ServerUserJson> {
  return http.request(
    `/users/${encodeURIComponent(userId)}`,
    { method: "PATCH", body },
    serverUserJsonSchema,
  );
}

/** `DELETE /users/{id}`. */
export async function deleteUserJson(http: HttpClient, userId: string): Promise<void> {
  await http.request(`/users/${encodeURIComponent(userId)}`, { method: "DELETE" }, successSchema);
}

/** `POST /auth/sessions`: a new session for a user. */
export function createSessionJson(
  http: HttpClient,
  body: SessionCreateRequest,
): Promise<TokensJson> {
  return http.request("/auth/sessions", { method: "POST", body }, tokensJsonSchema);
}
