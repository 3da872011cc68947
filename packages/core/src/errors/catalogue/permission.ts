import { type DefineErrors, defineErrors } from "../define-error.js";

type Scope = "team" | "project";

/** The details of the permission errors. */
interface PermissionErrorDetails {
  PERMISSION_NOT_FOUND: { permission_id: string };
  WRONG_PERMISSION_SCOPE: {
    permission_id: string;
    expected_scope: Scope;
    actual_scope: Scope | null;
  };
  CONTAINED_PERMISSION_NOT_FOUND: { permission_id: string };
  PERMISSION_ID_ALREADY_EXISTS: { permission_id: string };
  PROJECT_PERMISSION_REQUIRED: { user_id: string; permission_id: string };
  TEAM_PERMISSION_REQUIRED: { team_id: string; user_id: string; permission_id: string };
  TEAM_PERMISSION_NOT_FOUND: { team_id: string; user_id: string; permission_id: string };
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
