import { type Query, type QueryFn, readQuery } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import { getters } from "../kit/lazy.js";
import type { ServerUserPermissionMethods } from "../teams/user-methods.js";
import * as api from "./api.js";
import { listArgs, permissionArgs } from "./args.js";
import type { TeamPermission } from "./permission.js";

// A user's permissions as the server manages them: list and check (through the cache), grant and
// revoke.

/** `serverUser.listPermissions(team?, options?)`: the permissions a user holds, cached. */
const permissionsQuery = (
  context: AppContext,
  userId: string,
  ...args: unknown[]
): Query<TeamPermission[]> => {
  const { teamId, recursive } = listArgs(args, "user.listPermissions()");
  return {
    key: keys.permissions("server", userId, teamId, recursive),
    load: async () => {
      const query = { user_id: userId, recursive, ...(teamId === null ? {} : { team_id: teamId }) };
      const { items } = await api.listPermissionsJson(context.http, undefined, query);
      return items.map(({ id }) => ({ id }));
    },
  };
};

/** `serverUser.getPermission(team?, id)`: one permission the user holds, or null. */
const permissionQuery = (
  context: AppContext,
  userId: string,
  ...args: unknown[]
): Query<TeamPermission[], TeamPermission | null> => {
  const { teamId, permissionId } = permissionArgs(args, "user.getPermission()");
  return {
    ...permissionsQuery(context, userId, ...(teamId === null ? [] : [{ id: teamId }])),
    select: (held) => held.find((permission) => permission.id === permissionId) ?? null,
  };
};

/** The permission getters of a server user, each `(context, userId, …args)`, with their hooks. */
const serverPermissionQueries = {
  listPermissions: permissionsQuery,
  getPermission: permissionQuery,
} satisfies Record<string, QueryFn>;

/** The permission methods of a server user (`userId`). */
export function serverUserPermissionMethods(
  context: AppContext,
  userId: string,
): ServerUserPermissionMethods {
  const change = async (method: "POST" | "DELETE", name: string, args: unknown[]) => {
    const { teamId, permissionId } = permissionArgs(args, name);
    const target = { userId, ...(teamId === null ? {} : { teamId }) };
    await api.changeGrantJson(context.http, method, target, permissionId);
    changed(context, method === "POST" ? "permission.grant" : "permission.revoke");
  };
  return {
    ...getters<object, typeof serverPermissionQueries>(
      context.cache,
      serverPermissionQueries,
      ["listPermissions", "getPermission"],
      context,
      userId,
    ),
    hasPermission: async (...args: unknown[]) => {
      const { teamId, permissionId } = permissionArgs(args, "user.hasPermission()");
      const scope = teamId === null ? [permissionId] : [{ id: teamId }, permissionId];
      return (await readQuery(context.cache, permissionQuery(context, userId, ...scope))) !== null;
    },
    grantPermission: (...args: unknown[]) => change("POST", "user.grantPermission()", args),
    revokePermission: (...args: unknown[]) => change("DELETE", "user.revokePermission()", args),
  } as ServerUserPermissionMethods;
}

/**
 * `serverApp.listTeamMemberPermissions(teamId, options)`: every permission grant of a team's
 * members, in one request (each call asks the service; its hook reads the stored answer).
 */
export const teamMemberPermissionsQuery = (
  context: AppContext,
  teamId: string,
  options: { recursive?: boolean } = {},
): Query<{ userId: string; permissionId: string }[]> => {
  const { recursive } = listArgs([{ id: teamId }, options], "listTeamMemberPermissions()");
  return {
    key: keys.permissions("server", "*", teamId, recursive),
    load: async () => {
      const { items } = await api.listTeamMemberPermissionsJson(context.http, teamId, recursive);
      return items.map((item) => ({ userId: item.user_id, permissionId: item.id }));
    },
  };
};
