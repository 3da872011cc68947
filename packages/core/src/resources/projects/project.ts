import type { ClientProjectJson } from "./wire.js";

/** The project settings any client may read. */
export interface ClientProjectConfig {
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  allowUserApiKeys: boolean;
  allowTeamApiKeys: boolean;
  /** The enabled OAuth providers, by id. */
  oauthProviders: { id: string }[];
}

/** The project, as any client may read it. */
export interface ClientProject {
  id: string;
  displayName: string;
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
