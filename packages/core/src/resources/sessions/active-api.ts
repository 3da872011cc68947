import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import { type ActiveSessionJson, activeSessionJsonSchema } from "./active-wire.js";

// Apart from api.ts, which the initial bundle carries (sign-out, refresh): these endpoints load
// with the first call that lists or ends sessions.

const activeSessionListSchema = listJsonSchema(activeSessionJsonSchema);

/** Whose sessions a call is about: `me` with the user's session, or a user id (server). */
export interface SessionOwner {
  userId: string;
  session?: TokenProvider | null;
}

/** `GET /auth/sessions?user_id=`: the user's live sessions, newest first. */
export async function listSessionsJson(
  http: HttpClient,
  owner: SessionOwner,
): Promise<ActiveSessionJson[]> {
  const list = await http.request(
    "/auth/sessions",
    { session: owner.session, query: { user_id: owner.userId } },
    activeSessionListSchema,
  );
  return list.items;
}

/** `DELETE /auth/sessions/{id}?user_id=`: ends one session (not the request's own). */
export async function deleteSessionJson(
  http: HttpClient,
  owner: SessionOwner,
  sessionId: string,
): Promise<void> {
  await http.request(`/auth/sessions/${encodeURIComponent(sessionId)}`, {
    method: "DELETE",
    session: owner.session,
    query: { user_id: owner.userId },
  });
}
