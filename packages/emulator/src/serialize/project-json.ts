import type { AdminProjectJson, ClientProjectJson } from "@app/core/internal";
import type { ProjectRecord } from "../store/project-store.js";

/** The project as any client reads it (`GET /projects/current`). */
export function clientProjectJson(project: ProjectRecord) {
  const config = project.config;
  return {
    id: project.id,
    display_name: project.displayName,
    config: {
      sign_up_enabled: config.sign_up_enabled,
      credential_enabled: config.credential_enabled,
      magic_link_enabled: config.magic_link_enabled,
      passkey_enabled: config.passkey_enabled,
      client_team_creation_enabled: config.client_team_creation_enabled,
      client_user_deletion_enabled: config.client_user_deletion_enabled,
      allow_user_api_keys: config.allow_user_api_keys,
      allow_team_api_keys: config.allow_team_api_keys,
      enabled_oauth_providers: enabledOAuthProviders(project),
      domains: config.domains.map((domain) => ({ ...domain })),
    },
  } satisfies ClientProjectJson;
}

/**
 * The project as an admin reads it (`GET /internal/projects/current`), in the shape of the
 * service at the version its e2e suite pins: no user count, no config id and no
 * `is_development_environment`; `email_theme` a theme id; `oauth_providers` the enabled providers
 * only, each with its `provider_config_id` and no `enabled` (a provider left out of an update stays
 * stored, off, and comes back when listed again).
 */
export function adminProjectJson(project: ProjectRecord) {
  const config = project.config;
  return {
    id: project.id,
    display_name: project.displayName,
    description: project.description,
    logo_url: project.logoUrl,
    logo_full_url: project.logoFullUrl,
    logo_dark_mode_url: project.logoDarkModeUrl,
    logo_full_dark_mode_url: project.logoFullDarkModeUrl,
    created_at_millis: project.createdAtMillis,
    is_production_mode: project.isProductionMode,
    owner_team_id: project.ownerTeamId,
    onboarding_status: project.onboardingStatus,
    config: {
      ...clientProjectJson(project).config,
      allow_localhost: config.allow_localhost,
      oauth_providers: config.oauth_providers
        .filter((provider) => provider.enabled)
        .map(({ enabled: _enabled, ...provider }) => ({
          ...provider,
          provider_config_id: provider.id,
        })),
      domains: config.domains.map((domain) => ({ ...domain })),
      email_config: { ...config.email_config },
      email_theme: config.email_theme,
      create_team_on_sign_up: config.create_team_on_sign_up,
      team_creator_default_permissions: config.team_creator_default_permissions.map(copy),
      team_member_default_permissions: config.team_member_default_permissions.map(copy),
      user_default_permissions: config.user_default_permissions.map(copy),
      oauth_account_merge_strategy: config.oauth_account_merge_strategy,
    },
  } satisfies AdminProjectJson;
}

function enabledOAuthProviders(project: ProjectRecord): { id: string }[] {
  return project.config.oauth_providers.filter((p) => p.enabled).map((p) => ({ id: p.id }));
}

function copy(permission: { id: string }): { id: string } {
  return { id: permission.id };
}
