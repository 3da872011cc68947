// @app/core/admin: the admin app. Never import this entry from browser code.

export { StackAdminApp, type StackAdminAppOptions } from "./apps/admin-app.js";
export type {
  InternalApiKey,
  InternalApiKeyBase,
  InternalApiKeyCreateOptions,
  InternalApiKeyFirstView,
} from "./resources/api-keys/internal-api-key.js";
export type {
  AdminProject,
  AdminProjectConfig,
  AdminProjectUpdate,
  OAuthProviderConfig,
  TrustedDomain,
} from "./resources/projects/admin-project.js";
