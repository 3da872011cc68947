/** Projects: their keys, settings and config. */

import type { ProjectConfig } from "../config/project-config.js";
import {
  type ConfigOverrides,
  initialConfigOverrides,
  resolveProjectSettings,
} from "../config/resolve-config.js";
import { Tables } from "./tables.js";

export type {
  DomainConfig,
  EmailConfig,
  OAuthAccountMergeStrategy,
  OAuthProviderConfig,
  ProjectConfig,
} from "../config/project-config.js";

/** The three keys of a project. */
export interface ProjectKeys {
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
}

export interface ProjectRecord {
  id: string;
  displayName: string;
  description: string;
  createdAtMillis: number;
  isProductionMode: boolean;
  /** Set by an owner at creation; the emulator treats every project the same. */
  isDevelopmentEnvironment: boolean;
  /** Where the dashboard's onboarding stands; the admin writes it, the service keeps it. */
  onboardingStatus: string;
  logoUrl: string | null;
  logoFullUrl: string | null;
  logoDarkModeUrl: string | null;
  logoFullDarkModeUrl: string | null;
  /** Users of the `internal` project who manage this project (admin access tokens). */
  ownerUserIds: Set<string>;
  /** The team that owns the project, as its creator named it (teams are not checked here). */
  ownerTeamId: string | null;
  keys: ProjectKeys;
  /**
   * When false, client requests may omit the publishable key (`__stack_public_client__`). Worked
   * out from the overrides, as `config` is.
   */
  requirePublishableClientKey: boolean;
  /** The project's config overrides by level: where its settings are kept. */
  configOverrides: ConfigOverrides;
  config: ProjectConfig;
}

/** What creating a project takes; everything but the id and keys has a default. */
export interface NewProject {
  id: string;
  displayName: string;
  keys: ProjectKeys;
  description?: string;
  ownerUserIds?: Iterable<string>;
  ownerTeamId?: string | null;
  /** Default true; projects created by their owners need no publishable key. */
  requirePublishableClientKey?: boolean;
  config?: Partial<ProjectConfig>;
}

/** The id of the service's default e-mail theme ("Default Light"), a new project's `email_theme`. */
export const DEFAULT_EMAIL_THEME_ID = "1df07ae6-abf3-4a40-83a5-a1a2cbe336ac";

/**
 * The e-mail themes every project has, as on the service: "Default Light" and "Default Dark", by
 * their ids, and by the names older versions of the service used (`default-light`,
 * `default-dark`).
 */
export const EMAIL_THEME_IDS: readonly string[] = Object.freeze([
  DEFAULT_EMAIL_THEME_ID,
  "a0172b5d-cff0-463b-83bb-85124697373a",
  "default-light",
  "default-dark",
]);

/** The config a new project starts with. */
export function defaultProjectConfig(): ProjectConfig {
  return {
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
    create_team_on_sign_up: false,
    oauth_account_merge_strategy: "link_method",
    domains: [],
    oauth_providers: [],
    email_config: { type: "shared" },
    email_theme: DEFAULT_EMAIL_THEME_ID,
    team_creator_default_permissions: [{ id: "team_admin" }],
    team_member_default_permissions: [{ id: "team_member" }],
    user_default_permissions: [],
    require_email_verification: false,
  };
}

/** The projects of one emulator. */
export class ProjectStore {
  readonly #projects: Map<string, ProjectRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#projects = tables.map("projects");
  }

  get(id: string): ProjectRecord | undefined {
    return this.#projects.get(id);
  }

  create(input: NewProject, now = this.#now()): ProjectRecord {
    if (this.#projects.has(input.id)) throw new TypeError(`Project ${input.id} already exists.`);
    const configOverrides = initialConfigOverrides(
      { ...defaultProjectConfig(), ...input.config },
      input.requirePublishableClientKey ?? true,
    );
    const record: ProjectRecord = {
      id: input.id,
      displayName: input.displayName,
      description: input.description ?? "",
      createdAtMillis: now,
      isProductionMode: false,
      isDevelopmentEnvironment: false,
      onboardingStatus: "completed",
      logoUrl: null,
      logoFullUrl: null,
      logoDarkModeUrl: null,
      logoFullDarkModeUrl: null,
      ownerUserIds: new Set(input.ownerUserIds ?? []),
      ownerTeamId: input.ownerTeamId ?? null,
      keys: { ...input.keys },
      configOverrides,
      ...resolveProjectSettings(configOverrides),
    };
    this.#projects.set(record.id, record);
    return record;
  }

  delete(id: string): boolean {
    return this.#projects.delete(id);
  }

  list(): ProjectRecord[] {
    return [...this.#projects.values()];
  }

  /** Removes a user from the owners of every project (the user was deleted). */
  forgetOwner(userId: string): void {
    for (const project of this.#projects.values()) {
      if (project.ownerUserIds.delete(userId)) this.#projects.set(project.id, project);
    }
  }
}
