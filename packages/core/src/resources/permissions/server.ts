import type { AppContext } from "../../apps/context.js";
import { keys } from "../cache-keys.js";
import type { ServerUserPermissionMethods } from "../teams/user-methods.js";
import * as api from "./api.js";
import { listArgs, permissionArgs } from "./args.js";
import type { TeamPermission } from "./permission.js";

// A user's permissions as the server manages them: list and check (through the cache), grant and
// revoke.

/** The permission methods of a server user (`userId`). */
export function serverUserPermissionMethods(
  context: AppContext,
  userId: string,
): ServerUserPermissionMethods {
  const list = async (...args: unknown[]): Promise<TeamPermission[]> => {
    const { teamId, recursive } = listArgs(args, "user.listPermissions()");
    return context.cache.getLatest(
      keys.permissions("server", userId, teamId, recursive),
      async () => {
        const query = {
          user_id: userId,
          recursive,
          ...(teamId === null ? {} : { team_id: teamId }),
        };
        const { items } = await api.listPermissionsJson(context.http, undefined, query);
        return items.map(({ id }) => ({ id }));
      },
    );
  };
  const get = async (method: string, args: unknown[]) => {
    const { teamId, permissionId } = permissionArgs(args, method);
    const held = await list(...(teamId === null ? [] : [{ id: teamId }]));
    return held.find((permission) => permission.id === permissionId) ?? null;
  };
  const change = async (method: "POST" | "DELETE", name: string, args: unknown[]) => {
    const { teamId, permissionId } = permissionArgs(args, name);
    const target = { userId, ...(teamId === null ? {} : { teamId }) };
    await api.changeGrantJson(context.http, method, target, permissionId);
    context.cache.invalidate(["permissions"]);
  };
  return {
    listPermissions: list,
    getPermission: (...args: unknown[]) => get("user.getPermission()", args),
    hasPermission: async (...args: unknown[]) => (await get("user.hasPermission()", args)) !== null,
    grantPermission: (...args: unknown[]) => change("POST", "user.grantPermission()", args),
    revokePermission: (...args: unknown[]) => change("DELETE", "user.revokePermission()", args),
  } as ServerUserPermissionMethods;
}

/** Every permission grant of a team's members, in one request. */
export async function listTeamMemberPermissions(
  context: AppContext,
  teamId: string,
  options: { recursive?: boolean } = {},
): Promise<{ userId: string; permissionId: string }[]> {
  const { recursive } = listArgs([{ id: teamId }, options], "listTeamMemberPermissions()");
  return context.cache.getLatest(keys.permissions("server", "*", teamId, recursive), async () => {
    const { items } = await api.listTeamMemberPermissionsJson(context.http, teamId, recursive);
    return items.map((item) => ({ userId: item.user_id, permissionId: item.id }));
  });
}
