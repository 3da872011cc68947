// The types of a project's config as the service's config-override API reads and writes it
// (`project.getConfig()`, `project.updateConfig()`): the nested, camelCase config, and the
// override that changes it, whose keys are dotted paths into that config.

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

/** The sections of the config that the SDK describes; the others are read as they come. */
export interface ConfigShape {
  project: { requirePublishableClientKey: boolean };
  auth: {
    allowSignUp: boolean;
    password: { allowSignIn: boolean };
    otp: { allowSignIn: boolean };
    passkey: { allowSignIn: boolean };
    oauth: {
      accountMergeStrategy: "link_method" | "raise_error" | "allow_duplicates";
      providers: Record<string, ConfigOAuthProvider>;
    };
    signUpRules: Record<string, unknown>;
    signUpRulesDefaultAction: "allow" | "reject";
  };
  onboarding: { requireEmailVerification: boolean };
  teams: { createPersonalTeamOnSignUp: boolean; allowClientTeamCreation: boolean };
  users: { allowClientUserDeletion: boolean };
  apiKeys: { enabled: { team: boolean; user: boolean } };
  domains: { allowLocalhost: boolean; trustedDomains: Record<string, ConfigTrustedDomain> };
  emails: {
    selectedThemeId: string;
    server: ConfigEmailServer;
    themes: Record<string, unknown>;
    templates: Record<string, unknown>;
  };
  rbac: {
    permissions: Record<string, unknown>;
    defaultPermissions: {
      teamCreator: ConfigPermissionSet;
      teamMember: ConfigPermissionSet;
      signUp: ConfigPermissionSet;
    };
  };
  apps: Record<string, unknown>;
  payments: Record<string, unknown>;
  dbSync: Record<string, unknown>;
  dataVault: Record<string, unknown>;
  analytics: Record<string, unknown>;
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

type Leaf = string | number | boolean;

/** The value an override may give a key: part of it, `null` to reset it to its default. */
type OverrideValue<T> =
  | null
  | (unknown extends T
      ? unknown
      : NonNullable<T> extends Leaf
        ? NonNullable<T>
        : { [K in keyof NonNullable<T>]?: OverrideValue<NonNullable<T>[K]> });

/** Every key an override may name in `T`, as `[dotted path, value type]`. */
type OverrideEntry<T, Prefix extends string> = {
  [K in keyof T & string]:
    | [`${Prefix}${K}`, T[K]]
    | (NonNullable<T[K]> extends Leaf
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
