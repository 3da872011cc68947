import * as definitions from "../resources/permissions/admin.js";
import type {
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
} from "../resources/permissions/permission.js";
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

  /**
   * The team permission definitions: the system permissions and the project's own.
   *
   * @example
   * ```ts
   * const all = await admin.listTeamPermissionDefinitions();
   * ```
   */
  listTeamPermissionDefinitions(): Promise<AdminTeamPermissionDefinition[]> {
    return definitions.listPermissionDefinitions(this.context, "team");
  }

  /**
   * Defines a team permission and what it contains.
   *
   * @example
   * ```ts
   * await admin.createTeamPermissionDefinition({ id: "moderator", containedPermissionIds: ["$read_members"] });
   * ```
   */
  createTeamPermissionDefinition(
    data: AdminPermissionDefinitionCreateOptions,
  ): Promise<AdminTeamPermission> {
    return definitions.createPermissionDefinition(this.context, "team", data);
  }

  /**
   * Changes a team permission's description or what it contains.
   *
   * @example
   * ```ts
   * await admin.updateTeamPermissionDefinition("moderator", { containedPermissionIds: [] });
   * ```
   */
  updateTeamPermissionDefinition(
    permissionId: string,
    data: AdminPermissionDefinitionUpdateOptions,
  ): Promise<void> {
    return definitions.updatePermissionDefinition(this.context, "team", permissionId, data);
  }

  /**
   * Deletes a team permission definition; nobody holds the permission any more.
   *
   * @example
   * ```ts
   * await admin.deleteTeamPermissionDefinition("moderator");
   * ```
   */
  deleteTeamPermissionDefinition(permissionId: string): Promise<void> {
    return definitions.deletePermissionDefinition(this.context, "team", permissionId);
  }

  /**
   * The project permission definitions.
   *
   * @example
   * ```ts
   * const all = await admin.listProjectPermissionDefinitions();
   * ```
   */
  listProjectPermissionDefinitions(): Promise<AdminTeamPermissionDefinition[]> {
    return definitions.listPermissionDefinitions(this.context, "project");
  }

  /**
   * Defines a project permission and what it contains.
   *
   * @example
   * ```ts
   * await admin.createProjectPermissionDefinition({ id: "read:posts", containedPermissionIds: [] });
   * ```
   */
  createProjectPermissionDefinition(
    data: AdminPermissionDefinitionCreateOptions,
  ): Promise<AdminTeamPermission> {
    return definitions.createPermissionDefinition(this.context, "project", data);
  }

  /**
   * Changes a project permission's description or what it contains.
   *
   * @example
   * ```ts
   * await admin.updateProjectPermissionDefinition("editor", { containedPermissionIds: ["read:posts"] });
   * ```
   */
  updateProjectPermissionDefinition(
    permissionId: string,
    data: AdminPermissionDefinitionUpdateOptions,
  ): Promise<void> {
    return definitions.updatePermissionDefinition(this.context, "project", permissionId, data);
  }

  /**
   * Deletes a project permission definition; nobody holds the permission any more.
   *
   * @example
   * ```ts
   * await admin.deleteProjectPermissionDefinition("editor");
   * ```
   */
  deleteProjectPermissionDefinition(permissionId: string): Promise<void> {
    return definitions.deletePermissionDefinition(this.context, "project", permissionId);
  }
}
