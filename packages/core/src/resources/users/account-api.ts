import type { HttpClient, TokenProvider } from "../../http/http-client.js";

// The endpoints of a user's own account beyond reading and updating it. Apart from api.ts, which
// the initial bundle carries, so that they load with the first call that needs them.

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
