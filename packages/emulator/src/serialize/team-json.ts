import type {
  ClientTeamJson,
  PermissionDefinitionJson,
  ServerTeamJson,
  TeamInvitationJson,
  TeamMemberProfileJson,
} from "@app/core/internal";
import type { AccessType } from "../services/context.js";
import type { PermissionDefinition } from "../store/permission-store.js";
import type { TeamInvitationRecord } from "../store/team-invitation-store.js";
import type { MembershipRecord, TeamRecord } from "../store/team-store.js";
import type { UserRecord } from "../store/user-store.js";

/** A team as its members read it (WIRE.md section 6). */
export function clientTeamJson(team: TeamRecord) {
  return {
    id: team.id,
    display_name: team.displayName,
    profile_image_url: team.profileImageUrl,
    client_metadata: team.clientMetadata,
    client_read_only_metadata: team.clientReadOnlyMetadata,
  } satisfies ClientTeamJson;
}

/** A team as server and admin access read it. */
export function serverTeamJson(team: TeamRecord) {
  return {
    ...clientTeamJson(team),
    created_at_millis: team.createdAtMillis,
    server_metadata: team.serverMetadata,
  } satisfies ServerTeamJson;
}

/** The view of a team that an access type may read. */
export function teamJsonFor(accessType: AccessType, team: TeamRecord) {
  return accessType === "client" ? clientTeamJson(team) : serverTeamJson(team);
}

/** A member's profile in a team: the team's own name and image, else the user's. */
export function memberProfileJson(membership: MembershipRecord, user: UserRecord) {
  return {
    team_id: membership.teamId,
    user_id: membership.userId,
    display_name: membership.displayName ?? user.displayName,
    profile_image_url: membership.profileImageUrl ?? user.profileImageUrl,
  } satisfies TeamMemberProfileJson;
}

/** A pending invitation, as the team's members list it. */
export function teamInvitationJson(invitation: TeamInvitationRecord, team: TeamRecord) {
  return {
    id: invitation.id,
    team_id: invitation.data.teamId,
    team_display_name: team.displayName,
    recipient_email: invitation.data.recipientEmail,
    expires_at_millis: invitation.expiresAtMillis,
  } satisfies TeamInvitationJson;
}

/** A permission definition; `description` only when it has one, as on the service. */
export function permissionDefinitionJson(definition: PermissionDefinition) {
  return {
    id: definition.id,
    ...(definition.description === null ? {} : { description: definition.description }),
    contained_permission_ids: [...definition.containedPermissionIds].sort(),
  } satisfies PermissionDefinitionJson;
}
