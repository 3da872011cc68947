import type { PermissionDefinitionJson } from "./wire.js";

/** A team permission the user holds. */
export interface TeamPermission {
  /** The permission's id, such as `"$invite_members"`. */
  id: string;
}

/** A project permission the user holds. */
export interface ProjectPermission {
  /** The permission's id. */
  id: string;
}

/** The options of listing or checking permissions. */
export interface PermissionListOptions {
  /** Also the permissions that the held ones contain (default true). */
  recursive?: boolean;
}

/** A team permission definition: what the permission contains. */
export interface AdminTeamPermissionDefinition {
  /** The permission's id. */
  id: string;
  /** What the permission allows. */
  description?: string;
  /** The ids of the permissions that holding this one also gives. */
  containedPermissionIds: string[];
}

/** A project permission definition. */
export type AdminProjectPermissionDefinition = AdminTeamPermissionDefinition;

/** What a new permission definition is made of. */
export interface AdminPermissionDefinitionCreateOptions {
  /** The new permission's id: lowercase letters, digits, `_` and `:`. */
  id: string;
  /** What the permission allows. */
  description?: string;
  /** The ids of the permissions that holding this one also gives. */
  containedPermissionIds: string[];
}

/** What may change about a permission definition. */
export interface AdminPermissionDefinitionUpdateOptions {
  /** What the permission allows. */
  description?: string;
  /** The ids of the permissions that holding this one also gives. */
  containedPermissionIds?: string[];
}

/** A new team permission definition. */
export type AdminTeamPermissionDefinitionCreateOptions = AdminPermissionDefinitionCreateOptions;
/** A change to a team permission definition. */
export type AdminTeamPermissionDefinitionUpdateOptions = AdminPermissionDefinitionUpdateOptions;
/** A new project permission definition. */
export type AdminProjectPermissionDefinitionCreateOptions = AdminPermissionDefinitionCreateOptions;
/** A change to a project permission definition. */
export type AdminProjectPermissionDefinitionUpdateOptions = AdminPermissionDefinitionUpdateOptions;

/** The permission the admin app answers after creating a definition. */
export type AdminTeamPermission = TeamPermission;
/** The project permission the admin app answers after creating a definition. */
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
