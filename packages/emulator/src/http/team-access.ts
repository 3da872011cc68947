import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices, ProjectAuth } from "../services/context.js";
import type { MembershipRecord, TeamRecord } from "../store/team-store.js";
import type { UserRecord } from "../store/user-store.js";
import { requireUser } from "./access.js";
import { StatusError } from "./status-error.js";

/** The user `me` or an id names: `me` needs a signed-in user (CANNOT_GET_OWN_USER_WITHOUT_USER). */
export function resolveUserId(auth: ProjectAuth, userIdOrMe: string): string {
  if (userIdOrMe !== "me") return userIdOrMe;
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user.id;
}

/**
 * For client access, the user a listing is about must be the signed-in user (`me` or their id);
 * anything else is a plain-text 403, as on the service (WIRE.md section 2).
 */
export function requireOwnUserForClient(
  auth: ProjectAuth,
  userIdOrMe: string | undefined,
  what: string,
): string | undefined {
  if (auth.accessType !== "client") {
    return userIdOrMe === undefined ? undefined : resolveUserId(auth, userIdOrMe);
  }
  const { user } = requireUser(auth);
  if (userIdOrMe !== "me" && userIdOrMe !== user.id) {
    throw new StatusError(
      403,
      `Client can only list ${what} for their own user. user_id must be either "me" or the ID of the current user`,
    );
  }
  return user.id;
}

/** The team, or TEAM_NOT_FOUND. */
export function requireTeam(services: EmulatorServices, auth: ProjectAuth, teamId: string) {
  const team = services.store.teams.get(auth.project.id, teamId);
  if (!team) throw new KnownErrors.TeamNotFound({ team_id: teamId });
  return team;
}

/** The user, or USER_NOT_FOUND. */
export function requireUserRecord(
  services: EmulatorServices,
  auth: ProjectAuth,
  userId: string,
): UserRecord {
  const user = services.store.users.get(auth.project.id, userId);
  if (!user) throw new KnownErrors.UserNotFound();
  return user;
}

/** The membership, or TEAM_MEMBERSHIP_NOT_FOUND. */
export function requireMembership(
  services: EmulatorServices,
  auth: ProjectAuth,
  teamId: string,
  userId: string,
): MembershipRecord {
  const membership = services.store.teams.membership(auth.project.id, teamId, userId);
  if (!membership)
    throw new KnownErrors.TeamMembershipNotFound({ team_id: teamId, user_id: userId });
  return membership;
}

/**
 * The team, checked for the caller: server and admin access may act on any team; a client must be
 * signed in, a member, and (with `permissionId`) hold that permission in the team, else
 * TEAM_PERMISSION_REQUIRED.
 */
export function requireTeamAccess(
  services: EmulatorServices,
  auth: ProjectAuth,
  teamId: string,
  permissionId?: string,
): TeamRecord {
  const team = requireTeam(services, auth, teamId);
  if (auth.accessType !== "client") return team;
  const { user } = requireUser(auth);
  requireMembership(services, auth, team.id, user.id);
  if (
    permissionId !== undefined &&
    !holdsTeamPermission(services, auth, team.id, user.id, permissionId)
  ) {
    throw new KnownErrors.TeamPermissionRequired({
      team_id: team.id,
      user_id: user.id,
      permission_id: permissionId,
    });
  }
  return team;
}

/** Whether a member holds a team permission, directly or through another one. */
export function holdsTeamPermission(
  services: EmulatorServices,
  auth: ProjectAuth,
  teamId: string,
  userId: string,
  permissionId: string,
): boolean {
  return services.store.permissions.holds(auth.project.id, { teamId, userId }, permissionId);
}
