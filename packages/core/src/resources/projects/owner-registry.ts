import type { AppContext } from "../../apps/context.js";
import type { Session } from "../../session/session.js";
import type { AdminOwnedProject, AdminProjectCreateOptions } from "./admin-project.js";

/** What a user of the `internal` project does with the projects they own. */
export interface OwnerOperations {
  listOwnedProjects(context: AppContext, session: Session): Promise<AdminOwnedProject[]>;
  createProject(
    context: AppContext,
    session: Session,
    options: AdminProjectCreateOptions,
  ): Promise<AdminOwnedProject>;
}

/**
 * The project owners' operations, filled in when `@app/core/admin` loads. A browser app that only
 * imports `@app/core` never reaches the admin app through an import, so its bundle does not carry
 * it; an app that manages projects imports `@app/core/admin` once.
 */
export const ownerOperations: { current: OwnerOperations | null } = { current: null };
