// The types of a project's config as the service's config-override API reads and writes it
// (`project.getConfig()`, `project.updateConfig()`): the nested, camelCase config, and the
// override that changes it, whose keys are dotted paths into that config; and the config written
// as code (`defineStackConfig`), which is such an override.

/**
 * One OAuth provider of the config (`auth.oauth.providers.<id>`).
 *
 * @example
 * ```ts
 * await project.updateConfig({ "auth.oauth.providers.github": { type: "github", isShared: true, allowSignIn: true, allowConnectedAccounts: true } });
 * ```
 */
export interface ConfigOAuthProvider {
  /** The provider (`github`, `google`…); a provider without one is not offered. */
  type?: string;
  /** Whether it signs in with the service's shared development keys. */
  isShared: boolean;
  /** Your OAuth client id at the provider (own keys only). */
  clientId?: string;
  /** Your OAuth client secret at the provider (own keys only). */
  clientSecret?: string;
  /** Facebook's configuration id for Facebook Login for Business, if you use it. */
  facebookConfigId?: string;
  /** The Microsoft Entra tenant to sign in with, if not the common one. */
  microsoftTenantId?: string;
  /** Whether users may sign in with the provider. */
  allowSignIn: boolean;
  /** Whether the app may use the provider's access tokens for its API. */
  allowConnectedAccounts: boolean;
}

/**
 * A trusted domain of the config (`domains.trustedDomains.<id>`).
 *
 * @example
 * ```ts
 * await project.updateConfig({ "domains.trustedDomains.production": { baseUrl: "https://app.example.com", handlerPath: "/handler" } });
 * ```
 */
export interface ConfigTrustedDomain {
  /** An http(s) URL, whose host may hold wildcards (`https://*.example.com`). */
  baseUrl?: string;
  /** The path of the handler pages on the domain, such as `"/handler"`. */
  handlerPath: string;
}

/**
 * The e-mail server of the config (`emails.server`).
 *
 * @example
 * ```ts
 * const config = await project.getConfig();
 * if (!config.emails.server.isShared) console.log(config.emails.server.host);
 * ```
 */
export interface ConfigEmailServer {
  /** True: the service's shared server; false: the fields below. */
  isShared: boolean;
  /** How the project's own server is reached: Resend, SMTP, or managed by the service. */
  provider?: "resend" | "smtp" | "managed";
  /** The SMTP server's host name. */
  host?: string;
  /** The SMTP server's port. */
  port?: number;
  /** The user name to log in to the server with. */
  username?: string;
  /** The password (or Resend API key) to log in to the server with. */
  password?: string;
  /** The name the e-mails come from. */
  senderName?: string;
  /** The address the e-mails come from. */
  senderEmail?: string;
}

/**
 * A set of permission ids, as the config holds default permissions: `{ team_admin: true }`.
 *
 * @example
 * ```ts
 * await project.updateConfig({ "rbac.defaultPermissions.teamMember": { member: true } });
 * ```
 */
export type ConfigPermissionSet = Record<string, true>;

/**
 * The sections of the config that the SDK describes; the others are read as they come.
 *
 * @inline
 */
export interface ConfigShape {
  /** The project's own settings. */
  project: {
    /** Whether client requests must carry the publishable client key. */
    requirePublishableClientKey: boolean;
  };
  /** How users sign up and sign in. */
  auth: {
    /** Whether new users may sign up. */
    allowSignUp: boolean;
    /** Password sign-in. */
    password: {
      /** Whether users may sign in with a password. */
      allowSignIn: boolean;
    };
    /** One-time codes and magic links by e-mail. */
    otp: {
      /** Whether users may sign in with a code or link by e-mail. */
      allowSignIn: boolean;
    };
    /** Passkeys. */
    passkey: {
      /** Whether users may sign in with a passkey. */
      allowSignIn: boolean;
    };
    /** OAuth providers. */
    oauth: {
      /** What signing in with an OAuth account whose e-mail address another user has does. */
      accountMergeStrategy: "link_method" | "raise_error" | "allow_duplicates";
      /** The providers, by id. */
      providers: Record<string, ConfigOAuthProvider>;
    };
    /** Rules that allow or reject a sign-up, by id. */
    signUpRules: Record<string, unknown>;
    /** What happens to a sign-up that no rule matches. */
    signUpRulesDefaultAction: "allow" | "reject";
  };
  /** What a new user goes through. */
  onboarding: {
    /** Whether users must verify their e-mail address before using the app. */
    requireEmailVerification: boolean;
  };
  /** Teams. */
  teams: {
    /** Whether each new user gets a team of their own. */
    createPersonalTeamOnSignUp: boolean;
    /** Whether users may create teams from the client. */
    allowClientTeamCreation: boolean;
  };
  /** Users. */
  users: {
    /** Whether users may delete their own account from the client. */
    allowClientUserDeletion: boolean;
  };
  /** API keys. */
  apiKeys: {
    /** Which kinds of API keys exist. */
    enabled: {
      /** Whether teams may have API keys. */
      team: boolean;
      /** Whether users may have API keys. */
      user: boolean;
    };
  };
  /** The domains the app runs on. */
  domains: {
    /** Whether sign-in works from `localhost` pages (for development). */
    allowLocalhost: boolean;
    /** The trusted domains, by id. */
    trustedDomains: Record<string, ConfigTrustedDomain>;
  };
  /** E-mails. */
  emails: {
    /** The id of the theme of the project's e-mails. */
    selectedThemeId: string;
    /** The server that sends them. */
    server: ConfigEmailServer;
    /** The e-mail themes, by id. */
    themes: Record<string, unknown>;
    /** The e-mail templates, by id. */
    templates: Record<string, unknown>;
  };
  /** Permissions. */
  rbac: {
    /** The permission definitions, by id. */
    permissions: Record<string, unknown>;
    /** The permissions users get without asking. */
    defaultPermissions: {
      /** Those a team's creator gets in it. */
      teamCreator: ConfigPermissionSet;
      /** Those a new team member gets. */
      teamMember: ConfigPermissionSet;
      /** The project permissions a new user gets. */
      signUp: ConfigPermissionSet;
    };
  };
  /** The apps of the project, as the service keeps them (not described by the SDK). */
  apps: Record<string, unknown>;
  /** Payments settings (not described by the SDK). */
  payments: Record<string, unknown>;
  /** Database sync settings (not described by the SDK). */
  dbSync: Record<string, unknown>;
  /** Data vault settings (not described by the SDK). */
  dataVault: Record<string, unknown>;
  /** Analytics settings (not described by the SDK). */
  analytics: Record<string, unknown>;
  /** Custom dashboards (not described by the SDK). */
  customDashboards: Record<string, unknown>;
}

/**
 * A project's effective config, with every default filled in (`project.getConfig()`): the
 * service's defaults with the project's, branch's and environment's overrides written over them.
 *
 * @example
 * ```ts
 * const config: CompleteConfig = await project.getConfig();
 * config.onboarding.requireEmailVerification; // false
 * ```
 */
export type CompleteConfig = ConfigShape & { [section: string]: unknown };

/**
 * The value a {@link ConfigOverride} may give a key whose config type is `T`: the value, part of
 * it (each field optional, down to the leaves), or `null` to reset it to its default.
 *
 * @example
 * ```ts
 * const value: OverrideValue<{ allowSignUp: boolean }> = {};
 * const reset: OverrideValue<boolean> = null;
 * ```
 */
export type OverrideValue<T> =
  | null
  | (unknown extends T
      ? unknown
      : NonNullable<T> extends string | number | boolean
        ? NonNullable<T>
        : { [K in keyof NonNullable<T>]?: OverrideValue<NonNullable<T>[K]> });

/**
 * Every key a {@link ConfigOverride} may name in the config type `T`, as `[dotted path, value
 * type]` pairs whose paths start with `Prefix`: each section and field, and below a record's
 * entries any key (the service checks those).
 *
 * @example
 * ```ts
 * const entry: OverrideEntry<{ auth: { allowSignUp: boolean } }, ""> = ["auth.allowSignUp", true];
 * ```
 */
export type OverrideEntry<T, Prefix extends string> = {
  [K in keyof T & string]:
    | [`${Prefix}${K}`, T[K]]
    | (NonNullable<T[K]> extends string | number | boolean
        ? never
        : string extends keyof NonNullable<T[K]>
          ? // Below a record's entries (`auth.oauth.providers.github`), the service checks.
            [`${Prefix}${K}.${string}`, unknown]
          : OverrideEntry<NonNullable<T[K]>, `${Prefix}${K}.`>);
}[keyof T & string];

/**
 * A change to a project's config (`project.updateConfig()`): each key a dotted path into the
 * config (`"auth.allowSignUp"`) or a section (`auth`), each value what to write there. A key
 * replaces what was written at it and below it before; `null` resets a key to its default. What
 * a key may hold inside a record entry (`"auth.oauth.providers.github"`) the service checks.
 *
 * @example
 * ```ts
 * const change: ConfigOverride = {
 *   "onboarding.requireEmailVerification": true,
 *   "auth.allowSignUp": false,
 *   "domains.trustedDomains.production": { baseUrl: "https://app.example.com", handlerPath: "/handler" },
 * };
 * ```
 */
export type ConfigOverride = {
  [Entry in OverrideEntry<ConfigShape, ""> as Entry[0]]?: OverrideValue<Entry[1]>;
};

/**
 * A project's config as code (`stack.config.ts`): the same dotted keys or sections that
 * `project.updateConfig()` takes.
 *
 * @example
 * ```ts
 * const config: StackConfig = { "auth.allowSignUp": false };
 * ```
 */
export type StackConfig = ConfigOverride;

/**
 * Types a config written as code, and returns it unchanged. `defineHexclaveConfig` is the same
 * function under the reference SDK's newer name.
 *
 * @example
 * ```ts
 * // stack.config.ts
 * export const config = defineStackConfig({
 *   "auth.allowSignUp": false,
 *   "onboarding.requireEmailVerification": true,
 * });
 * // later, as a project owner:
 * await project.updateConfig(config);
 * ```
 */
export function defineStackConfig<Config extends StackConfig>(config: Config): Config {
  return config;
}
