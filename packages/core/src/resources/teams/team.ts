import type { ServerTeamJson } from "../users/server-wire.js";
import type { ClientTeamJson } from "../users/wire.js";

/** A team, as a member sees it. */
export interface Team {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
}

/** A team as the server sees it. */
export interface ServerTeam extends Team {
  createdAt: Date;
  serverMetadata: unknown;
}

/** Maps the wire form of a team. */
export function teamFromJson(json: ClientTeamJson): Team {
  return {
    id: json.id,
    displayName: json.display_name,
    profileImageUrl: json.profile_image_url,
    clientMetadata: json.client_metadata ?? null,
    clientReadOnlyMetadata: json.client_read_only_metadata ?? null,
  };
}

/** Maps the server wire form of a team. */
export function serverTeamFromJson(json: ServerTeamJson): ServerTeam {
  return {
    ...teamFromJson(json),
    createdAt: new Date(json.created_at_millis),
    serverMetadata: json.server_metadata ?? null,
  };
}
