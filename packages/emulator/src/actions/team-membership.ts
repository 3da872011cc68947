import type { EmulatorServices } from "../services/context.js";
import { primaryChannel } from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { TeamRecord } from "../store/team-store.js";
import type { UserRecord } from "../store/user-store.js";

/** Creator: the project's team creator defaults; member: the team member defaults. */
export type MemberKind = "creator" | "member";

/**
 * Grants a list of default permissions (project config) to a team member, or with no team to a
 * user. Ids without a definition (deleted since) are skipped.
 */
function grantDefaults(
  services: EmulatorServices,
  project: ProjectRecord,
  defaults: readonly { id: string }[],
  target: { userId: string; teamId?: string },
): void {
  const { permissions } = services.store;
  const scope = target.teamId === undefined ? "project" : "team";
  for (const { id } of defaults) {
    if (permissions.definition(project.id, scope, id)) permissions.grant(project.id, target, id);
  }
}

/** Adds a user to a team with the default permissions of their kind. */
export function addMember(
  services: EmulatorServices,
  project: ProjectRecord,
  team: TeamRecord,
  user: UserRecord,
  kind: MemberKind,
): void {
  services.store.teams.addMember(project.id, team.id, user.id);
  const defaults =
    kind === "creator"
      ? project.config.team_creator_default_permissions
      : project.config.team_member_default_permissions;
  grantDefaults(services, project, defaults, { userId: user.id, teamId: team.id });
}

/**
 * Removes a member: their team permissions go, and so does the team as their selected team.
 * Returns false when they were no member.
 */
export function removeMember(
  services: EmulatorServices,
  project: ProjectRecord,
  teamId: string,
  userId: string,
): boolean {
  const { teams, permissions, users } = services.store;
  if (!teams.removeMember(project.id, teamId, userId)) return false;
  permissions.forget(project.id, { teamId, userId });
  const user = users.get(project.id, userId);
  if (user?.selectedTeamId === teamId) user.selectedTeamId = null;
  return true;
}

/** The fields of a new team. */
export interface TeamFields {
  displayName: string;
  profileImageUrl?: string | null | undefined;
  clientMetadata?: unknown;
  clientReadOnlyMetadata?: unknown;
  serverMetadata?: unknown;
}

/**
 * Creates a team. A creator becomes its first member with the team creator's default permissions;
 * with `select`, it also becomes their selected team (a personal team does; `POST /teams` does
 * not, as on the service, whose SDK selects the team itself).
 */
export function createTeam(
  services: EmulatorServices,
  project: ProjectRecord,
  fields: TeamFields,
  creator: UserRecord | null,
  options: { select: boolean },
): TeamRecord {
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as TeamFields;
  const team = services.store.teams.create({ ...defined, projectId: project.id });
  if (creator) {
    addMember(services, project, team, creator, "creator");
    if (options.select) creator.selectedTeamId = team.id;
  }
  return team;
}

/**
 * Deletes a team with its memberships, permissions, invitations and API keys; members' selection
 * clears.
 */
export function deleteTeam(services: EmulatorServices, project: ProjectRecord, teamId: string) {
  const { teams, permissions, teamInvitations, users, apiKeys } = services.store;
  const members = teams.delete(project.id, teamId);
  if (members === undefined) return false;
  permissions.forget(project.id, { teamId });
  teamInvitations.deleteTeam(project.id, teamId);
  apiKeys.deleteOwner(project.id, "team", teamId);
  for (const userId of members) {
    const user = users.get(project.id, userId);
    if (user?.selectedTeamId === teamId) user.selectedTeamId = null;
  }
  return true;
}

/** The name of the personal team of a user with neither a name nor an e-mail (anonymous). */
export const ANONYMOUS_TEAM_NAME = "Personal Team";

/** The name of a personal team, as the service names it. */
export function personalTeamName(user: UserRecord): string {
  if (user.displayName) return `${user.displayName}'s Team`;
  const email = primaryChannel(user)?.value;
  if (email) return `${email}'s Team`;
  return ANONYMOUS_TEAM_NAME;
}

/**
 * What every new user gets from the project's config: the user default permissions, and, when
 * `create_team_on_sign_up` is on, a personal team that becomes their selected team.
 */
export function welcomeNewUser(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
): void {
  grantDefaults(services, project, project.config.user_default_permissions, { userId: user.id });
  if (project.config.create_team_on_sign_up) {
    createTeam(services, project, { displayName: personalTeamName(user) }, user, { select: true });
  }
}
