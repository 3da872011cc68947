import * as v from "valibot";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import {
  permissionDefinitionJsonSchema,
  projectPermissionJsonSchema,
  teamPermissionJsonSchema,
} from "./wire.js";

// One function per permission endpoint (WIRE.md sections 6 and 9).

/** Team or project scope. */
export type PermissionScope = "team" | "project";

const successSchema = v.looseObject({ success: v.optional(v.boolean()) });
const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join("/")}`;

/** `GET /team-permissions` or `GET /project-permissions`. */
export function listPermissionsJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  query: { user_id?: string; team_id?: string; recursive?: boolean; permission_id?: string },
) {
  return query.team_id === undefined
    ? http.request(
        "/project-permissions",
        { session, query },
        listJsonSchema(projectPermissionJsonSchema),
      )
    : http.request(
        "/team-permissions",
        { session, query },
        listJsonSchema(teamPermissionJsonSchema),
      );
}

/** `GET /team-permissions?team_id=` for every member of a team (server). */
export function listTeamMemberPermissionsJson(
  http: HttpClient,
  teamId: string,
  recursive: boolean,
) {
  return http.request(
    "/team-permissions",
    { query: { team_id: teamId, recursive } },
    listJsonSchema(teamPermissionJsonSchema),
  );
}

/** `POST` (grant) or `DELETE` (revoke) a team permission (`teamId`) or a project permission. */
export async function changeGrantJson(
  http: HttpClient,
  method: "POST" | "DELETE",
  target: { userId: string; teamId?: string | undefined },
  permissionId: string,
): Promise<void> {
  const url =
    target.teamId === undefined
      ? path("project-permissions", target.userId, permissionId)
      : path("team-permissions", target.teamId, target.userId, permissionId);
  await http.request(url, { method }, v.unknown());
}

/** `GET /{scope}-permission-definitions` (admin). */
export function listDefinitionsJson(http: HttpClient, scope: PermissionScope) {
  return http.request(
    `/${scope}-permission-definitions`,
    {},
    listJsonSchema(permissionDefinitionJsonSchema),
  );
}

/** `POST /{scope}-permission-definitions` (admin). */
export function createDefinitionJson(
  http: HttpClient,
  scope: PermissionScope,
  body: Record<string, unknown>,
) {
  return http.request(
    `/${scope}-permission-definitions`,
    { method: "POST", body },
    permissionDefinitionJsonSchema,
  );
}

/** `PATCH /{scope}-permission-definitions/{id}` (admin). */
export function updateDefinitionJson(
  http: HttpClient,
  scope: PermissionScope,
  permissionId: string,
  body: Record<string, unknown>,
) {
  return http.request(
    path(`${scope}-permission-definitions`, permissionId),
    { method: "PATCH", body },
    permissionDefinitionJsonSchema,
  );
}

/** `DELETE /{scope}-permission-definitions/{id}` (admin). */
export async function deleteDefinitionJson(
  http: HttpClient,
  scope: PermissionScope,
  permissionId: string,
): Promise<void> {
  await http.request(
    path(`${scope}-permission-definitions`, permissionId),
    { method: "DELETE" },
    successSchema,
  );
}
