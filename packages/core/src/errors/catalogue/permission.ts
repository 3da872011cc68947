import { defineError } from "../define-error.js";

/** Errors about permission definitions and permission checks (team and project scope). */

export const PermissionNotFound = defineError<"PERMISSION_NOT_FOUND", { permission_id: string }>(
  "PERMISSION_NOT_FOUND",
  { status: 404, message: (d) => `The permission ${d.permission_id} is not defined.` },
);

export const WrongPermissionScope = defineError<
  "WRONG_PERMISSION_SCOPE",
  {
    permission_id: string;
    expected_scope: "team" | "project";
    actual_scope: "team" | "project" | null;
  }
>("WRONG_PERMISSION_SCOPE", {
  status: 404,
  message: (d) =>
    `The permission ${d.permission_id} is not defined for the ${d.expected_scope} scope (found: ${d.actual_scope}).`,
});

export const ContainedPermissionNotFound = defineError<
  "CONTAINED_PERMISSION_NOT_FOUND",
  { permission_id: string }
>("CONTAINED_PERMISSION_NOT_FOUND", {
  status: 400,
  message: (d) => `The contained permission ${d.permission_id} is not defined.`,
});

export const PermissionIdAlreadyExists = defineError<
  "PERMISSION_ID_ALREADY_EXISTS",
  { permission_id: string }
>("PERMISSION_ID_ALREADY_EXISTS", {
  status: 400,
  message: (d) => `A permission with the ID ${d.permission_id} already exists.`,
});

export const ProjectPermissionRequired = defineError<
  "PROJECT_PERMISSION_REQUIRED",
  { user_id: string; permission_id: string }
>("PROJECT_PERMISSION_REQUIRED", {
  status: 401,
  message: (d) => `User ${d.user_id} lacks the project permission ${d.permission_id}.`,
});

export const TeamPermissionRequired = defineError<
  "TEAM_PERMISSION_REQUIRED",
  { team_id: string; user_id: string; permission_id: string }
>("TEAM_PERMISSION_REQUIRED", {
  status: 401,
  message: (d) => `User ${d.user_id} lacks the permission ${d.permission_id} in team ${d.team_id}.`,
});

export const TeamPermissionNotFound = defineError<
  "TEAM_PERMISSION_NOT_FOUND",
  { team_id: string; user_id: string; permission_id: string }
>("TEAM_PERMISSION_NOT_FOUND", {
  status: 401,
  message: (d) => `User ${d.user_id} has no permission ${d.permission_id} in team ${d.team_id}.`,
});
