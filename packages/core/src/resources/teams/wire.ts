import * as v from "valibot";
import { clientTeamJsonSchema } from "../users/wire.js";

// The JSON of teams, memberships, member profiles and invitations (WIRE.md section 6), as clients
// read it; the server's views are in server-wire.ts. The team itself is defined with the user
// (`users/wire.ts`), which embeds it as `selected_team`; this module re-exports it.

export type { ClientTeamJson } from "../users/wire.js";
export { clientTeamJsonSchema };

/** `POST /team-memberships/{team_id}/{user_id}` answers this. */
export const teamMembershipJsonSchema = v.looseObject({
  team_id: v.string(),
  user_id: v.string(),
});
export type TeamMembershipJson = v.InferOutput<typeof teamMembershipJsonSchema>;

/** A member's profile in one team: their own name and picture unless they set others there. */
export const teamMemberProfileJsonSchema = v.looseObject({
  team_id: v.string(),
  user_id: v.string(),
  display_name: v.nullable(v.string()),
  profile_image_url: v.nullable(v.string()),
});
export type TeamMemberProfileJson = v.InferOutput<typeof teamMemberProfileJsonSchema>;

/** A pending invitation to a team, as the team's members list them. */
export const teamInvitationJsonSchema = v.looseObject({
  id: v.string(),
  team_id: v.string(),
  team_display_name: v.optional(v.string()),
  recipient_email: v.nullable(v.string()),
  expires_at_millis: v.number(),
});
export type TeamInvitationJson = v.InferOutput<typeof teamInvitationJsonSchema>;

/** An invitation as its recipient lists it (`GET /team-invitations?user_id=`). */
export const receivedTeamInvitationJsonSchema = v.looseObject({
  id: v.string(),
  team_id: v.string(),
  team_display_name: v.string(),
  recipient_email: v.string(),
  expires_at_millis: v.number(),
});
export type ReceivedTeamInvitationJson = v.InferOutput<typeof receivedTeamInvitationJsonSchema>;

/** `POST /team-invitations/accept/details`. */
export const teamInvitationDetailsJsonSchema = v.looseObject({
  team_id: v.string(),
  team_display_name: v.string(),
});
export type TeamInvitationDetailsJson = v.InferOutput<typeof teamInvitationDetailsJsonSchema>;
