import type { ConfigOverride, ConfigValue } from "./check-override.js";
import type { ConfigObject } from "./merge-override.js";
import type {
  DomainConfig,
  EmailConfig,
  OAuthAccountMergeStrategy,
  OAuthProviderConfig,
  ProjectConfig,
} from "./project-config.js";

// The one table between the two forms of a project's settings: the project JSON's `config`
// (snake_case, `PATCH /internal/projects/current`), and the config's keys (`auth.allowSignUp`,
// the config-override API). Both directions read it, so the two cannot drift apart.

/** The settings that are one value in both forms: wire name → config key. */
const SCALAR_KEYS = {
  sign_up_enabled: "auth.allowSignUp",
  credential_enabled: "auth.password.allowSignIn",
  magic_link_enabled: "auth.otp.allowSignIn",
  passkey_enabled: "auth.passkey.allowSignIn",
  client_team_creation_enabled: "teams.allowClientTeamCreation",
  client_user_deletion_enabled: "users.allowClientUserDeletion",
  allow_user_api_keys: "apiKeys.enabled.user",
  allow_team_api_keys: "apiKeys.enabled.team",
  allow_localhost: "domains.allowLocalhost",
  create_team_on_sign_up: "teams.createPersonalTeamOnSignUp",
  oauth_account_merge_strategy: "auth.oauth.accountMergeStrategy",
  email_theme: "emails.selectedThemeId",
  require_email_verification: "onboarding.requireEmailVerification",
} as const satisfies Partial<Record<keyof ProjectConfig, string>>;

/** The default permission lists, each a set of permission ids in the config. */
const PERMISSION_KEYS = {
  team_creator_default_permissions: "rbac.defaultPermissions.teamCreator",
  team_member_default_permissions: "rbac.defaultPermissions.teamMember",
  user_default_permissions: "rbac.defaultPermissions.signUp",
} as const satisfies Partial<Record<keyof ProjectConfig, string>>;

const DOMAINS_KEY = "domains.trustedDomains";
const PROVIDERS_KEY = "auth.oauth.providers";
const EMAIL_SERVER_KEY = "emails.server";

function at(config: ConfigObject, key: string): ConfigValue | undefined {
  let current: ConfigValue | undefined = config;
  for (const part of key.split(".")) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return undefined;
    current = current[part];
  }
  return current;
}

function entries(config: ConfigObject, key: string): [string, ConfigObject][] {
  const record = at(config, key);
  if (typeof record !== "object" || record === null || Array.isArray(record)) return [];
  return Object.entries(record).filter(
    (entry): entry is [string, ConfigObject] =>
      typeof entry[1] === "object" && entry[1] !== null && !Array.isArray(entry[1]),
  );
}

/** The ids a permission set (`{ team_admin: true }`) grants, as the project JSON lists them. */
function grantedIds(config: ConfigObject, key: string): { id: string }[] {
  const set = at(config, key);
  if (typeof set !== "object" || set === null || Array.isArray(set)) return [];
  return Object.entries(set)
    .filter(([, granted]) => granted === true)
    .map(([id]) => ({ id }));
}

const text = (value: ConfigValue | undefined) => (typeof value === "string" ? value : undefined);

function providerFromConfig(provider: ConfigObject): OAuthProviderConfig {
  const standard = provider.isShared === false;
  const config: OAuthProviderConfig = {
    id: provider.type as string,
    type: standard ? "standard" : "shared",
    enabled: provider.allowSignIn === true,
  };
  if (!standard) return config;
  const fields = [
    ["client_id", provider.clientId],
    ["client_secret", provider.clientSecret],
    ["facebook_config_id", provider.facebookConfigId],
    ["microsoft_tenant_id", provider.microsoftTenantId],
  ] as const;
  for (const [name, value] of fields) if (text(value)) config[name] = value as string;
  return config;
}

function emailConfigFromConfig(server: ConfigValue | undefined): EmailConfig {
  const s = (typeof server === "object" && server !== null ? server : {}) as ConfigObject;
  if (s.isShared !== false) return { type: "shared" };
  return {
    type: "standard",
    host: text(s.host) ?? "",
    port: typeof s.port === "number" ? s.port : 0,
    username: text(s.username) ?? "",
    password: text(s.password) ?? "",
    sender_name: text(s.senderName) ?? "",
    sender_email: text(s.senderEmail) ?? "",
  };
}

/**
 * The project JSON's `config` of an effective config (the config with its defaults). Providers
 * without a `type` are left out, as the service leaves them out; so are domains without a URL.
 *
 * @example
 * ```ts
 * legacyConfigOf(renderConfig(project.configOverrides)).sign_up_enabled; // true
 * ```
 */
export function legacyConfigOf(config: ConfigObject): ProjectConfig {
  const scalars = Object.fromEntries(
    Object.entries(SCALAR_KEYS).map(([wireName, key]) => [wireName, at(config, key)]),
  ) as Pick<ProjectConfig, keyof typeof SCALAR_KEYS>;
  const permissions = Object.fromEntries(
    Object.entries(PERMISSION_KEYS).map(([wireName, key]) => [wireName, grantedIds(config, key)]),
  ) as Pick<ProjectConfig, keyof typeof PERMISSION_KEYS>;
  const domains: DomainConfig[] = entries(config, DOMAINS_KEY)
    .filter(([, domain]) => typeof domain.baseUrl === "string")
    .map(([, domain]) => ({
      domain: domain.baseUrl as string,
      handler_path: text(domain.handlerPath) ?? "/handler",
    }));
  const providers = entries(config, PROVIDERS_KEY)
    .filter(([, provider]) => typeof provider.type === "string")
    .map(([, provider]) => providerFromConfig(provider));
  return {
    ...scalars,
    oauth_account_merge_strategy: scalars.oauth_account_merge_strategy as OAuthAccountMergeStrategy,
    ...permissions,
    domains,
    oauth_providers: providers,
    email_config: emailConfigFromConfig(at(config, EMAIL_SERVER_KEY)),
  };
}

function providerToConfig(provider: OAuthProviderConfig): ConfigObject {
  const entry: ConfigObject = {
    type: provider.id,
    isShared: provider.type === "shared",
    allowSignIn: provider.enabled,
    allowConnectedAccounts: provider.enabled,
  };
  if (provider.client_id) entry.clientId = provider.client_id;
  if (provider.client_secret) entry.clientSecret = provider.client_secret;
  if (provider.facebook_config_id) entry.facebookConfigId = provider.facebook_config_id;
  if (provider.microsoft_tenant_id) entry.microsoftTenantId = provider.microsoft_tenant_id;
  return entry;
}

function emailConfigToConfig(email: EmailConfig): ConfigObject {
  if (email.type === "shared") return { isShared: true };
  return {
    isShared: false,
    provider: "smtp",
    host: email.host,
    port: email.port,
    username: email.username,
    password: email.password,
    senderName: email.sender_name,
    senderEmail: email.sender_email,
  };
}

/**
 * The config override that sets what `config` (part of the project JSON's `config`) sets. A list
 * replaces the whole record: trusted domains get the ids `"0"`, `"1"`…, providers their own ids.
 *
 * @example
 * ```ts
 * legacyConfigToOverride({ sign_up_enabled: false }); // { "auth.allowSignUp": false }
 * ```
 */
export function legacyConfigToOverride(config: Partial<ProjectConfig>): ConfigOverride {
  const override: ConfigOverride = {};
  for (const [wireName, key] of Object.entries(SCALAR_KEYS)) {
    const value = config[wireName as keyof typeof SCALAR_KEYS];
    if (value !== undefined) override[key] = value;
  }
  for (const [wireName, key] of Object.entries(PERMISSION_KEYS)) {
    const list = config[wireName as keyof typeof PERMISSION_KEYS];
    if (list !== undefined) override[key] = Object.fromEntries(list.map(({ id }) => [id, true]));
  }
  if (config.domains !== undefined) {
    override[DOMAINS_KEY] = Object.fromEntries(
      config.domains.map((d, index) => [
        String(index),
        { baseUrl: d.domain, handlerPath: d.handler_path },
      ]),
    );
  }
  if (config.oauth_providers !== undefined) {
    override[PROVIDERS_KEY] = Object.fromEntries(
      config.oauth_providers.map((provider) => [provider.id, providerToConfig(provider)]),
    );
  }
  if (config.email_config !== undefined) {
    override[EMAIL_SERVER_KEY] = emailConfigToConfig(config.email_config);
  }
  return override;
}
