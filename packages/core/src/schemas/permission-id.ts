import * as v from "valibot";

// Permission ids (SPEC.md section 5), shared by the apps and the
// emulator (request schemas). The rules are data, so a browser bundle pays only when a
// permission method is first called (the modules that use them load lazily).

/**
 * The team permissions every project has. Their ids alone may start with `$`.
 *
 * @example
 * ```ts
 * TEAM_SYSTEM_PERMISSION_IDS.includes("$invite_members"); // true
 * ```
 */
export const TEAM_SYSTEM_PERMISSION_IDS = [
  "$update_team",
  "$delete_team",
  "$read_members",
  "$remove_members",
  "$invite_members",
  "$manage_api_keys",
] as const;

/** One of {@link TEAM_SYSTEM_PERMISSION_IDS}. */
export type TeamSystemPermissionId = (typeof TEAM_SYSTEM_PERMISSION_IDS)[number];

/** The message of an id that breaks the character rule (SPEC.md section 5, verbatim). */
export const PERMISSION_ID_MESSAGE =
  'Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed';

/** The message of a `$` id that is no system permission (SPEC.md section 5, verbatim). */
export const INVALID_SYSTEM_PERMISSION_MESSAGE = "Invalid system permission";

/**
 * Whether `id` is a system permission.
 *
 * @example
 * ```ts
 * isSystemPermissionId("$read_members"); // true
 * isSystemPermissionId("read_members"); // false
 * ```
 */
export function isSystemPermissionId(id: string): id is TeamSystemPermissionId {
  return (TEAM_SYSTEM_PERMISSION_IDS as readonly string[]).includes(id);
}

/**
 * A permission id: lowercase letters, digits, `_` and `:`, with an optional leading `$`. This
 * is the character rule only; {@link permissionIdSchema} adds the system-permission rule.
 */
export const permissionIdFormatSchema = v.pipe(
  v.string(),
  v.regex(/^\$?[a-z0-9_:]+$/, PERMISSION_ID_MESSAGE),
);

/**
 * A permission id that may name a permission: the character rule, and a leading `$` only for
 * the system permissions ('Invalid system permission' otherwise).
 *
 * @example
 * ```ts
 * v.is(permissionIdSchema, "read:posts"); // true
 * v.is(permissionIdSchema, "$read_posts"); // false: Invalid system permission
 * ```
 */
export const permissionIdSchema = v.pipe(
  permissionIdFormatSchema,
  v.check(
    (id) => !id.startsWith("$") || isSystemPermissionId(id),
    INVALID_SYSTEM_PERMISSION_MESSAGE,
  ),
);
