import type { AppContext } from "../../apps/context.js";
import type { Session } from "../../session/session.js";
import { keys } from "../cache-keys.js";
import * as api from "./api.js";
import { listArgs, permissionArgs } from "./args.js";
import type { TeamPermission } from "./permission.js";

// The signed-in user's permission checks (the `CurrentUser` methods), through the cache. Loaded
// on the first call of one of them.

/** The permissions the user holds in a team, or project-wide without one; recursive by default. */
export async function listPermissions(
  context: AppContext,
  session: Session,
  ...args: unknown[]
): Promise<TeamPermission[]> {
  const { teamId, recursive } = listArgs(args, "user.listPermissions()");
  return context.cache.getLatest(keys.permissions(session, "me", teamId, recursive), async () => {
    const query = { user_id: "me", recursive, ...(teamId === null ? {} : { team_id: teamId }) };
    const { items } = await api.listPermissionsJson(context.http, session, query);
    return items.map(({ id }) => ({ id }));
  });
}

/** One permission the user holds (directly or through another one), or null. */
export async function getPermission(
  context: AppContext,
  session: Session,
  ...args: unknown[]
): Promise<TeamPermission | null> {
  const { teamId, permissionId } = permissionArgs(args, "user.getPermission()");
  const held = await listPermissions(
    context,
    session,
    ...(teamId === null ? [] : [{ id: teamId }]),
  );
  return held.find((permission) => permission.id === permissionId) ?? null;
}

/** Whether the user holds a permission, directly or through another one. */
export async function hasPermission(
  context: AppContext,
  session: Session,
  ...args: unknown[]
): Promise<boolean> {
  const { teamId, permissionId } = permissionArgs(args, "user.hasPermission()");
  const scope = teamId === null ? [permissionId] : [{ id: teamId }, permissionId];
  return (await getPermission(context, session, ...scope)) !== null;
}
