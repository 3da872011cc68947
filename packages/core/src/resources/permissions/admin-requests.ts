import * as v from "valibot";
import {
  INVALID_SYSTEM_PERMISSION_MESSAGE,
  permissionIdSchema,
} from "../../schemas/permission-id.js";

// The bodies of the permission definition endpoints (admin only, team and project scope),
// declared once: the admin app's option tables (`admin-update.ts`) take their rules from these
// entries, and the emulator checks requests with these schemas.

/** The fields of `PATCH /team-permission-definitions/{permission_id}`, each optional. */
export const permissionDefinitionUpdateEntries = {
  /** A new id renames the definition. */
  id: v.optional(permissionIdSchema),
  // The service takes a string; a description is left out rather than set to null.
  description: v.optional(v.string()),
  contained_permission_ids: v.optional(v.array(permissionIdSchema)),
};

/**
 * `PATCH /team-permission-definitions/{permission_id}`: a new id (a system permission's only if
 * it is one), description or contained permissions.
 *
 * @example
 * ```ts
 * v.is(permissionDefinitionUpdateRequestSchema, { contained_permission_ids: ["read:posts"] }); // true
 * ```
 */
export const permissionDefinitionUpdateRequestSchema = v.strictObject(
  permissionDefinitionUpdateEntries,
);

/** The fields of `POST /team-permission-definitions`. */
export const permissionDefinitionCreateEntries = {
  ...permissionDefinitionUpdateEntries,
  id: permissionIdSchema,
};

/**
 * `POST /team-permission-definitions`: an id, a description, and the permissions it contains.
 *
 * @example
 * ```ts
 * v.is(permissionDefinitionCreateRequestSchema, { id: "Admin" }); // false
 * ```
 */
export const permissionDefinitionCreateRequestSchema = v.strictObject(
  permissionDefinitionCreateEntries,
);

/** A project permission's id: the character rule, and never a `$` (system permissions are the team's). */
const projectPermissionIdSchema = v.pipe(
  permissionIdSchema,
  v.check((id) => !id.startsWith("$"), INVALID_SYSTEM_PERMISSION_MESSAGE),
);

/** The fields of `PATCH /project-permission-definitions/{permission_id}`, each optional. */
export const projectPermissionDefinitionUpdateEntries = {
  ...permissionDefinitionUpdateEntries,
  id: v.optional(projectPermissionIdSchema),
};

/**
 * `PATCH /project-permission-definitions/{permission_id}`: as the team scope's, but a new id
 * never starts with `$`.
 *
 * @example
 * ```ts
 * v.is(projectPermissionDefinitionUpdateRequestSchema, { id: "$read_members" }); // false
 * ```
 */
export const projectPermissionDefinitionUpdateRequestSchema = v.strictObject(
  projectPermissionDefinitionUpdateEntries,
);

/** The fields of `POST /project-permission-definitions`. */
export const projectPermissionDefinitionCreateEntries = {
  ...permissionDefinitionUpdateEntries,
  id: projectPermissionIdSchema,
};

/**
 * `POST /project-permission-definitions`: as the team scope's, but the id never starts with `$`.
 *
 * @example
 * ```ts
 * v.is(projectPermissionDefinitionCreateRequestSchema, { id: "$read_members" }); // false
 * ```
 */
export const projectPermissionDefinitionCreateRequestSchema = v.strictObject(
  projectPermissionDefinitionCreateEntries,
);
