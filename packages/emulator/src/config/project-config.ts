/**
 * The project's settings in their wire form: types of their own, below both the config's
 * resolution (`resolve-config.ts`, `legacy-config.ts`) and the project store, which keeps them.
 */

export type OAuthAccountMergeStrategy = "link_method" | "raise_error" | "allow_duplicates";

/** A trusted domain: where the app's handler pages live. */
export interface DomainConfig {
  domain: string;
  handler_path: string;
}

/** One OAuth provider of the project's config, in its wire form. */
export interface OAuthProviderConfig {
  id: string;
  type: "shared" | "standard";
  enabled: boolean;
  client_id?: string;
  client_secret?: string;
  facebook_config_id?: string;
  microsoft_tenant_id?: string;
}

/** How the project sends e-mail. */
export type EmailConfig =
  | { type: "shared" }
  | {
      type: "standard";
      host: string;
      port: number;
      username: string;
      password: string;
      sender_name: string;
      sender_email: string;
    };

/**
 * The project's settings in the wire form of the project JSON's `config` (snake_case), worked out
 * from its config overrides (`config/resolve-config.ts`); never written directly.
 */
export interface ProjectConfig {
  allow_localhost: boolean;
  sign_up_enabled: boolean;
  credential_enabled: boolean;
  magic_link_enabled: boolean;
  passkey_enabled: boolean;
  client_team_creation_enabled: boolean;
  client_user_deletion_enabled: boolean;
  allow_user_api_keys: boolean;
  allow_team_api_keys: boolean;
  create_team_on_sign_up: boolean;
  oauth_account_merge_strategy: OAuthAccountMergeStrategy;
  domains: DomainConfig[];
  oauth_providers: OAuthProviderConfig[];
  email_config: EmailConfig;
  email_theme: string;
  team_creator_default_permissions: { id: string }[];
  team_member_default_permissions: { id: string }[];
  user_default_permissions: { id: string }[];
  /** `onboarding.requireEmailVerification`, which the project JSON does not carry. */
  require_email_verification: boolean;
}
