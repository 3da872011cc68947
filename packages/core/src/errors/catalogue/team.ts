import { defineError } from "../define-error.js";
import type { RestrictedReason } from "./session.js";

/** Errors about teams, team memberships and team invitations. */

export const TeamNotFound = defineError<"TEAM_NOT_FOUND", { team_id: string }>("TEAM_NOT_FOUND", {
  status: 404,
  message: (d) => `Team ${d.team_id} does not exist.`,
});

export const TeamAlreadyExists = defineError<"TEAM_ALREADY_EXISTS", { team_id: string }>(
  "TEAM_ALREADY_EXISTS",
  { status: 409, message: (d) => `A team with the ID ${d.team_id} already exists.` },
);

export const TeamMembershipNotFound = defineError<
  "TEAM_MEMBERSHIP_NOT_FOUND",
  { team_id: string; user_id: string }
>("TEAM_MEMBERSHIP_NOT_FOUND", {
  status: 404,
  message: (d) => `User ${d.user_id} is not a member of team ${d.team_id}.`,
});

export const TeamMembershipAlreadyExists = defineError("TEAM_MEMBERSHIP_ALREADY_EXISTS", {
  status: 409,
  message: "The user is already a member of this team.",
});

export const TeamInvitationRestrictedUserNotAllowed = defineError<
  "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED",
  { restricted_reason: RestrictedReason }
>("TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED", {
  status: 403,
  message: (d) =>
    `A restricted user (${d.restricted_reason?.type}) cannot accept team invitations; finish onboarding first.`,
});

export const TeamInvitationEmailMismatch = defineError("TEAM_INVITATION_EMAIL_MISMATCH", {
  status: 403,
  message:
    "This invitation was sent to another e-mail address: sign in with it, or add and verify it on your account.",
});
