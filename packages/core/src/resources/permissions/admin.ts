import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { toWire } from "../../schemas/to-wire.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import {
  PERMISSION_DEFINITION_CREATE_FIELDS,
  PERMISSION_DEFINITION_UPDATE_FIELDS,
  PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS,
} from "./admin-update.js";
import * as api from "./api.js";
import {
  type AdminPermissionDefinitionCreateOptions,
  type AdminPermissionDefinitionUpdateOptions,
  type AdminTeamPermission,
  type AdminTeamPermissionDefinition,
  permissionDefinitionFromJson,
} from "./permission.js";

// The admin's permission definitions, team and project scope.

/** Team or project scope. */
export type PermissionScope = api.PermissionScope;

const label = (scope: PermissionScope) => (scope === "team" ? "Team" : "Project");

/**
 * `adminApp.list{Team,Project}PermissionDefinitions()`: the permission definitions of a scope,
 * the system permissions included (each call asks the service; its hook reads the stored answer).
 */
export const definitionsQuery = (
  context: AppContext,
  scope: PermissionScope,
): Query<AdminTeamPermissionDefinition[]> => ({
  key: keys.permissionDefinitions(scope),
  load: async () => {
    const { items } = await api.listDefinitionsJson(context.http, scope);
    return items.map(permissionDefinitionFromJson);
  },
});

/** Defines a permission: an id, a description, and the permissions it contains. */
export async function createPermissionDefinition(
  context: AppContext,
  scope: PermissionScope,
  options: AdminPermissionDefinitionCreateOptions,
): Promise<AdminTeamPermission> {
  const method = `create${label(scope)}PermissionDefinition()`;
  if (typeof options?.id !== "string") {
    throw new TypeError(`${method}: id must be a string; got ${JSON.stringify(options?.id)}.`);
  }
  const json = await api.createDefinitionJson(
    context.http,
    scope,
    toWire(
      options,
      scope === "team"
        ? PERMISSION_DEFINITION_CREATE_FIELDS
        : PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS,
      method,
    ),
  );
  changed(context, "permissionDefinition.create", scope);
  return { id: json.id };
}

/** Changes what a permission contains or its description; holders' permissions follow. */
export async function updatePermissionDefinition(
  context: AppContext,
  scope: PermissionScope,
  permissionId: string,
  options: AdminPermissionDefinitionUpdateOptions,
): Promise<void> {
  const method = `update${label(scope)}PermissionDefinition()`;
  checkId(permissionId, method);
  await api.updateDefinitionJson(
    context.http,
    scope,
    permissionId,
    toWire(options, PERMISSION_DEFINITION_UPDATE_FIELDS, method),
  );
  changed(context, "permissionDefinition.update", scope);
}

/** Deletes a permission definition; nobody holds it any more. */
export async function deletePermissionDefinition(
  context: AppContext,
  scope: PermissionScope,
  permissionId: string,
): Promise<void> {
  checkId(permissionId, `delete${label(scope)}PermissionDefinition()`);
  await api.deleteDefinitionJson(context.http, scope, permissionId);
  changed(context, "permissionDefinition.delete", scope);
}

/** A permission id must be a string; its characters are the service's to judge. */
function checkId(permissionId: unknown, method: string): void {
  if (typeof permissionId !== "string" || permissionId === "") {
    throw new TypeError(
      `${method}: permissionId must be a non-empty string; got ${JSON.stringify(permissionId)}.`,
    );
  }
}
