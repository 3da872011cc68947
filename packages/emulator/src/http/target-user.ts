import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices, ProjectAuth } from "../services/context.js";
import type { UserRecord } from "../store/user-store.js";
import { StatusError } from "./status-error.js";

/**
 * The user a request names by id or `me`. `me` needs a signed-in user
 * (CANNOT_GET_OWN_USER_WITHOUT_USER); client access may name only the signed-in user, and naming
 * anyone else is a 403 in plain text (`forbidden`), as on the service; server and admin access may
 * name any user of the project (USER_ID_DOES_NOT_EXIST otherwise).
 *
 * @example
 * ```ts
 * const user = targetUser(services, auth, params.user_id, "Client can only read its own channels.");
 * ```
 */
export function targetUser(
  services: EmulatorServices,
  auth: ProjectAuth,
  userIdOrMe: string,
  forbidden: string,
): UserRecord {
  if (userIdOrMe === "me") {
    if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    return auth.user;
  }
  if (auth.accessType === "client") {
    if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    if (userIdOrMe !== auth.user.id) throw new StatusError(403, forbidden);
    return auth.user;
  }
  const user = services.store.users.get(auth.project.id, userIdOrMe);
  if (!user) throw new KnownErrors.UserIdDoesNotExist({ user_id: userIdOrMe });
  return user;
}
