import type { UserUpdate } from "../schemas/users.js";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { planUserChanges } from "./plan-user-changes.js";
import { ANONYMOUS_TEAM_NAME, personalTeamName, welcomeNewUser } from "./team-membership.js";

/**
 * Creates a user from the fields of `POST /users` (and of sign-up), after checking them. The new
 * user gets the project's user default permissions and, if the project says so, a personal team;
 * `beforeWelcome` sees the user as created, before those.
 */
export async function createUser(
  services: EmulatorServices,
  project: ProjectRecord,
  input: UserUpdate,
  beforeWelcome?: (user: UserRecord) => void,
): Promise<UserRecord> {
  const { fields } = await planUserChanges(services, project, null, input);
  const user = services.store.users.create({ ...fields, projectId: project.id });
  beforeWelcome?.(user);
  welcomeNewUser(services, project, user);
  return user;
}

/**
 * Applies a checked change to a user. A new password or password hash ends every session of the
 * user. An anonymous user who signs up (`is_anonymous: false`) gets their personal team named
 * after them, as on the service: "Personal Team" becomes "Ada's Team", or "ada@example.com's Team".
 */
export async function updateUser(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  update: UserUpdate,
): Promise<UserRecord> {
  const { fields, revokeSessions } = await planUserChanges(services, project, user, update);
  const upgrading = user.isAnonymous && update.is_anonymous === false;
  Object.assign(user, fields);
  if (revokeSessions) services.store.sessions.revokeAllOfUser(project.id, user.id);
  if (upgrading) renamePersonalTeams(services, project, user);
  return user;
}

/** The user's teams still named "Personal Team" (made while anonymous) take the user's name. */
function renamePersonalTeams(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
): void {
  const { teams } = services.store;
  const name = personalTeamName(user);
  if (name === ANONYMOUS_TEAM_NAME) return;
  for (const listed of teams.list(project.id, { userId: user.id })) {
    // Got again by id, so that the change is written.
    const team = teams.get(project.id, listed.id);
    if (team?.displayName === ANONYMOUS_TEAM_NAME) team.displayName = name;
  }
}
