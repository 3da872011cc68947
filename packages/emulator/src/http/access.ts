import { KnownErrors } from "@app/core/errors";
import type { Context } from "hono";
import {
  ACCESS_TYPES,
  type AccessType,
  type AppEnv,
  type ProjectAuth,
} from "../services/context.js";
import type { UserRecord } from "../store/user-store.js";

/**
 * The request's project auth, if its access type is `minimum` or stronger (client < server <
 * admin). Throws ACCESS_TYPE_REQUIRED without an access type, INSUFFICIENT_ACCESS_TYPE otherwise.
 */
export function requireAccess(c: Context<AppEnv>, minimum: AccessType): ProjectAuth {
  const auth = c.get("auth");
  if (!auth) throw new KnownErrors.AccessTypeRequired();
  const allowed = ACCESS_TYPES.slice(ACCESS_TYPES.indexOf(minimum));
  if (!allowed.includes(auth.accessType)) {
    throw new KnownErrors.InsufficientAccessType({
      actual_access_type: auth.accessType,
      allowed_access_types: [...allowed],
    });
  }
  return auth;
}

/** Project auth with a signed-in user (whose token may outlive its session). */
export interface UserProjectAuth extends ProjectAuth {
  user: UserRecord;
  refreshTokenId: string;
}

/** The signed-in user, or USER_AUTHENTICATION_REQUIRED. */
export function requireUser(auth: ProjectAuth): UserProjectAuth {
  if (!auth.user || auth.refreshTokenId === null) {
    throw new KnownErrors.UserAuthenticationRequired();
  }
  return auth as UserProjectAuth;
}
