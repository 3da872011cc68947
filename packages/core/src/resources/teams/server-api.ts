import type { HttpClient } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import { serverTeamMemberProfileJsonSchema } from "./server-wire.js";
import { teamMembershipJsonSchema } from "./wire.js";

// The team endpoints only the server calls.

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join("/")}`;

/** `POST /team-memberships/{team}/{user}`. */
export function addTeamMemberJson(http: HttpClient, teamId: string, userId: string) {
  return http.request(
    path("team-memberships", teamId, userId),
    { method: "POST" },
    teamMembershipJsonSchema,
  );
}

/** `GET /team-member-profiles?team_id=` in the server view (each with its user). */
export function listServerMemberProfilesJson(http: HttpClient, teamId: string) {
  return http.request(
    "/team-member-profiles",
    { query: { team_id: teamId } },
    listJsonSchema(serverTeamMemberProfileJsonSchema),
  );
}
