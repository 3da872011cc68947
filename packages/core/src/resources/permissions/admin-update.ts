import * as v from "valibot";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import {
  permissionDefinitionCreateEntries,
  permissionDefinitionUpdateEntries,
  projectPermissionDefinitionCreateEntries,
} from "./admin-requests.js";
import type {
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
} from "./permission.js";

/**
 * The ids as the app checks them: strings, sent as they are. Their character rules are the
 * service's to judge (as with the reference SDK), whose SCHEMA_ERROR comes back as a known error.
 */
const serviceJudgedIds = {
  id: v.string(),
  contained_permission_ids: v.optional(v.array(v.string())),
};

/** The options of `update…PermissionDefinition()` (both scopes): the rules of `admin-requests.ts`. */
export const PERMISSION_DEFINITION_UPDATE_FIELDS: Record<
  keyof AdminPermissionDefinitionUpdateOptions,
  FieldSpec
> = optionFields(
  { ...permissionDefinitionUpdateEntries, ...serviceJudgedIds, id: v.optional(v.string()) },
  {
    description: "description",
    containedPermissionIds: "contained_permission_ids",
  },
);

/** The options of `createTeamPermissionDefinition()`. */
export const PERMISSION_DEFINITION_CREATE_FIELDS: Record<
  keyof AdminPermissionDefinitionCreateOptions,
  FieldSpec
> = optionFields(
  { ...permissionDefinitionCreateEntries, ...serviceJudgedIds },
  {
    id: "id",
    description: "description",
    containedPermissionIds: "contained_permission_ids",
  },
);

/** The options of `createProjectPermissionDefinition()`: an id never starts with `$`. */
export const PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS: Record<
  keyof AdminPermissionDefinitionCreateOptions,
  FieldSpec
> = optionFields(
  { ...projectPermissionDefinitionCreateEntries, ...serviceJudgedIds },
  {
    id: "id",
    description: "description",
    containedPermissionIds: "contained_permission_ids",
  },
);
