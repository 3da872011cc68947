import type { AppContext } from "../../apps/context.js";
import type { CacheKey } from "../../cache/keyed-cache.js";
import type { Session } from "../../session/session.js";
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

/** The cache key of the sessions a signed-in session lists. */
export const sessionsKey = (session: Session): CacheKey => [
  "sessions",
  session.tokens.refreshToken ?? "",
];

/** The cache key of a user's sessions as the server lists them. */
export const serverSessionsKey = (userId: string): CacheKey => ["serverSessions", userId];

function ownerOf(of: SessionsOf): SessionOwner {
  return of.session ? { userId: "me", session: of.session } : { userId: of.userId };
}

/**
 * The user's signed-in sessions, newest first. Sessions start and end on other devices, so every
 * call asks the service; the answer goes through the cache (`["sessions", session]`, or
 * `["serverSessions", userId]`), so whoever listens to that key sees it too.
 */
export function getActiveSessions(context: AppContext, of: SessionsOf): Promise<ActiveSession[]> {
  const key = of.session ? sessionsKey(of.session) : serverSessionsKey(of.userId);
  if (context.cache.has(key)) return context.cache.refresh(key);
  return context.cache.getLatest(key, async () =>
    (await listSessionsJson(context.http, ownerOf(of))).map(activeSessionFromJson),
  );
}

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
  context.cache.invalidate(serverSessionsKey(of.userId));
  context.cache.invalidate(of.session ? sessionsKey(of.session) : ["sessions"]);
}
