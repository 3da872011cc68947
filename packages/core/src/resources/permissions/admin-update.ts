import { optionFields } from "../../schemas/option-fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import {
  permissionDefinitionCreateEntries,
  permissionDefinitionUpdateEntries,
  projectPermissionDefinitionCreateEntries,
} from "./admin-requests.js";
import type {
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
} from "./permission.js";

/** The options of `update…PermissionDefinition()` (both scopes): the rules of `admin-requests.ts`. */
export const PERMISSION_DEFINITION_UPDATE_FIELDS: Record<
  keyof AdminPermissionDefinitionUpdateOptions,
  FieldSpec
> = optionFields(permissionDefinitionUpdateEntries, {
  description: "description",
  containedPermissionIds: "contained_permission_ids",
});

/** The options of `createTeamPermissionDefinition()`. */
export const PERMISSION_DEFINITION_CREATE_FIELDS: Record<
  keyof AdminPermissionDefinitionCreateOptions,
  FieldSpec
> = optionFields(permissionDefinitionCreateEntries, {
  id: "id",
  description: "description",
  containedPermissionIds: "contained_permission_ids",
});

/** The options of `createProjectPermissionDefinition()`: an id never starts with `$`. */
export const PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS: Record<
  keyof AdminPermissionDefinitionCreateOptions,
  FieldSpec
> = optionFields(projectPermissionDefinitionCreateEntries, {
  id: "id",
  description: "description",
  containedPermissionIds: "contained_permission_ids",
});
