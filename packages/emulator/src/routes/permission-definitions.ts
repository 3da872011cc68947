import { KnownErrors } from "@app/core/errors";
import {
  isSystemPermissionId,
  permissionDefinitionCreateRequestSchema,
  permissionDefinitionUpdateRequestSchema,
  projectPermissionDefinitionCreateRequestSchema,
  projectPermissionDefinitionUpdateRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { emptyBodySchema, readBody, readParams } from "../http/validate.js";
import { permissionIdParamSchema } from "../schemas/teams.js";
import { permissionDefinitionJson } from "../serialize/team-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { PermissionDefinition, PermissionScope } from "../store/permission-store.js";
import type { ProjectConfig } from "../store/project-store.js";

const paramsSchema = v.object({ permission_id: permissionIdParamSchema });

/** The config lists of default permissions that name definitions of each scope. */
const DEFAULT_LISTS: Record<PermissionScope, (keyof ProjectConfig)[]> = {
  team: ["team_creator_default_permissions", "team_member_default_permissions"],
  project: ["user_default_permissions"],
};

/**
 * Checks a definition's contained permissions: each must be defined in the same scope
 * (CONTAINED_PERMISSION_NOT_FOUND otherwise, as for a project permission in a team one).
 */
function checkContained(
  services: EmulatorServices,
  auth: ProjectAuth,
  scope: PermissionScope,
  ids: readonly string[],
): void {
  for (const id of ids) {
    if (!services.store.permissions.definition(auth.project.id, scope, id)) {
      throw new KnownErrors.ContainedPermissionNotFound({ permission_id: id });
    }
  }
}

/**
 * The bodies of each scope (the core's): system permissions are team permissions, so a project
 * permission's id never starts with `$`.
 */
const BODIES = {
  team: {
    create: permissionDefinitionCreateRequestSchema,
    update: permissionDefinitionUpdateRequestSchema,
  },
  project: {
    create: projectPermissionDefinitionCreateRequestSchema,
    update: projectPermissionDefinitionUpdateRequestSchema,
  },
} as const;

/**
 * PERMISSION_ID_ALREADY_EXISTS when `id` names a definition of either scope: the service keeps
 * team and project permissions in one namespace.
 */
function checkIdFree(services: EmulatorServices, auth: ProjectAuth, id: string): void {
  const { permissions } = services.store;
  for (const scope of ["team", "project"] as const) {
    if (permissions.definition(auth.project.id, scope, id)) {
      throw new KnownErrors.PermissionIdAlreadyExists({ permission_id: id });
    }
  }
}

/** A custom definition, or PERMISSION_NOT_FOUND; system permissions cannot change. */
function requireCustom(
  services: EmulatorServices,
  auth: ProjectAuth,
  scope: PermissionScope,
  id: string,
): PermissionDefinition {
  if (scope === "team" && isSystemPermissionId(id)) {
    throw new StatusError(400, `System permission ${id} cannot be changed or deleted`);
  }
  const definition = services.store.permissions.definition(auth.project.id, scope, id);
  if (!definition) throw new KnownErrors.PermissionNotFound({ permission_id: id });
  return definition;
}

/** Renames (`to`) or removes (`to` null) a permission in the project's default lists. */
function followInConfig(
  auth: ProjectAuth,
  scope: PermissionScope,
  from: string,
  to: string | null,
): void {
  const config = auth.project.config as unknown as Record<string, { id: string }[]>;
  for (const list of DEFAULT_LISTS[scope]) {
    const ids = (config[list] ?? []).map(({ id }) => (id === from ? to : id));
    config[list] = [...new Set(ids)].filter((id) => id !== null).map((id) => ({ id }));
  }
}

/** The admin's routes of one scope's permission definitions. */
function registerScope(
  api: Hono<AppEnv>,
  services: EmulatorServices,
  scope: PermissionScope,
): void {
  const { permissions } = services.store;
  const path = `/${scope}-permission-definitions`;

  api.get(path, (c) => {
    const auth = requireAccess(c, "admin");
    const items = permissions.definitions(auth.project.id, scope).map(permissionDefinitionJson);
    return json(c, { items, is_paginated: false });
  });

  api.post(path, async (c) => {
    const auth = requireAccess(c, "admin");
    const body = await readBody(c, BODIES[scope].create);
    checkIdFree(services, auth, body.id);
    const contained = [...new Set(body.contained_permission_ids ?? [])];
    checkContained(services, auth, scope, contained);
    const definition = {
      id: body.id,
      description: body.description ?? null,
      containedPermissionIds: contained,
    };
    permissions.create(auth.project.id, scope, definition);
    return json(c, permissionDefinitionJson(definition), 201);
  });

  api.patch(`${path}/:permission_id`, async (c) => {
    const auth = requireAccess(c, "admin");
    const { permission_id } = readParams(c, paramsSchema);
    const body = await readBody(c, BODIES[scope].update);
    const current = requireCustom(services, auth, scope, permission_id);
    const id = body.id ?? current.id;
    if (id !== current.id) checkIdFree(services, auth, id);
    const contained = [...new Set(body.contained_permission_ids ?? current.containedPermissionIds)];
    checkContained(services, auth, scope, contained);
    const definition = {
      id,
      description: body.description === undefined ? current.description : body.description,
      containedPermissionIds: contained,
    };
    permissions.replace(auth.project.id, scope, current.id, definition);
    if (id !== current.id) followInConfig(auth, scope, current.id, id);
    return json(c, permissionDefinitionJson(definition));
  });

  api.delete(`${path}/:permission_id`, async (c) => {
    const auth = requireAccess(c, "admin");
    const { permission_id } = readParams(c, paramsSchema);
    await readBody(c, emptyBodySchema);
    requireCustom(services, auth, scope, permission_id);
    permissions.delete(auth.project.id, scope, permission_id);
    followInConfig(auth, scope, permission_id, null);
    return json(c, { success: true });
  });
}

/**
 * Permission definitions (WIRE.md section 9), admin only: what each team or project permission
 * contains. The system team permissions are listed but cannot change.
 */
export function registerPermissionDefinitionRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
): void {
  registerScope(api, services, "team");
  registerScope(api, services, "project");
}
