import { type DefineErrors, defineErrors } from "../define-error.js";
import type { RestrictedReason } from "./session.js";

/** The details of the team errors that have any. */
interface TeamErrorDetails {
  TEAM_NOT_FOUND: {
    /** The team's id. */
    team_id: string;
  };
  TEAM_ALREADY_EXISTS: {
    /** The team's id. */
    team_id: string;
  };
  TEAM_MEMBERSHIP_NOT_FOUND: {
    /** The team's id. */
    team_id: string;
    /** The user's id. */
    user_id: string;
  };
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: {
    /** Why the user is restricted. */
    restricted_reason: RestrictedReason;
  };
}

/**
 * Errors about teams, team memberships and team invitations. A row without a message reads its
 * code as one ("Team membership already exists."); the server's own message replaces it when an
 * error is decoded.
 *
 * @example
 * ```ts
 * if (TeamErrors.TeamNotFound.isInstance(error)) return null;
 * ```
 */
export const TeamErrors = (defineErrors as DefineErrors<TeamErrorDetails>)({
  TEAM_NOT_FOUND: [404],
  TEAM_ALREADY_EXISTS: [409],
  TEAM_MEMBERSHIP_NOT_FOUND: [404],
  TEAM_MEMBERSHIP_ALREADY_EXISTS: [409],
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: [403],
  TEAM_INVITATION_EMAIL_MISMATCH: [403],
});
