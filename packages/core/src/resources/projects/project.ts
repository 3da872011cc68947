import type { ClientProjectJson } from "./wire.js";

// The schema of `GET /projects/current` comes with its mapping (client.ts): one chunk to fetch.
export { clientProjectJsonSchema } from "./wire.js";

/**
 * The project settings any client may read.
 *
 * @example
 * ```ts
 * const { config } = await app.getProject();
 * if (config.passkeyEnabled) showPasskeyButton();
 * ```
 */
export interface ClientProjectConfig {
  /** Whether new users may sign up. */
  signUpEnabled: boolean;
  /** Whether users may sign in with e-mail and password. */
  credentialEnabled: boolean;
  /** Whether users may sign in with a magic link or one-time code by e-mail. */
  magicLinkEnabled: boolean;
  /** Whether users may sign in with a passkey. */
  passkeyEnabled: boolean;
  /** Whether users may create teams from the client. */
  clientTeamCreationEnabled: boolean;
  /** Whether users may delete their own account from the client. */
  clientUserDeletionEnabled: boolean;
  /** Whether users may create API keys of their own. */
  allowUserApiKeys: boolean;
  /** Whether teams may have API keys. */
  allowTeamApiKeys: boolean;
  /** The enabled OAuth providers, by id. */
  oauthProviders: {
    /** The provider's id, such as `"google"`. */
    id: string;
  }[];
}

/**
 * The project, as any client may read it.
 *
 * @example
 * ```ts
 * const project = await app.getProject();
 * console.log(project.displayName, project.config.signUpEnabled);
 * ```
 */
export interface ClientProject {
  /** The project's id. */
  id: string;
  /** The project's name. */
  displayName: string;
  /** The project's settings a client may read. */
  config: ClientProjectConfig;
}

/** Maps the wire form of the client project. */
export function clientProjectFromJson(json: ClientProjectJson): ClientProject {
  const c = json.config;
  return {
    id: json.id,
    displayName: json.display_name,
    config: {
      signUpEnabled: c.sign_up_enabled,
      credentialEnabled: c.credential_enabled,
      magicLinkEnabled: c.magic_link_enabled,
      passkeyEnabled: c.passkey_enabled,
      clientTeamCreationEnabled: c.client_team_creation_enabled,
      clientUserDeletionEnabled: c.client_user_deletion_enabled,
      allowUserApiKeys: c.allow_user_api_keys,
      allowTeamApiKeys: c.allow_team_api_keys,
      oauthProviders: c.enabled_oauth_providers.map((provider) => ({ id: provider.id })),
    },
  };
}
