import { type DefineErrors, defineErrors } from "../define-error.js";

/** @inline */
type Scope = "team" | "project";

/** The details of the permission errors. */
interface PermissionErrorDetails {
  PERMISSION_NOT_FOUND: {
    /** The permission's id. */
    permission_id: string;
  };
  WRONG_PERMISSION_SCOPE: {
    /** The permission's id. */
    permission_id: string;
    /** The scope the permission was asked for in. */
    expected_scope: Scope;
    /** The scope the permission has; null when it has none. */
    actual_scope: Scope | null;
  };
  CONTAINED_PERMISSION_NOT_FOUND: {
    /** The permission's id. */
    permission_id: string;
  };
  PERMISSION_ID_ALREADY_EXISTS: {
    /** The permission's id. */
    permission_id: string;
  };
  PROJECT_PERMISSION_REQUIRED: {
    /** The user's id. */
    user_id: string;
    /** The permission's id. */
    permission_id: string;
  };
  TEAM_PERMISSION_REQUIRED: {
    /** The team's id. */
    team_id: string;
    /** The user's id. */
    user_id: string;
    /** The permission's id. */
    permission_id: string;
  };
  TEAM_PERMISSION_NOT_FOUND: {
    /** The team's id. */
    team_id: string;
    /** The user's id. */
    user_id: string;
    /** The permission's id. */
    permission_id: string;
  };
}

/**
 * Errors about permission definitions and permission checks (team and project scope). Each reads
 * its code as its message ("Permission not found."); the server's own message replaces it when an
 * error is decoded.
 *
 * @example
 * ```ts
 * if (PermissionErrors.TeamPermissionRequired.isInstance(error)) askForAccess();
 * ```
 */
export const PermissionErrors = (defineErrors as DefineErrors<PermissionErrorDetails>)({
  PERMISSION_NOT_FOUND: [404],
  WRONG_PERMISSION_SCOPE: [404],
  CONTAINED_PERMISSION_NOT_FOUND: [400],
  PERMISSION_ID_ALREADY_EXISTS: [400],
  PROJECT_PERMISSION_REQUIRED: [401],
  TEAM_PERMISSION_REQUIRED: [401],
  TEAM_PERMISSION_NOT_FOUND: [401],
});
