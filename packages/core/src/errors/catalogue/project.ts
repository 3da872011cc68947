import { defineError } from "../define-error.js";

/** Errors about projects, branches and project configuration. */

export const ProjectNotFound = defineError<"PROJECT_NOT_FOUND", { project_id: string }>(
  "PROJECT_NOT_FOUND",
  {
    status: 404,
    message: (d) => `Project ${d.project_id} does not exist or is not visible to this user.`,
  },
);

export const CurrentProjectNotFound = defineError<
  "CURRENT_PROJECT_NOT_FOUND",
  { project_id: string }
>("CURRENT_PROJECT_NOT_FOUND", {
  status: 400,
  message: (d) => `No project has the ID ${d.project_id}; check the x-stack-project-id header.`,
});

export const BranchDoesNotExist = defineError<"BRANCH_DOES_NOT_EXIST", { branch_id: string }>(
  "BRANCH_DOES_NOT_EXIST",
  { status: 400, message: (d) => `Branch ${d.branch_id} does not exist.` },
);

export const EmailTemplateAlreadyExists = defineError("EMAIL_TEMPLATE_ALREADY_EXISTS", {
  status: 409,
  message: "An e-mail template of this type already exists.",
});
