import { UNSAFE_KEYS } from "../schemas/unsafe-keys.js";
import type { ConfigOverride } from "./check-override.js";
import { CONFIG_LEVELS, type ConfigLevel } from "./config-schema.js";
import { legacyConfigOf, legacyConfigToOverride } from "./legacy-config.js";
import { type ConfigObject, mergeOverride, normalizeOverride } from "./merge-override.js";
import type { ProjectConfig } from "./project-config.js";

// The one place where a project's settings are worked out. A project keeps its config overrides
// (one per level, as the service keeps them); its settings are the service's defaults with the
// overrides written over them, project, then branch, then environment. Every change to the
// settings (the config-override API, the admin's project update, a new project) goes through
// `applyConfigOverride`, which stores the override and works the settings out again, so the
// project JSON, `GET /internal/config` and what the routes do always agree.

/** A project's config overrides, by level. */
export type ConfigOverrides = Record<ConfigLevel, ConfigOverride>;

/** The service's defaults, for the keys of the config schema (`CONFIG_SCHEMA`). */
const CONFIG_DEFAULTS: ConfigObject = {
  sourceOfTruth: { type: "hosted" },
  project: { requirePublishableClientKey: false },
  rbac: { permissions: {}, defaultPermissions: { teamCreator: {}, teamMember: {}, signUp: {} } },
  teams: { createPersonalTeamOnSignUp: false, allowClientTeamCreation: false },
  users: { allowClientUserDeletion: false },
  onboarding: { requireEmailVerification: false },
  apiKeys: { enabled: { team: false, user: false } },
  apps: { installed: {} },
  domains: { allowLocalhost: false, trustedDomains: {} },
  auth: {
    allowSignUp: true,
    password: { allowSignIn: false },
    otp: { allowSignIn: false },
    passkey: { allowSignIn: false },
    oauth: { accountMergeStrategy: "link_method", providers: {} },
    signUpRules: {},
    signUpRulesDefaultAction: "allow",
  },
  emails: {
    selectedThemeId: "default-light",
    themes: {},
    templates: {},
    server: { isShared: true, provider: "smtp" },
  },
  payments: { blockNewPurchases: false, testMode: true, productLines: {}, products: {}, items: {} },
  dbSync: { externalDatabases: {} },
  dataVault: { stores: {} },
  analytics: { queryFolders: {} },
  customDashboards: {},
};

/** The defaults of each entry of a record, by the record's key. */
const ENTRY_DEFAULTS: readonly [path: string[], defaults: ConfigObject][] = [
  [
    ["auth", "oauth", "providers"],
    { isShared: true, allowSignIn: false, allowConnectedAccounts: false },
  ],
  [["domains", "trustedDomains"], { handlerPath: "/handler" }],
];

function isObject(value: unknown): value is ConfigObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `defaults` (changed in place) with `value` written over it, objects merged key by key. Only
 * own keys are read, and keys that could reach the prototype chain are skipped.
 */
function withDefaults(defaults: ConfigObject, value: ConfigObject): ConfigObject {
  for (const [key, inner] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const base = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    defaults[key] = isObject(base) && isObject(inner) ? withDefaults(base, inner) : inner;
  }
  return defaults;
}

function recordAt(config: ConfigObject, path: string[]): ConfigObject | undefined {
  let current: unknown = config;
  for (const part of path) {
    current = isObject(current) && Object.hasOwn(current, part) ? current[part] : undefined;
  }
  return isObject(current) ? current : undefined;
}

/**
 * The effective config of a project, as `GET /internal/config` answers it: the service's
 * defaults with every level's override written over them, in order. OAuth providers without a
 * `type` are left out, as the service leaves them out.
 *
 * @example
 * ```ts
 * renderConfig(project.configOverrides).onboarding; // { requireEmailVerification: false }
 * ```
 */
export function renderConfig(overrides: ConfigOverrides): ConfigObject {
  const combined = CONFIG_LEVELS.reduce<ConfigOverride>(
    (config, level) => mergeOverride(config, overrides[level]),
    {},
  );
  const config = withDefaults(structuredClone(CONFIG_DEFAULTS), normalizeOverride(combined));
  for (const [path, defaults] of ENTRY_DEFAULTS) {
    const record = recordAt(config, path);
    if (!record) continue;
    for (const [id, entry] of Object.entries(record)) {
      if (isObject(entry)) record[id] = withDefaults(structuredClone(defaults), entry);
      else delete record[id];
    }
  }
  const providers = recordAt(config, ["auth", "oauth", "providers"]) ?? {};
  for (const [id, provider] of Object.entries(providers)) {
    if (isObject(provider) && provider.type === undefined) delete providers[id];
  }
  return config;
}

/** What the rest of the emulator reads of a project's settings. */
export interface ProjectSettings {
  /** The settings in the form of the project JSON's `config` (plus what that JSON leaves out). */
  config: ProjectConfig;
  /** `project.requirePublishableClientKey`. */
  requirePublishableClientKey: boolean;
}

/**
 * A project as far as its config goes: its overrides, and the settings worked out from them. A
 * stored project (`ProjectRecord`) is one.
 *
 * @example
 * ```ts
 * const signUpOpen = (project: ConfiguredProject) => project.config.sign_up_enabled;
 * ```
 */
export interface ConfiguredProject extends ProjectSettings {
  /** The project's config overrides by level: where its settings are kept. */
  configOverrides: ConfigOverrides;
}

/**
 * A project's settings, worked out from its overrides.
 *
 * @example
 * ```ts
 * resolveProjectSettings(project.configOverrides).config.sign_up_enabled; // true
 * ```
 */
export function resolveProjectSettings(overrides: ConfigOverrides): ProjectSettings {
  const config = renderConfig(overrides);
  const project = recordAt(config, ["project"]);
  return {
    config: legacyConfigOf(config),
    requirePublishableClientKey: project?.requirePublishableClientKey === true,
  };
}

/**
 * The overrides a new project starts with: its whole starting config at the environment level,
 * and whether it requires a publishable client key at the project level.
 *
 * @example
 * ```ts
 * initialConfigOverrides(defaultProjectConfig(), true).project;
 * // { "project.requirePublishableClientKey": true }
 * ```
 */
export function initialConfigOverrides(
  config: ProjectConfig,
  requirePublishableClientKey: boolean,
): ConfigOverrides {
  return {
    project: requirePublishableClientKey ? { "project.requirePublishableClientKey": true } : {},
    branch: {},
    environment: legacyConfigToOverride(config),
  };
}

/**
 * The project's overrides. A project stored before overrides existed (an older data directory)
 * gets them from the settings it has.
 */
export function configOverridesOf(project: ConfiguredProject): ConfigOverrides {
  project.configOverrides ??= initialConfigOverrides(
    project.config,
    project.requirePublishableClientKey,
  );
  return project.configOverrides;
}

/**
 * Writes a checked `override` over the project's override at `level` (the keys it names replace
 * the old ones and what lies below them) and works its settings out again.
 *
 * @example
 * ```ts
 * applyConfigOverride(project, "environment", { "auth.allowSignUp": false });
 * project.config.sign_up_enabled; // false
 * ```
 */
export function applyConfigOverride(
  project: ConfiguredProject,
  level: ConfigLevel,
  override: ConfigOverride,
): void {
  const overrides = configOverridesOf(project);
  overrides[level] = mergeOverride(overrides[level], override);
  const settings = resolveProjectSettings(overrides);
  project.config = settings.config;
  project.requirePublishableClientKey = settings.requirePublishableClientKey;
}
