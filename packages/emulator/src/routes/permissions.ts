import { KnownErrors } from "@app/core/errors";
import { userIdOrMeSchema, uuidSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import {
  requireMembership,
  requireOwnUserForClient,
  requireTeam,
  requireUserRecord,
  resolveUserId,
} from "../http/team-access.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import { permissionIdParamSchema } from "../schemas/teams.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { GrantRecord, PermissionScope } from "../store/permission-store.js";

const recursive = v.optional(v.picklist(["true", "false"]));

const teamListQuerySchema = v.object({
  team_id: v.optional(uuidSchema),
  user_id: v.optional(userIdOrMeSchema),
  recursive,
  permission_id: v.optional(permissionIdParamSchema),
});

const projectListQuerySchema = v.object({
  user_id: v.optional(userIdOrMeSchema),
  recursive,
  permission_id: v.optional(permissionIdParamSchema),
});

const teamGrantParamsSchema = v.object({
  team_id: uuidSchema,
  user_id: userIdOrMeSchema,
  permission_id: permissionIdParamSchema,
});

const projectGrantParamsSchema = v.object({
  user_id: userIdOrMeSchema,
  permission_id: permissionIdParamSchema,
});

/** A held permission: `{id, user_id}` and, in team scope, `team_id`. */
interface Held {
  id: string;
  user_id: string;
  team_id?: string;
}

/**
 * The permissions users hold in a scope, one item per user (and team) and permission: the direct
 * grants, and with `recursive` everything they contain. Sorted by team, user and id.
 */
function heldPermissions(
  services: EmulatorServices,
  auth: ProjectAuth,
  scope: PermissionScope,
  filter: { userId?: string | undefined; teamId?: string | undefined },
  options: { recursive: boolean; permissionId?: string | undefined },
): Held[] {
  const { permissions } = services.store;
  const groups = new Map<string, { target: GrantRecord; ids: string[] }>();
  for (const grant of permissions.grants(auth.project.id, scope, filter)) {
    const key = `${grant.teamId ?? ""} ${grant.userId}`;
    const group = groups.get(key) ?? { target: grant, ids: [] };
    group.ids.push(grant.permissionId);
    groups.set(key, group);
  }
  const items: Held[] = [];
  for (const { target, ids } of groups.values()) {
    const held = options.recursive ? permissions.expand(auth.project.id, scope, ids) : new Set(ids);
    for (const id of held) {
      if (options.permissionId !== undefined && id !== options.permissionId) continue;
      items.push({
        id,
        user_id: target.userId,
        ...(target.teamId === undefined ? {} : { team_id: target.teamId }),
      });
    }
  }
  const order = (item: Held) => `${item.team_id ?? ""} ${item.user_id} ${item.id}`;
  return items.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/**
 * The permission's definition in the scope; WRONG_PERMISSION_SCOPE when it is defined in the other
 * scope only (a team permission granted project-wide, or the reverse), else PERMISSION_NOT_FOUND.
 */
function requireDefinition(
  services: EmulatorServices,
  auth: ProjectAuth,
  scope: PermissionScope,
  permissionId: string,
): void {
  const { permissions } = services.store;
  if (permissions.definition(auth.project.id, scope, permissionId)) return;
  const other: PermissionScope = scope === "team" ? "project" : "team";
  if (permissions.definition(auth.project.id, other, permissionId)) {
    throw new KnownErrors.WrongPermissionScope({
      permission_id: permissionId,
      expected_scope: scope,
      actual_scope: other,
    });
  }
  throw new KnownErrors.PermissionNotFound({ permission_id: permissionId });
}

/**
 * The permissions users hold (WIRE.md section 6): a client lists their own (anyone else's is a
 * plain-text 403), the direct grants only unless `recursive=true` (as on the service; the SDK
 * always says which); the server grants and revokes them.
 */
export function registerPermissionRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.get("/team-permissions", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, teamListQuerySchema);
    const userId = requireOwnUserForClient(auth, query.user_id, "permissions");
    const items = heldPermissions(
      services,
      auth,
      "team",
      { userId, teamId: query.team_id },
      { recursive: query.recursive === "true", permissionId: query.permission_id },
    );
    return json(c, { items, is_paginated: false });
  });

  api.get("/project-permissions", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, projectListQuerySchema);
    const userId = requireOwnUserForClient(auth, query.user_id, "permissions");
    const items = heldPermissions(
      services,
      auth,
      "project",
      { userId },
      { recursive: query.recursive === "true", permissionId: query.permission_id },
    );
    return json(c, { items, is_paginated: false });
  });

  api.post("/team-permissions/:team_id/:user_id/:permission_id", async (c) => {
    const auth = requireAccess(c, "server");
    const params = readParams(c, teamGrantParamsSchema);
    await readBody(c, emptyBodySchema);
    const team = requireTeam(services, auth, params.team_id);
    const user = requireUserRecord(services, auth, resolveUserId(auth, params.user_id));
    requireMembership(services, auth, team.id, user.id);
    requireDefinition(services, auth, "team", params.permission_id);
    store.permissions.grant(
      auth.project.id,
      { teamId: team.id, userId: user.id },
      params.permission_id,
    );
    return json(c, { id: params.permission_id, user_id: user.id, team_id: team.id }, 201);
  });

  api.delete("/team-permissions/:team_id/:user_id/:permission_id", async (c) => {
    const auth = requireAccess(c, "server");
    const params = readParams(c, teamGrantParamsSchema);
    await readBody(c, emptyBodySchema);
    const team = requireTeam(services, auth, params.team_id);
    const user = requireUserRecord(services, auth, resolveUserId(auth, params.user_id));
    const target = { teamId: team.id, userId: user.id };
    if (!store.permissions.revoke(auth.project.id, target, params.permission_id)) {
      throw new KnownErrors.TeamPermissionNotFound({
        team_id: team.id,
        user_id: user.id,
        permission_id: params.permission_id,
      });
    }
    return json(c, { success: true });
  });

  api.post("/project-permissions/:user_id/:permission_id", async (c) => {
    const auth = requireAccess(c, "server");
    const params = readParams(c, projectGrantParamsSchema);
    await readBody(c, emptyBodySchema);
    const user = requireUserRecord(services, auth, resolveUserId(auth, params.user_id));
    requireDefinition(services, auth, "project", params.permission_id);
    store.permissions.grant(auth.project.id, { userId: user.id }, params.permission_id);
    return json(c, { id: params.permission_id, user_id: user.id }, 201);
  });

  api.delete("/project-permissions/:user_id/:permission_id", async (c) => {
    const auth = requireAccess(c, "server");
    const params = readParams(c, projectGrantParamsSchema);
    await readBody(c, emptyBodySchema);
    const user = requireUserRecord(services, auth, resolveUserId(auth, params.user_id));
    if (!store.permissions.revoke(auth.project.id, { userId: user.id }, params.permission_id)) {
      throw new KnownErrors.PermissionNotFound({ permission_id: params.permission_id });
    }
    return json(c, { success: true });
  });
}
