import type { PermissionListOptions, TeamPermission } from "../permissions/permission.js";
import type { EditableTeamMemberProfile, ReceivedTeamInvitation, Team } from "./team.js";
import type { TeamCreateOptions } from "./update.js";

/**
 * A team argument: a team object, or anything with its id.
 *
 * @example
 * ```ts
 * await user.leaveTeam({ id: teamId });
 * ```
 */
export type TeamScope = {
  /** The team's id. */
  id: string;
};

/**
 * A user's teams: the methods a signed-in user has (and, acting on any user, the server's). The
 * getters' hook twins (`useTeams()`…) come with `@app/react`.
 *
 * @example
 * ```ts
 * const team = await user.createTeam({ displayName: "Engines" }); // now the selected team
 * const teams = await user.listTeams();
 * ```
 */
export interface UserTeamMethods<TeamType = Team, CreateOptions = TeamCreateOptions> {
  /** Creates a team with the user as its creator, and selects it. */
  createTeam(data: CreateOptions): Promise<TeamType>;
  /** The teams the user is a member of. */
  listTeams(): Promise<TeamType[]>;
  /** One of the user's teams, or null when they are no member of it. */
  getTeam(teamId: string): Promise<TeamType | null>;
  /** Leaves a team. */
  leaveTeam(team: TeamScope): Promise<void>;
  /** Selects one of the user's teams, or none. */
  setSelectedTeam(teamOrId: string | TeamScope | null): Promise<void>;
  /** The user's own profile in a team. */
  getTeamProfile(team: TeamScope): Promise<EditableTeamMemberProfile>;
  /**
   * The pending invitations sent to any of the user's verified e-mail addresses, each with
   * `accept()` (cached; accepting, sending and revoking invitations reload it).
   */
  listTeamInvitations(): Promise<ReceivedTeamInvitation[]>;
}

/**
 * A user's permissions: team permissions with a team first, project permissions without.
 * Listing is recursive by default (a permission brings those it contains). The getters' hook
 * twins (`usePermission()`, `usePermissions()`) come with `@app/react`.
 *
 * @example
 * ```ts
 * if (await user.hasPermission(team, "$invite_members")) await team.inviteUser({ email });
 * const projectWide = await user.listPermissions({ recursive: false });
 * ```
 */
export interface UserPermissionMethods {
  /** Whether the user holds a permission in a team (directly or through one that contains it). */
  hasPermission(scope: TeamScope, permissionId: string): Promise<boolean>;
  /** Whether the user holds a project permission. */
  hasPermission(permissionId: string): Promise<boolean>;
  /** The user's permission in a team, or null when they do not hold it. */
  getPermission(scope: TeamScope, permissionId: string): Promise<TeamPermission | null>;
  /** The user's project permission, or null when they do not hold it. */
  getPermission(permissionId: string): Promise<TeamPermission | null>;
  /** The user's permissions in a team. */
  listPermissions(scope: TeamScope, options?: PermissionListOptions): Promise<TeamPermission[]>;
  /** The user's project permissions. */
  listPermissions(options?: PermissionListOptions): Promise<TeamPermission[]>;
}

/**
 * What the server may also do with a user's permissions: grant and revoke them.
 *
 * @example
 * ```ts
 * await serverUser.grantPermission(team, "admin");
 * await serverUser.revokePermission(team, "admin");
 * ```
 */
export interface ServerUserPermissionMethods extends UserPermissionMethods {
  /** Grants the user a permission in a team. */
  grantPermission(scope: TeamScope, permissionId: string): Promise<void>;
  /** Grants the user a project permission. */
  grantPermission(permissionId: string): Promise<void>;
  /** Revokes the user's permission in a team. */
  revokePermission(scope: TeamScope, permissionId: string): Promise<void>;
  /** Revokes the user's project permission. */
  revokePermission(permissionId: string): Promise<void>;
}
