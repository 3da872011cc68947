import { KnownErrors } from "@app/core/errors";
import type { Context } from "hono";
import type { EmulatorServices } from "../context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { SessionRecord } from "../store/session-store.js";
import type { UserRecord } from "../store/user-store.js";
import { markSessionUsed } from "./end-user-ip-info.js";
import { readFlag, readHeader } from "./headers.js";

/** The user and session of a request, all null when no access token was sent. */
export interface UserAuth {
  /** The token's user; null also when the user was deleted since the token was issued. */
  user: UserRecord | null;
  /** The token's session while it lives; null once it ended (signed out, revoked). */
  session: SessionRecord | null;
  /** The `refresh_token_id` of the token: its session's id, whether or not it still lives. */
  refreshTokenId: string | null;
}

/**
 * Reads `x-stack-access-token`. As on the service, an access token is a stateless JWT: it works
 * until it expires (ACCESS_TOKEN_EXPIRED), even after its session ended (sign-out, a password
 * change); only the refresh token dies with the session. The anonymous and restricted checks read
 * the token's own claims. A token whose user was deleted authenticates no user.
 */
export async function authenticateUser(
  services: EmulatorServices,
  c: Context,
  project: ProjectRecord,
): Promise<UserAuth> {
  const token = readHeader(c, "access-token");
  if (token === undefined) return { user: null, session: null, refreshTokenId: null };
  const verified = await services.tokens.verify(token, project.id);
  const allowAnonymous = readFlag(c, "allow-anonymous-user");
  if (verified.audience === "anonymous" && !allowAnonymous) {
    throw new KnownErrors.AnonymousAuthenticationNotAllowed();
  }
  if (
    verified.audience === "restricted" &&
    !allowAnonymous &&
    !readFlag(c, "allow-restricted-user")
  ) {
    throw new KnownErrors.RestrictedUserNotAllowed({
      restricted_reason: verified.restrictedReason ?? { type: "restricted_by_administrator" },
    });
  }
  const { sessions, users } = services.store;
  const user = users.get(project.id, verified.userId) ?? null;
  const live = sessions.get(verified.refreshTokenId);
  const session = live?.userId === verified.userId ? live : null;
  const now = services.clock.now();
  if (session) markSessionUsed(session, c, now);
  if (user) user.lastActiveAtMillis = now;
  return { user, session, refreshTokenId: verified.refreshTokenId };
}
