// @app/core/admin: the admin app. Never import this entry from browser code (an app built from a
// project owner's session, `user.listOwnedProjects()`, is the exception: it holds no secret).

import type { StackAdminApp } from "./apps/admin-app.js";
import { provideAdminModule } from "./apps/admin-module.js";

// The projects a user owns come with admin apps (`user.listOwnedProjects()`). The apps below the
// admin app cannot import it, so it is passed in here (apps/admin-module.ts): its module, a lazy
// chunk in a browser bundle (package.json lists this entry as a side effect, so that bundlers keep
// the call), and its type (apps/public-types.ts).
provideAdminModule(() => import("./apps/admin-app.js"));
declare global {
  interface AppCoreTypes {
    adminApp(): StackAdminApp;
  }
}

export {
  type ProjectOwnerSession,
  StackAdminApp,
  /** The reference SDK's newer name of {@link StackAdminApp}. */
  StackAdminApp as HexclaveAdminApp,
  type StackAdminAppOptions,
} from "./apps/admin-app.js";
export type { AdminOwnedProject } from "./apps/public-types.js";
export type {
  InternalApiKey,
  InternalApiKeyBase,
  InternalApiKeyCreateOptions,
  InternalApiKeyFirstView,
} from "./resources/api-keys/internal-api-key.js";
export type {
  AdminEmailTemplate,
  AdminEmailTemplateUpdateOptions,
  EmailTemplateType,
} from "./resources/email-templates/email-template.js";
export type { SendTestEmailOptions } from "./resources/emails/admin.js";
export type { AdminSentEmail } from "./resources/emails/sent-email.js";
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
  AdminEmailConfig,
  AdminProject,
  AdminProjectConfig,
  AdminProjectConfigUpdate,
  AdminProjectCreateOptions,
  AdminProjectUpdate,
  EmailServerConfig,
  OAuthProviderConfig,
  OAuthProviderConfigUpdate,
  TrustedDomain,
} from "./resources/projects/admin-project.js";
export type {
  CompleteConfig,
  ConfigEmailServer,
  ConfigOAuthProvider,
  ConfigOverride,
  ConfigPermissionSet,
  ConfigTrustedDomain,
  OverrideEntry,
  OverrideValue,
} from "./resources/projects/config-shape.js";
export type { AdminMetrics } from "./resources/projects/metrics.js";
export type { ProductionModeError } from "./resources/projects/production-mode.js";
