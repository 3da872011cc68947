import { optionFields } from "../../schemas/option-fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import {
  permissionDefinitionCreateEntries,
  permissionDefinitionUpdateEntries,
} from "./admin-requests.js";
import type {
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
} from "./permission.js";

/** The options of `update…PermissionDefinition()`: the rules of `admin-requests.ts`. */
export const PERMISSION_DEFINITION_UPDATE_FIELDS: Record<
  keyof AdminPermissionDefinitionUpdateOptions,
  FieldSpec
> = optionFields(permissionDefinitionUpdateEntries, {
  description: "description",
  containedPermissionIds: "contained_permission_ids",
});

/** The options of `create…PermissionDefinition()`. */
export const PERMISSION_DEFINITION_CREATE_FIELDS: Record<
  keyof AdminPermissionDefinitionCreateOptions,
  FieldSpec
> = optionFields(permissionDefinitionCreateEntries, {
  id: "id",
  description: "description",
  containedPermissionIds: "contained_permission_ids",
});
