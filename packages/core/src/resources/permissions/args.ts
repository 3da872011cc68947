import type { PermissionListOptions } from "./permission.js";

// The overloads of the permission methods, as the reference SDK has them: a team first for team
// permissions, none for project permissions.
//   listPermissions(team, options?) | listPermissions(options?)
//   getPermission(team, id) | getPermission(id)      (and hasPermission, grant, revoke)

/** A team scope: anything with a string id (a `Team` object). */
function teamIdOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("id" in value)) return undefined;
  return typeof value.id === "string" ? value.id : undefined;
}

/** The parsed arguments of `listPermissions`. */
export function listArgs(
  args: unknown[],
  method: string,
): { teamId: string | null; recursive: boolean } {
  const teamId = teamIdOf(args[0]) ?? null;
  const options = (teamId === null ? args[0] : args[1]) as PermissionListOptions | undefined;
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError(`${method} expects a team and/or { recursive }; got ${String(options)}.`);
  }
  const recursive = options?.recursive ?? true;
  if (typeof recursive !== "boolean") {
    throw new TypeError(`${method}: recursive must be a boolean; got ${String(recursive)}.`);
  }
  return { teamId, recursive };
}

/** The parsed arguments of `getPermission`, `hasPermission`, `grantPermission`… */
export function permissionArgs(
  args: unknown[],
  method: string,
): { teamId: string | null; permissionId: string } {
  const teamId = teamIdOf(args[0]) ?? null;
  if (teamId === null && typeof args[0] === "object" && args[0] !== null) {
    throw new TypeError(`${method}: the team must have a string id.`);
  }
  const permissionId = teamId === null ? args[0] : args[1];
  // Only the type is ours to check: as @stackframe/js, an id's characters are the service's to
  // judge (a grant of "Bad!" is its SCHEMA_ERROR) and a check of one nobody holds is false.
  if (typeof permissionId !== "string") {
    throw new TypeError(
      `${method}: permissionId must be a string; got ${JSON.stringify(permissionId)}.`,
    );
  }
  return { teamId, permissionId };
}
