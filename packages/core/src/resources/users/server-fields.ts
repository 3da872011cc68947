import { type ServerTeamFields, teamFromJson } from "../teams/team.js";
import { type ServerUserFields, userFieldsFromJson } from "./fields.js";
import type { ServerTeamJson, ServerUserJson } from "./server-wire.js";

// The server views' mappings of users and teams: browser code never imports them.

/** Maps the server wire form of a user. */
export function serverUserFieldsFromJson(json: ServerUserJson): ServerUserFields {
  return {
    ...userFieldsFromJson(json),
    lastActiveAt: new Date(json.last_active_at_millis),
    serverMetadata: json.server_metadata ?? null,
    primaryEmailAuthEnabled: json.primary_email_auth_enabled,
    selectedTeam: json.selected_team ? serverTeamFromJson(json.selected_team) : null,
    restrictedByAdmin: json.restricted_by_admin ?? false,
    restrictedByAdminReason: json.restricted_by_admin_reason ?? null,
    restrictedByAdminPrivateDetails: json.restricted_by_admin_private_details ?? null,
    countryCode: json.country_code ?? null,
    riskScores: {
      signUp: {
        bot: json.risk_scores?.sign_up.bot ?? 0,
        freeTrialAbuse: json.risk_scores?.sign_up.free_trial_abuse ?? 0,
      },
    },
  };
}

/** Maps the server wire form of a team. */
export function serverTeamFromJson(json: ServerTeamJson): ServerTeamFields {
  return {
    ...teamFromJson(json),
    createdAt: new Date(json.created_at_millis),
    serverMetadata: json.server_metadata ?? null,
  };
}
