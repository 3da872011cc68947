import type { AppContext } from "../../apps/context.js";
import type { Session } from "../../session/session.js";
import type { AdminOwnedProject, AdminProjectCreateOptions } from "./admin-project.js";
import { type OwnerOperations, ownerOperations } from "./owner-registry.js";

// The client side of project owners (WIRE.md section 10), loaded on the first call of
// `user.listOwnedProjects()` or `user.createProject()`: it checks the project and hands over to
// the admin app's operations, which `@app/core/admin` registers when it loads.

function operations(context: AppContext, method: string): OwnerOperations {
  if (context.projectId !== "internal") {
    throw new TypeError(
      `user.${method}() works only on the "internal" project, whose users own projects; this app's project is "${context.projectId}".`,
    );
  }
  if (!ownerOperations.current) {
    throw new TypeError(
      `user.${method}() hands out admin apps for the owned projects: import "@app/core/admin" once in the app that manages projects.`,
    );
  }
  return ownerOperations.current;
}

/** The projects the signed-in user of the `internal` project owns. */
export function listOwnedProjects(
  context: AppContext,
  session: Session,
): Promise<AdminOwnedProject[]> {
  return operations(context, "listOwnedProjects").listOwnedProjects(context, session);
}

/** Creates a project the signed-in user of the `internal` project owns. */
export function createProject(
  context: AppContext,
  session: Session,
  options: AdminProjectCreateOptions,
): Promise<AdminOwnedProject> {
  return operations(context, "createProject").createProject(context, session, options);
}
