import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import type { AdminOwnedProjectOf, AdminProjectCreateOptions } from "./admin-project.js";

// The client side of project owners (WIRE.md section 10), loaded on the first call of
// `user.listOwnedProjects()` or `user.createProject()`: it checks the project and hands over to
// the admin app's operations (apps/owned-projects.ts), which the context loads on that first call
// (`context.adminModule()`, a lazy chunk with the admin app's module).

/**
 * What a user of the `internal` project does with the projects they own, each with an admin app of
 * type `App` (apps/owned-projects.ts builds them; here they are `AdminOwnedProjectOf<unknown>`).
 */
export interface OwnerOperations<App> {
  /** Asks the service (the caller caches: `ownedProjectsQuery()` below). */
  loadOwnedProjects(context: AppContext, session: Session): Promise<AdminOwnedProjectOf<App>[]>;
  createProject(
    context: AppContext,
    session: Session,
    options: AdminProjectCreateOptions,
  ): Promise<AdminOwnedProjectOf<App>>;
}

async function operations(context: AppContext, method: string): Promise<OwnerOperations<unknown>> {
  if (context.projectId !== "internal") {
    throw new TypeError(
      `user.${method}() works only on the "internal" project, whose users own projects; this app's project is "${context.projectId}".`,
    );
  }
  return (await context.adminModule()).ownerOperations() as OwnerOperations<unknown>;
}

/**
 * `user.listOwnedProjects()`: the projects the signed-in user of the `internal` project owns,
 * cached per session.
 */
export const ownedProjectsQuery = (
  context: AppContext,
  session: Session,
): Query<AdminOwnedProjectOf<unknown>[]> => ({
  key: keys.ownedProjects(session),
  load: async () =>
    (await operations(context, "listOwnedProjects")).loadOwnedProjects(context, session),
});

/** Creates a project the signed-in user of the `internal` project owns. */
export async function createProject(
  context: AppContext,
  session: Session,
  options: AdminProjectCreateOptions,
): Promise<AdminOwnedProjectOf<unknown>> {
  return (await operations(context, "createProject")).createProject(context, session, options);
}
