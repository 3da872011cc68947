import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import { deleteSessionJson, listSessionsJson, type SessionOwner } from "./active-api.js";
import { type ActiveSession, activeSessionFromJson } from "./active-session.js";

/**
 * Whose sessions: a user, and the session to ask with. With a session the call is the user's own
 * (`user_id=me`, client access, the current session flagged); without one, the server's.
 */
export interface SessionsOf {
  userId: string;
  session: Session | null;
}

function ownerOf(of: SessionsOf): SessionOwner {
  return of.session ? { userId: "me", session: of.session } : { userId: of.userId };
}

/**
 * `getActiveSessions()`: the user's signed-in sessions, newest first. Sessions start and end on
 * other devices, so the getter asks the service on every call; the answer goes through the cache
 * (`["sessions", session]`, or `["serverSessions", userId]`), so a hook shows it too.
 */
export const activeSessionsQuery = (
  context: AppContext,
  of: SessionsOf,
): Query<ActiveSession[]> => ({
  key: of.session ? keys.sessions(of.session) : keys.serverSessions(of.userId),
  load: async () => (await listSessionsJson(context.http, ownerOf(of))).map(activeSessionFromJson),
  reload: true,
});

/**
 * Ends one of the user's sessions: its refresh token stops working. The session a request is
 * made with cannot end this way (CANNOT_DELETE_CURRENT_SESSION): that is sign-out.
 */
export async function revokeSession(
  context: AppContext,
  of: SessionsOf,
  sessionId: string,
): Promise<void> {
  if (typeof sessionId !== "string" || sessionId === "") {
    throw new TypeError(
      `revokeSession: sessionId must be a non-empty string; got ${JSON.stringify(sessionId)}.`,
    );
  }
  await deleteSessionJson(context.http, ownerOf(of), sessionId);
  changed(context, "session.revoke", of.userId, of.session);
}
