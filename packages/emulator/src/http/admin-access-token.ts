import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices } from "../context.js";
import type { ProjectRecord } from "../store/project-store.js";

/** The project whose users' access tokens serve as admin access tokens (the dashboard's). */
export const INTERNAL_PROJECT_ID = "internal";

/**
 * Checks an admin access token: a live access token of a user of the `internal` project who
 * manages `project`. Throws UNPARSABLE_ADMIN_ACCESS_TOKEN, ADMIN_ACCESS_TOKEN_EXPIRED (also when
 * its session was revoked), INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN (not an `internal` token) or
 * ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN (the user does not manage the project, or is anonymous).
 */
export async function verifyAdminAccessToken(
  services: EmulatorServices,
  token: string,
  project: ProjectRecord,
): Promise<void> {
  let verified: Awaited<ReturnType<EmulatorServices["tokens"]["verify"]>>;
  try {
    verified = await services.tokens.verify(token, INTERNAL_PROJECT_ID);
  } catch (error) {
    if (KnownErrors.AccessTokenExpired.isInstance(error)) {
      throw new KnownErrors.AdminAccessTokenExpired({
        expired_at_millis: error.details.expired_at_millis ?? null,
      });
    }
    if (KnownErrors.InvalidProjectForAccessToken.isInstance(error)) {
      throw new KnownErrors.InvalidProjectForAdminAccessToken();
    }
    if (KnownErrors.UnparsableAccessToken.isInstance(error)) {
      throw new KnownErrors.UnparsableAdminAccessToken();
    }
    throw error;
  }
  const { sessions, users } = services.store;
  const session = sessions.get(verified.refreshTokenId);
  const user = users.get(INTERNAL_PROJECT_ID, verified.userId);
  if (!session || !user || session.userId !== user.id) {
    throw new KnownErrors.AdminAccessTokenExpired({
      expired_at_millis: sessions.endedAt(verified.refreshTokenId) ?? services.clock.now(),
    });
  }
  if (user.isAnonymous || !project.ownerUserIds.has(user.id)) {
    throw new KnownErrors.AdminAccessTokenIsNotAdmin();
  }
}
