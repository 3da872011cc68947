import type { ServerTeamJson } from "../users/server-wire.js";
import { type ServerTeamFields, teamFromJson } from "./team.js";

// Server-only mapping, in a file of its own: a browser page's chunk never shares it.

/** Maps the server wire form of a team. */
export function serverTeamFromJson(json: ServerTeamJson): ServerTeamFields {
  return {
    ...teamFromJson(json),
    createdAt: new Date(json.created_at_millis),
    serverMetadata: json.server_metadata ?? null,
  };
}
