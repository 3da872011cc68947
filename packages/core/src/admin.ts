// @app/core/admin: the admin app. Never import this entry from browser code.

export { StackAdminApp, type StackAdminAppOptions } from "./apps/admin-app.js";
export type {
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
  AdminProjectPermission,
  AdminProjectPermissionDefinition,
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
} from "./resources/permissions/permission.js";
export type {
  AdminProject,
  AdminProjectConfig,
  AdminProjectUpdate,
  OAuthProviderConfig,
  TrustedDomain,
} from "./resources/projects/admin-project.js";
