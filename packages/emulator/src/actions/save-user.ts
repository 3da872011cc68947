import type { EmulatorServices } from "../context.js";
import type { UserUpdate } from "../schemas/users.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { planUserChanges } from "./plan-user-changes.js";
import { welcomeNewUser } from "./team-membership.js";

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
 * user.
 */
export async function updateUser(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  update: UserUpdate,
): Promise<UserRecord> {
  const { fields, revokeSessions } = await planUserChanges(services, project, user, update);
  Object.assign(user, fields);
  if (revokeSessions) services.store.sessions.revokeAllOfUser(project.id, user.id);
  return user;
}
