import type { OwnerOperations } from "../../apps/owned-projects.js";
import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { keys } from "../cache-keys.js";
import type { AdminOwnedProject, AdminProjectCreateOptions } from "./admin-project.js";

// The client side of project owners (WIRE.md section 10), loaded on the first call of
// `user.listOwnedProjects()` or `user.createProject()`: it checks the project and hands over to
// the admin app's operations, loading the admin app's module on that first call.

async function operations(context: AppContext, method: string): Promise<OwnerOperations> {
  if (context.projectId !== "internal") {
    throw new TypeError(
      `user.${method}() works only on the "internal" project, whose users own projects; this app's project is "${context.projectId}".`,
    );
  }
  // A lazy chunk of the browser bundle: an app that never manages projects does not carry it.
  return (await import("../../apps/admin-app.js")).ownerOperations();
}

/**
 * `user.listOwnedProjects()`: the projects the signed-in user of the `internal` project owns,
 * cached per session.
 */
export const ownedProjectsQuery = (
  context: AppContext,
  session: Session,
): Query<AdminOwnedProject[]> => ({
  key: keys.ownedProjects(session),
  load: async () =>
    (await operations(context, "listOwnedProjects")).loadOwnedProjects(context, session),
});

/** Creates a project the signed-in user of the `internal` project owns. */
export async function createProject(
  context: AppContext,
  session: Session,
  options: AdminProjectCreateOptions,
): Promise<AdminOwnedProject> {
  return (await operations(context, "createProject")).createProject(context, session, options);
}
