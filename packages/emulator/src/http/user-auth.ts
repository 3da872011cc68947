import { KnownErrors } from "@app/core/errors";
import type { Context } from "hono";
import type { EmulatorServices } from "../context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { SessionRecord } from "../store/session-store.js";
import type { UserRecord } from "../store/user-store.js";
import { restrictedStatus } from "../tokens/restricted-status.js";
import { readFlag, readHeader } from "./headers.js";

/** The user and session of a request, both null when no access token was sent. */
export interface UserAuth {
  user: UserRecord | null;
  session: SessionRecord | null;
}

/**
 * Reads `x-stack-access-token`. Besides the errors of token verification, a token whose session
 * has ended (signed out, revoked by a password change, user deleted) is refused with
 * ACCESS_TOKEN_EXPIRED, `expired_at_millis` being when the session ended: it is a child of
 * INVALID_ACCESS_TOKEN, so an SDK refreshes, the refresh fails with
 * REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED, and the SDK signs out, which is what the user should see.
 */
export async function authenticateUser(
  services: EmulatorServices,
  c: Context,
  project: ProjectRecord,
): Promise<UserAuth> {
  const token = readHeader(c, "access-token");
  if (token === undefined) return { user: null, session: null };
  const verified = await services.tokens.verify(token, project.id);
  if (verified.audience === "anonymous" && !readFlag(c, "allow-anonymous-user")) {
    throw new KnownErrors.AnonymousAuthenticationNotAllowed();
  }
  const { sessions, users } = services.store;
  const session = sessions.get(verified.refreshTokenId);
  const user = users.get(project.id, verified.userId);
  if (!session || !user || session.userId !== user.id) {
    throw new KnownErrors.AccessTokenExpired({
      expired_at_millis: sessions.endedAt(verified.refreshTokenId) ?? services.clock.now(),
      project_id: project.id,
      user_id: verified.userId,
      refresh_token_id: verified.refreshTokenId,
    });
  }
  // The anonymous flag lets restricted users in too (anonymous users are restricted ones): the
  // SDKs send only that flag, and read a restricted user with `getUser({ includeRestricted })`.
  const restrictedAllowed =
    readFlag(c, "allow-restricted-user") || readFlag(c, "allow-anonymous-user");
  if (verified.audience === "restricted" && !restrictedAllowed) {
    const restricted = restrictedStatus(user, project);
    throw new KnownErrors.RestrictedUserNotAllowed({
      restricted_reason: restricted.restricted_reason ?? { type: "restricted_by_administrator" },
    });
  }
  const now = services.clock.now();
  session.lastUsedAtMillis = now;
  user.lastActiveAtMillis = now;
  return { user, session };
}
