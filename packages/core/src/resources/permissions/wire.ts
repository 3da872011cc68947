import * as v from "valibot";

// The JSON of permissions (WIRE.md sections 6 and 9): what a user holds, and the admin's
// definitions of what a permission contains.

/** A team permission a user holds: `{id, user_id, team_id}`. */
export const teamPermissionJsonSchema = v.looseObject({
  id: v.string(),
  user_id: v.string(),
  team_id: v.string(),
});
export type TeamPermissionJson = v.InferOutput<typeof teamPermissionJsonSchema>;

/** A project permission a user holds: `{id, user_id}`. */
export const projectPermissionJsonSchema = v.looseObject({
  id: v.string(),
  user_id: v.string(),
});
export type ProjectPermissionJson = v.InferOutput<typeof projectPermissionJsonSchema>;

/** A permission definition (team or project scope): the permissions it contains. */
export const permissionDefinitionJsonSchema = v.looseObject({
  id: v.string(),
  description: v.optional(v.nullable(v.string())),
  contained_permission_ids: v.array(v.string()),
});
export type PermissionDefinitionJson = v.InferOutput<typeof permissionDefinitionJsonSchema>;
