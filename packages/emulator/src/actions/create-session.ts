import type { EmulatorServices } from "../services/context.js";
import type { SessionRecord } from "../store/session-store.js";
import type { UserRecord } from "../store/user-store.js";

/** A new session's tokens, as the sign-in endpoints answer them. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  session: SessionRecord;
}

/** Opens a session for `user` (a new refresh token) and mints its first access token. */
export async function createSession(
  services: EmulatorServices,
  user: UserRecord,
  options: { expiresInMillis?: number; isImpersonation?: boolean } = {},
): Promise<SessionTokens> {
  const session = services.store.sessions.create({
    projectId: user.projectId,
    userId: user.id,
    ...options,
  });
  const project = services.store.projects.get(user.projectId);
  if (!project) throw new TypeError(`createSession: project ${user.projectId} does not exist.`);
  const accessToken = await services.tokens.issue(user, session, project);
  return { access_token: accessToken, refresh_token: session.refreshToken, session };
}
