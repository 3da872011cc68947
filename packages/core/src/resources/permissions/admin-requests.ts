import * as v from "valibot";
import { permissionIdSchema } from "../../schemas/permission-id.js";

// The bodies of the permission definition endpoints (admin only, team and project scope),
// declared once: the admin app's option tables (`admin-update.ts`) take their rules from these
// entries, and the emulator checks requests with these schemas.

/** The fields of `PATCH /{team,project}-permission-definitions/{permission_id}`, each optional. */
export const permissionDefinitionUpdateEntries = {
  /** A new id renames the definition. */
  id: v.optional(permissionIdSchema),
  // The service takes a string; a description is left out rather than set to null.
  description: v.optional(v.string()),
  contained_permission_ids: v.optional(v.array(permissionIdSchema)),
};

/**
 * `PATCH /team-permission-definitions/{permission_id}` (and the project scope's).
 *
 * @example
 * ```ts
 * v.is(permissionDefinitionUpdateRequestSchema, { contained_permission_ids: ["read:posts"] }); // true
 * ```
 */
export const permissionDefinitionUpdateRequestSchema = v.strictObject(
  permissionDefinitionUpdateEntries,
);

/** The fields of `POST /{team,project}-permission-definitions`. */
export const permissionDefinitionCreateEntries = {
  ...permissionDefinitionUpdateEntries,
  id: permissionIdSchema,
};

/**
 * `POST /team-permission-definitions` (and the project scope's): an id, a description, and the
 * permissions it contains.
 *
 * @example
 * ```ts
 * v.is(permissionDefinitionCreateRequestSchema, { id: "Admin" }); // false
 * ```
 */
export const permissionDefinitionCreateRequestSchema = v.strictObject(
  permissionDefinitionCreateEntries,
);
