import type { AdminProjectJson, EmailConfigJson, OAuthProviderConfigJson } from "./admin-wire.js";
import type { CompleteConfig, ConfigOverride } from "./config-shape.js";
import type { ProductionModeError } from "./production-mode.js";
import { type ClientProject, type ClientProjectConfig, clientProjectFromJson } from "./project.js";

/**
 * One OAuth provider as an admin configures it.
 *
 * @example
 * ```ts
 * const { config } = await adminApp.getProject();
 * const github = config.oauthProviders.find((provider) => provider.id === "github");
 * ```
 */
export interface OAuthProviderConfig {
  /** The provider's id, such as `"google"` or `"github"`. */
  id: string;
  /** `shared` uses the service's development keys; `standard` your own. */
  type: "shared" | "standard";
  /** A provider switched off keeps its settings and stays listed, with `enabled: false`. */
  enabled: boolean;
  /** Your OAuth client id at the provider (`standard` only). */
  clientId?: string | undefined;
  /** Your OAuth client secret at the provider (`standard` only). */
  clientSecret?: string | undefined;
  /** Facebook's configuration id for Facebook Login for Business, if you use it. */
  facebookConfigId?: string | undefined;
  /** The Microsoft Entra tenant to sign in with, if not the common one. */
  microsoftTenantId?: string | undefined;
}

/**
 * An OAuth provider in an update: `enabled` defaults to true.
 *
 * @example
 * ```ts
 * await project.update({ config: { oauthProviders: [{ id: "github", type: "shared" }] } });
 * ```
 */
export type OAuthProviderConfigUpdate = Omit<OAuthProviderConfig, "enabled"> & {
  /** Whether the provider is on (default true). */
  enabled?: boolean;
};

/**
 * A trusted domain and the handler path on it.
 *
 * @example
 * ```ts
 * await project.update({ config: { domains: [{ domain: "https://app.example.com", handlerPath: "/handler" }] } });
 * ```
 */
export interface TrustedDomain {
  /** The domain's base URL, such as `"https://app.example.com"`. */
  domain: string;
  /** The path of the handler pages on that domain, such as `"/handler"`. */
  handlerPath: string;
}

/**
 * The SMTP server of a project that sends e-mail through its own server.
 *
 * @example
 * ```ts
 * const server: EmailServerConfig = { host: "smtp.example.com", port: 587, username: "mailer", password, senderName: "Shop", senderEmail: "no-reply@example.com" };
 * ```
 */
export interface EmailServerConfig {
  /** The SMTP server's host name. */
  host: string;
  /** The SMTP server's port. */
  port: number;
  /** The user name to log in to the SMTP server with. */
  username: string;
  /** The password to log in to the SMTP server with. */
  password: string;
  /** The name the e-mails come from. */
  senderName: string;
  /** The address the e-mails come from. */
  senderEmail: string;
}

/**
 * How the project sends e-mail: the service's shared server, or its own.
 *
 * @example
 * ```ts
 * const config: AdminEmailConfig = { type: "shared" };
 * ```
 */
export type AdminEmailConfig =
  | {
      /** The service's shared server. */
      type: "shared";
    }
  | ({
      /** The project's own SMTP server. */
      type: "standard";
    } & EmailServerConfig);

/**
 * The project settings only an admin sees.
 *
 * @example
 * ```ts
 * const { config } = await adminApp.getProject();
 * console.log(config.allowLocalhost, config.domains);
 * ```
 */
export interface AdminProjectConfig extends ClientProjectConfig {
  /** The config's own id, when the service reports one (older services did; the current one does not). */
  id?: string | undefined;
  /** Whether sign-in works from `localhost` pages (for development). */
  allowLocalhost: boolean;
  /** What signing in with an OAuth account whose e-mail address another user has does: link it to that user, refuse it, or create a second user. */
  oauthAccountMergeStrategy: "link_method" | "raise_error" | "allow_duplicates";
  /** Whether each new user gets a team of their own. */
  createTeamOnSignUp: boolean;
  /** The permissions a team's creator gets in it. */
  teamCreatorDefaultPermissions: {
    /** The permission's id. */
    id: string;
  }[];
  /** The permissions a new team member gets. */
  teamMemberDefaultPermissions: {
    /** The permission's id. */
    id: string;
  }[];
  /** The project permissions a new user gets. */
  userDefaultPermissions: {
    /** The permission's id. */
    id: string;
  }[];
  /** The trusted domains whose pages may sign users in. */
  domains: TrustedDomain[];
  /** The OAuth providers set up for the project, enabled or not. */
  oauthProviders: OAuthProviderConfig[];
  /** How the project sends e-mail; absent when the service does not say. */
  emailConfig?: AdminEmailConfig | undefined;
  /** The id of the theme of the project's e-mails (default `"default-light"`). */
  emailTheme: string;
}

/**
 * The project as an admin sees it, with the actions an admin may take on it.
 *
 * @example
 * ```ts
 * const project = await adminApp.getProject();
 * await project.update({ description: "The online shop" });
 * ```
 */
export interface AdminProject extends ClientProject {
  /** The project's description; null when it has none. */
  description: string | null;
  /** When the project was created. */
  createdAt: Date;
  /** The number of users, where the service reports it (older services did); 0 otherwise. */
  userCount: number;
  /** Whether the project is in production mode (see `getProductionModeErrors()`). */
  isProductionMode: boolean;
  /** Whether the project is a development environment. */
  isDevelopmentEnvironment: boolean;
  /** The id of the team that owns the project; null when no team does. */
  ownerTeamId: string | null;
  /** Where the project's set-up stands in the dashboard's onboarding (`"completed"` when done). */
  onboardingStatus: string;
  /** The URL of the project's square logo. */
  logoUrl: string | null | undefined;
  /** The URL of the project's full logo (with its name). */
  logoFullUrl: string | null | undefined;
  /** The URL of the square logo for dark mode. */
  logoDarkModeUrl: string | null | undefined;
  /** The URL of the full logo for dark mode. */
  logoFullDarkModeUrl: string | null | undefined;
  /** The project's settings. */
  config: AdminProjectConfig;
  /** Changes the project; see {@link AdminProjectUpdate}. */
  update(patch: AdminProjectUpdate): Promise<void>;
  /** Deletes the project: its users, sessions and keys stop working at once. */
  delete(): Promise<void>;
  /**
   * What keeps the project from production mode (see SPEC's production checks); `[]` if none.
   * Read from the project as it is now (cached), so it follows `update()`.
   */
  getProductionModeErrors(): Promise<ProductionModeError[]>;
  /**
   * The project's effective config, every default filled in (`GET /internal/config`): the
   * settings of `config` and those it does not show, such as
   * `onboarding.requireEmailVerification`. Cached until the project changes.
   *
   * @example
   * ```ts
   * const config = await project.getConfig();
   * if (!config.auth.allowSignUp) console.log("sign-up is closed");
   * ```
   */
  getConfig(): Promise<CompleteConfig>;
  /**
   * Changes the project's config by writing `config` over its environment's config override:
   * keys are dotted paths (`"auth.allowSignUp"`) or sections (`auth`); each replaces what was
   * written at it and below it before, so `{ auth: { … } }` resets the rest of `auth`, and `null`
   * resets a key to its default. An unknown key or a value of the wrong type is refused (the
   * service's message names it) and nothing changes. Every cached view of the project reloads.
   *
   * @example
   * ```ts
   * await project.updateConfig({
   *   "onboarding.requireEmailVerification": true,
   *   "domains.trustedDomains.production": { baseUrl: "https://app.example.com", handlerPath: "/handler" },
   * });
   * ```
   */
  updateConfig(config: ConfigOverride): Promise<void>;
}

/**
 * A project the signed-in user of the `internal` project owns, with an admin app of type `App` for
 * it: {@link AdminOwnedProject} is `AdminOwnedProjectOf<StackAdminApp>`. (The app's type is a
 * parameter so that the project's module needs no import of the app's; code that only passes owned
 * projects on takes `AdminOwnedProjectOf<unknown>`.)
 *
 * @example
 * ```ts
 * const names = (projects: AdminOwnedProjectOf<unknown>[]) => projects.map((p) => p.displayName);
 * ```
 */
export interface AdminOwnedProjectOf<App> extends AdminProject {
  /** An admin app for this project, authenticated by the owner's session (no keys). */
  readonly app: App;
}

/**
 * The config an admin may change; lists replace the old ones.
 *
 * @example
 * ```ts
 * const project = await adminApp.getProject();
 * await project.update({ config: { signUpEnabled: false } });
 * ```
 */
export type AdminProjectConfigUpdate = Partial<
  Omit<AdminProjectConfig, "id" | "oauthProviders" | "emailConfig">
> & {
  /** The OAuth providers, replacing the old list. */
  oauthProviders?: OAuthProviderConfigUpdate[];
  /** How the project sends e-mail. */
  emailConfig?: AdminEmailConfig;
};

/**
 * What an admin may change.
 *
 * @example
 * ```ts
 * const project = await adminApp.getProject();
 * await project.update({ displayName: "Shop", isProductionMode: true });
 * ```
 */
export interface AdminProjectUpdate {
  /** The project's new name. */
  displayName?: string;
  /** The project's description; null removes it. */
  description?: string | null;
  /** Turns production mode on or off. */
  isProductionMode?: boolean;
  /** Where the project's set-up stands in the dashboard's onboarding. */
  onboardingStatus?: string;
  /** The URL of the square logo; null removes it. */
  logoUrl?: string | null;
  /** The URL of the full logo; null removes it. */
  logoFullUrl?: string | null;
  /** The URL of the square logo for dark mode; null removes it. */
  logoDarkModeUrl?: string | null;
  /** The URL of the full logo for dark mode; null removes it. */
  logoFullDarkModeUrl?: string | null;
  /** Settings to change; those not given stay as they are. */
  config?: AdminProjectConfigUpdate;
}

/**
 * What creating a project takes (`user.createProject()` on the `internal` project).
 *
 * @example
 * ```ts
 * const project = await user.createProject({ displayName: "Shop", description: "The online shop" });
 * ```
 */
export interface AdminProjectCreateOptions extends Omit<AdminProjectUpdate, "displayName"> {
  /** The project's name. */
  displayName: string;
  /** The team that owns the project (a uuid); the creating user owns it in any case. */
  teamId?: string;
  /** Whether the project is a development environment. */
  isDevelopmentEnvironment?: boolean;
}

function providerFromJson(json: OAuthProviderConfigJson): OAuthProviderConfig {
  return {
    id: json.id,
    type: json.type,
    enabled: json.enabled ?? true,
    clientId: json.client_id ?? undefined,
    clientSecret: json.client_secret ?? undefined,
    facebookConfigId: json.facebook_config_id ?? undefined,
    microsoftTenantId: json.microsoft_tenant_id ?? undefined,
  };
}

function emailConfigFromJson(json: EmailConfigJson | undefined): AdminEmailConfig | undefined {
  if (json === undefined) return undefined;
  if (json.type !== "standard") return { type: "shared" };
  return {
    type: "standard",
    host: json.host ?? "",
    port: json.port ?? 0,
    username: json.username ?? "",
    password: json.password ?? "",
    senderName: json.sender_name ?? "",
    senderEmail: json.sender_email ?? "",
  };
}

/** The admin project's fields, without its actions (nor the hook twins `@app/react` adds). */
export type AdminProjectFields = Omit<
  AdminProject,
  | "update"
  | "delete"
  | "getProductionModeErrors"
  | "useProductionModeErrors"
  | "getConfig"
  | "useConfig"
  | "updateConfig"
>;

/** Maps the wire form of the admin project (without its actions). */
export function adminProjectFieldsFromJson(json: AdminProjectJson): AdminProjectFields {
  const client = clientProjectFromJson(json);
  const c = json.config;
  return {
    ...client,
    description: json.description,
    createdAt: new Date(json.created_at_millis),
    userCount: json.user_count ?? 0,
    isProductionMode: json.is_production_mode,
    isDevelopmentEnvironment: json.is_development_environment ?? false,
    ownerTeamId: json.owner_team_id ?? null,
    onboardingStatus: json.onboarding_status ?? "completed",
    logoUrl: json.logo_url,
    logoFullUrl: json.logo_full_url,
    logoDarkModeUrl: json.logo_dark_mode_url,
    logoFullDarkModeUrl: json.logo_full_dark_mode_url,
    config: {
      ...client.config,
      id: c.id,
      allowLocalhost: c.allow_localhost,
      oauthAccountMergeStrategy: c.oauth_account_merge_strategy,
      createTeamOnSignUp: c.create_team_on_sign_up,
      teamCreatorDefaultPermissions: c.team_creator_default_permissions.map(({ id }) => ({ id })),
      teamMemberDefaultPermissions: c.team_member_default_permissions.map(({ id }) => ({ id })),
      userDefaultPermissions: c.user_default_permissions.map(({ id }) => ({ id })),
      domains: c.domains.map((d) => ({ domain: d.domain, handlerPath: d.handler_path })),
      oauthProviders: c.oauth_providers.map(providerFromJson),
      emailConfig: emailConfigFromJson(c.email_config),
      emailTheme: c.email_theme ?? "default-light",
    },
  };
}
