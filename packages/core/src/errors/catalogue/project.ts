import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the project errors that have any. */
interface ProjectErrorDetails {
  PROJECT_NOT_FOUND: {
    /** The project's id. */
    project_id: string;
  };
  CURRENT_PROJECT_NOT_FOUND: {
    /** The project's id. */
    project_id: string;
  };
  BRANCH_DOES_NOT_EXIST: {
    /** The branch's id. */
    branch_id: string;
  };
}

/**
 * Errors about projects, branches and project configuration. Each reads its code as its message
 * ("Project not found."); the server's own message replaces it when an error is decoded.
 *
 * @example
 * ```ts
 * if (ProjectErrors.ProjectNotFound.isInstance(error)) return null;
 * ```
 */
export const ProjectErrors = (defineErrors as DefineErrors<ProjectErrorDetails>)({
  PROJECT_NOT_FOUND: [404],
  CURRENT_PROJECT_NOT_FOUND: [400],
  BRANCH_DOES_NOT_EXIST: [400],
  EMAIL_TEMPLATE_ALREADY_EXISTS: [409],
});
