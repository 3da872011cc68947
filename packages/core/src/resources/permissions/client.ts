import { type Query, readQuery } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import * as api from "./api.js";
import { listArgs, permissionArgs } from "./args.js";
import type { TeamPermission } from "./permission.js";

// The signed-in user's permission checks (the `CurrentUser` methods), through the cache. Loaded
// on the first call of one of them.

/**
 * `user.listPermissions(team?, options?)`: the permissions the user holds in a team, or
 * project-wide without one; recursive by default.
 */
export const permissionsQuery = (
  context: AppContext,
  session: Session,
  ...args: unknown[]
): Query<TeamPermission[]> => {
  const { teamId, recursive } = listArgs(args, "user.listPermissions()");
  return {
    key: keys.permissions(session, "me", teamId, recursive),
    load: async () => {
      const query = { user_id: "me", recursive, ...(teamId === null ? {} : { team_id: teamId }) };
      const { items } = await api.listPermissionsJson(context.http, session, query);
      return items.map(({ id }) => ({ id }));
    },
  };
};

/** `user.getPermission(team?, id)`: one permission the user holds (directly or not), or null. */
export const permissionQuery = (
  context: AppContext,
  session: Session,
  ...args: unknown[]
): Query<TeamPermission[], TeamPermission | null> => {
  const { teamId, permissionId } = permissionArgs(args, "user.getPermission()");
  return {
    ...permissionsQuery(context, session, ...(teamId === null ? [] : [{ id: teamId }])),
    select: (held) => held.find((permission) => permission.id === permissionId) ?? null,
  };
};

/** Whether the user holds a permission, directly or through another one. */
export async function hasPermission(
  context: AppContext,
  session: Session,
  ...args: unknown[]
): Promise<boolean> {
  const { teamId, permissionId } = permissionArgs(args, "user.hasPermission()");
  const scope = teamId === null ? [permissionId] : [{ id: teamId }, permissionId];
  return (await readQuery(context.cache, permissionQuery(context, session, ...scope))) !== null;
}
