import { getAdminProject, updateAdminProject } from "../resources/projects/admin.js";
import type { AdminProject, AdminProjectUpdate } from "../resources/projects/admin-project.js";
import { StackServerApp, type StackServerAppOptions, serverContext } from "./server-app.js";

/** Options of `StackAdminApp`. */
export interface StackAdminAppOptions extends StackServerAppOptions {
  /** Required unless preset in `STACK_SUPER_SECRET_ADMIN_KEY`. Never ship it to a browser. */
  superSecretAdminKey?: string;
}

/**
 * The admin app: everything the server app does, plus reading and changing the project's
 * configuration with the super secret admin key.
 *
 * @example
 * ```ts
 * const admin = new StackAdminApp({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey });
 * await admin.updateProject({ config: { signUpEnabled: false } });
 * ```
 */
export class StackAdminApp extends StackServerApp {
  constructor(options: StackAdminAppOptions) {
    super(options, serverContext(options, "admin"));
  }

  /** The project with its full configuration. */
  override getProject(): Promise<AdminProject> {
    return getAdminProject(this.context);
  }

  /** Changes the project's name, description, production mode or configuration. */
  updateProject(patch: AdminProjectUpdate): Promise<AdminProject> {
    return updateAdminProject(this.context, patch);
  }
}
