import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import { StatusError } from "./status-error.js";

/** The project whose users' access tokens serve as admin access tokens (the dashboard's). */
export const INTERNAL_PROJECT_ID = "internal";

/**
 * Checks an admin access token: an unexpired access token (stateless, as every access token: its
 * session may have ended) of a user of the `internal` project who manages `project`. Throws
 * UNPARSABLE_ADMIN_ACCESS_TOKEN, ADMIN_ACCESS_TOKEN_EXPIRED, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN
 * (not an `internal` token), ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN (the user does not manage the
 * project, or is anonymous), or the service's plain-text 401 when the user was deleted.
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
  const user = services.store.users.get(INTERNAL_PROJECT_ID, verified.userId);
  if (!user) {
    throw new StatusError(
      401,
      "The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.",
    );
  }
  if (user.isAnonymous || !project.ownerUserIds.has(user.id)) {
    throw new KnownErrors.AdminAccessTokenIsNotAdmin();
  }
}
