import type { ActiveSessionJson, GeoInfoJson } from "./active-wire.js";

/**
 * Where a session was last used from, as the service located its IP address.
 *
 * @example
 * ```ts
 * const [session] = await user.getActiveSessions();
 * const place = session.geoInfo?.cityName ?? session.geoInfo?.ip;
 * ```
 *
 * @interface
 */
export type GeoInfo = GeoInfoJson;

/**
 * One signed-in session of a user (a refresh token), as the user's session list shows it.
 *
 * @example
 * ```ts
 * const sessions = await user.getActiveSessions();
 * for (const s of sessions) if (!s.isCurrentSession) await user.revokeSession(s.id);
 * ```
 */
export interface ActiveSession {
  /** The session's id. */
  id: string;
  /** The id of the user the session belongs to. */
  userId: string;
  /** When the session began (the sign-in). */
  createdAt: Date;
  /** Whether an admin or a server opened this session to act as the user. */
  isImpersonation: boolean;
  /** When the session was last used; undefined when the service does not know. */
  lastUsedAt: Date | undefined;
  /** Whether this is the session that asked for the list. */
  isCurrentSession: boolean;
  /** Where the session was last used from, when known. */
  geoInfo?: GeoInfo;
}

/** Maps a session's JSON (`created_at` and `last_used_at` are milliseconds). */
export function activeSessionFromJson(json: ActiveSessionJson): ActiveSession {
  return {
    id: json.id,
    userId: json.user_id,
    createdAt: new Date(json.created_at),
    isImpersonation: json.is_impersonation,
    lastUsedAt: json.last_used_at != null ? new Date(json.last_used_at) : undefined,
    isCurrentSession: json.is_current_session ?? false,
    ...(json.last_used_at_end_user_ip_info ? { geoInfo: json.last_used_at_end_user_ip_info } : {}),
  };
}
