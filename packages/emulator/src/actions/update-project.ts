import { legacyConfigToOverride } from "../config/legacy-config.js";
import { applyConfigOverride } from "../config/resolve-config.js";
import { schemaError } from "../http/validate.js";
import type { OAuthProviderUpdate, ProjectUpdate } from "../schemas/project-update.js";
import { UNSAFE_KEYS } from "../schemas/unsafe-keys.js";
import type { OAuthProviderConfig, ProjectConfig, ProjectRecord } from "../store/project-store.js";

/**
 * Applies a checked admin change to a project. Lists in `config` replace the old lists, except
 * OAuth providers: one left out of a new list stays, switched off (`enabled: false`), keeping its
 * settings, as on the service. The config change is written as the environment's config override
 * (what `PATCH /internal/config/override/environment` writes), so both routes keep one state.
 */
export function updateProject(project: ProjectRecord, update: ProjectUpdate): ProjectRecord {
  checkConfigKeys(update.config);
  if (update.display_name !== undefined) project.displayName = update.display_name;
  if (update.description !== undefined) project.description = update.description ?? "";
  if (update.is_production_mode !== undefined) project.isProductionMode = update.is_production_mode;
  if (update.onboarding_status !== undefined) project.onboardingStatus = update.onboarding_status;
  if (update.logo_url !== undefined) project.logoUrl = update.logo_url;
  if (update.logo_full_url !== undefined) project.logoFullUrl = update.logo_full_url;
  if (update.logo_dark_mode_url !== undefined) project.logoDarkModeUrl = update.logo_dark_mode_url;
  if (update.logo_full_dark_mode_url !== undefined) {
    project.logoFullDarkModeUrl = update.logo_full_dark_mode_url;
  }
  if (update.config === undefined) return project;
  const { oauth_providers: providers, ...scalars } = update.config;
  const config: Partial<ProjectConfig> = Object.fromEntries(
    Object.entries(scalars).filter(([, value]) => value !== undefined),
  );
  if (providers !== undefined) {
    const listed = providers.map(toProviderConfig);
    const dropped = project.config.oauth_providers
      .filter((old) => !listed.some((provider) => provider.id === old.id))
      .map((old) => ({ ...old, enabled: false }));
    config.oauth_providers = [...listed, ...dropped];
  }
  applyConfigOverride(project, "environment", legacyConfigToOverride(config));
  return project;
}

function toProviderConfig(provider: OAuthProviderUpdate): OAuthProviderConfig {
  const config: OAuthProviderConfig = {
    id: provider.id,
    type: provider.type,
    enabled: provider.enabled ?? true,
  };
  if (provider.type === "standard") {
    if (provider.client_id) config.client_id = provider.client_id;
    if (provider.client_secret) config.client_secret = provider.client_secret;
    if (provider.facebook_config_id) config.facebook_config_id = provider.facebook_config_id;
    if (provider.microsoft_tenant_id) config.microsoft_tenant_id = provider.microsoft_tenant_id;
  }
  return config;
}

/** The permission lists of a project's `config`, whose ids become keys of its config. */
const PERMISSION_LISTS = [
  "team_creator_default_permissions",
  "team_member_default_permissions",
  "user_default_permissions",
] as const;

/**
 * Throws SCHEMA_ERROR naming the field when a permission id of `config` is `__proto__`,
 * `constructor` or `prototype`: each id becomes a key of the project's config, where such a key
 * could reach the prototype chain. Called before anything changes.
 */
export function checkConfigKeys(config: ProjectUpdate["config"]): void {
  for (const list of PERMISSION_LISTS) {
    config?.[list]?.forEach(({ id }, index) => {
      if (UNSAFE_KEYS.has(id)) {
        schemaError(
          `body.config.${list}[${index}].id`,
          `${JSON.stringify(id)} may not be a permission id (${[...UNSAFE_KEYS].join(", ")} are refused)`,
        );
      }
    });
  }
}
