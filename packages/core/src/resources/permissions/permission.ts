import type { PermissionDefinitionJson } from "./wire.js";

/**
 * A team permission the user holds.
 *
 * @example
 * ```ts
 * const permissions: TeamPermission[] = await user.listPermissions(team);
 * ```
 */
export interface TeamPermission {
  /** The permission's id, such as `"$invite_members"`. */
  id: string;
}

/**
 * A project permission the user holds.
 *
 * @example
 * ```ts
 * const permissions: ProjectPermission[] = await user.listPermissions();
 * ```
 */
export interface ProjectPermission {
  /** The permission's id. */
  id: string;
}

/**
 * The options of listing or checking permissions.
 *
 * @example
 * ```ts
 * const direct = await user.listPermissions(team, { recursive: false });
 * ```
 */
export interface PermissionListOptions {
  /** Also the permissions that the held ones contain (default true). */
  recursive?: boolean;
}

/**
 * A team permission definition: what the permission contains.
 *
 * @example
 * ```ts
 * const definitions: AdminTeamPermissionDefinition[] = await adminApp.listTeamPermissionDefinitions();
 * ```
 */
export interface AdminTeamPermissionDefinition {
  /** The permission's id. */
  id: string;
  /** What the permission allows. */
  description?: string;
  /** The ids of the permissions that holding this one also gives. */
  containedPermissionIds: string[];
}

/**
 * A project permission definition.
 *
 * @example
 * ```ts
 * const definitions: AdminProjectPermissionDefinition[] = await adminApp.listProjectPermissionDefinitions();
 * ```
 */
export type AdminProjectPermissionDefinition = AdminTeamPermissionDefinition;

/**
 * What a new permission definition is made of.
 *
 * @example
 * ```ts
 * await adminApp.createTeamPermissionDefinition({ id: "read_reports", description: "Reads reports", containedPermissionIds: [] });
 * ```
 */
export interface AdminPermissionDefinitionCreateOptions {
  /** The new permission's id: lowercase letters, digits, `_` and `:`. */
  id: string;
  /** What the permission allows. */
  description?: string;
  /** The ids of the permissions that holding this one also gives. */
  containedPermissionIds: string[];
}

/**
 * What may change about a permission definition.
 *
 * @example
 * ```ts
 * await adminApp.updateTeamPermissionDefinition("read_reports", { description: "Reads every report" });
 * ```
 */
export interface AdminPermissionDefinitionUpdateOptions {
  /** What the permission allows. */
  description?: string;
  /** The ids of the permissions that holding this one also gives. */
  containedPermissionIds?: string[];
}

/**
 * A new team permission definition.
 *
 * @example
 * ```ts
 * const options: AdminTeamPermissionDefinitionCreateOptions = { id: "read_reports", containedPermissionIds: [] };
 * ```
 */
export type AdminTeamPermissionDefinitionCreateOptions = AdminPermissionDefinitionCreateOptions;
/**
 * A change to a team permission definition.
 *
 * @example
 * ```ts
 * const update: AdminTeamPermissionDefinitionUpdateOptions = { containedPermissionIds: ["read_reports"] };
 * ```
 */
export type AdminTeamPermissionDefinitionUpdateOptions = AdminPermissionDefinitionUpdateOptions;
/**
 * A new project permission definition.
 *
 * @example
 * ```ts
 * await adminApp.createProjectPermissionDefinition({ id: "billing", containedPermissionIds: [] });
 * ```
 */
export type AdminProjectPermissionDefinitionCreateOptions = AdminPermissionDefinitionCreateOptions;
/**
 * A change to a project permission definition.
 *
 * @example
 * ```ts
 * const update: AdminProjectPermissionDefinitionUpdateOptions = { description: "Manages billing" };
 * ```
 */
export type AdminProjectPermissionDefinitionUpdateOptions = AdminPermissionDefinitionUpdateOptions;

/**
 * The permission the admin app answers after creating a definition.
 *
 * @example
 * ```ts
 * const permissions: AdminTeamPermission[] = await serverUser.listPermissions(team);
 * ```
 */
export type AdminTeamPermission = TeamPermission;
/**
 * The project permission the admin app answers after creating a definition.
 *
 * @example
 * ```ts
 * const permissions: AdminProjectPermission[] = await serverUser.listPermissions();
 * ```
 */
export type AdminProjectPermission = ProjectPermission;

/** Maps the wire form of a definition. */
export function permissionDefinitionFromJson(
  json: PermissionDefinitionJson,
): AdminTeamPermissionDefinition {
  return {
    id: json.id,
    ...(json.description == null ? {} : { description: json.description }),
    containedPermissionIds: json.contained_permission_ids,
  };
}
