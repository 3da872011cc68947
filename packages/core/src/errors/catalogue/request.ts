import { defineError } from "../define-error.js";

/** Errors about the request itself: its body, its access type, project keys and admin tokens. */

/** The access types of the `x-stack-access-type` header. */
export type AccessType = "client" | "server" | "admin";

export const UnsupportedError = defineError<"UNSUPPORTED_ERROR", { originalErrorCode: string }>(
  "UNSUPPORTED_ERROR",
  {
    status: 500,
    message: (d) =>
      `The service reported the error code ${d.originalErrorCode}, which this SDK version does not know. Updating the SDK may give a more specific error.`,
  },
);

export const BodyParsingError = defineError("BODY_PARSING_ERROR", {
  status: 400,
  message: "The request body could not be parsed.",
});

export const SchemaError = defineError<"SCHEMA_ERROR", { message: string }>("SCHEMA_ERROR", {
  status: 400,
  message: (d) => d.message || "The request does not match the endpoint's schema.",
});

export const AllOverloadsFailed = defineError<
  "ALL_OVERLOADS_FAILED",
  { overload_errors: unknown[] }
>("ALL_OVERLOADS_FAILED", {
  status: 400,
  message: "The request matches none of the accepted forms of this endpoint.",
});

// Project authentication: keys, access type and admin tokens.

export const ProjectAuthenticationError = defineError("PROJECT_AUTHENTICATION_ERROR", {
  status: 401,
  message: "The project could not be authenticated.",
});

export const InvalidProjectAuthentication = defineError("INVALID_PROJECT_AUTHENTICATION", {
  parent: ProjectAuthenticationError,
  message: "The project credentials are invalid.",
});

export const ProjectKeyWithoutAccessType = defineError("PROJECT_KEY_WITHOUT_ACCESS_TYPE", {
  parent: InvalidProjectAuthentication,
  status: 400,
  message:
    "A project key or admin token was sent without the x-stack-access-type header (client, server or admin).",
});

export const InvalidAccessType = defineError("INVALID_ACCESS_TYPE", {
  parent: InvalidProjectAuthentication,
  status: 400,
  message: "The x-stack-access-type header must be client, server or admin.",
});

export const AccessTypeWithoutProjectId = defineError<
  "ACCESS_TYPE_WITHOUT_PROJECT_ID",
  { request_type: AccessType }
>("ACCESS_TYPE_WITHOUT_PROJECT_ID", {
  parent: InvalidProjectAuthentication,
  status: 400,
  message: (d) =>
    `The access type is ${d.request_type}, but the x-stack-project-id header is missing.`,
});

export const AccessTypeRequired = defineError("ACCESS_TYPE_REQUIRED", {
  parent: InvalidProjectAuthentication,
  status: 400,
  message:
    "This request needs an access type: send project keys and the x-stack-access-type header.",
});

export const InsufficientAccessType = defineError<
  "INSUFFICIENT_ACCESS_TYPE",
  { actual_access_type: AccessType; allowed_access_types: AccessType[] }
>("INSUFFICIENT_ACCESS_TYPE", {
  parent: InvalidProjectAuthentication,
  message: (d) =>
    `The access type ${d.actual_access_type} may not call this endpoint (allowed: ${d.allowed_access_types}).`,
});

export const InvalidPublishableClientKey = defineError<
  "INVALID_PUBLISHABLE_CLIENT_KEY",
  { project_id: string }
>("INVALID_PUBLISHABLE_CLIENT_KEY", {
  parent: InvalidProjectAuthentication,
  message: (d) => `The publishable client key is not valid for project ${d.project_id}.`,
});

export const InvalidSecretServerKey = defineError<
  "INVALID_SECRET_SERVER_KEY",
  { project_id: string }
>("INVALID_SECRET_SERVER_KEY", {
  parent: InvalidProjectAuthentication,
  message: (d) => `The secret server key is not valid for project ${d.project_id}.`,
});

export const InvalidSuperSecretAdminKey = defineError<
  "INVALID_SUPER_SECRET_ADMIN_KEY",
  { project_id: string }
>("INVALID_SUPER_SECRET_ADMIN_KEY", {
  parent: InvalidProjectAuthentication,
  message: (d) => `The super secret admin key is not valid for project ${d.project_id}.`,
});

export const InvalidAdminAccessToken = defineError("INVALID_ADMIN_ACCESS_TOKEN", {
  parent: InvalidProjectAuthentication,
  message: "The admin access token is invalid.",
});

export const UnparsableAdminAccessToken = defineError("UNPARSABLE_ADMIN_ACCESS_TOKEN", {
  parent: InvalidAdminAccessToken,
  message: "The admin access token is not a valid JWT.",
});

export const AdminAccessTokenExpired = defineError<
  "ADMIN_ACCESS_TOKEN_EXPIRED",
  { expired_at_millis?: number | null }
>("ADMIN_ACCESS_TOKEN_EXPIRED", {
  parent: InvalidAdminAccessToken,
  message: (d) =>
    typeof d.expired_at_millis === "number"
      ? `The admin access token expired at ${new Date(d.expired_at_millis).toISOString()}; refresh it.`
      : "The admin access token has expired; refresh it.",
});

export const InvalidProjectForAdminAccessToken = defineError(
  "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN",
  {
    parent: InvalidAdminAccessToken,
    message: "Admin access tokens must be issued by the internal project.",
  },
);

export const AdminAccessTokenIsNotAdmin = defineError("ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN", {
  parent: InvalidAdminAccessToken,
  message: "The admin access token does not grant admin rights on this project.",
});

export const ProjectAuthenticationRequired = defineError("PROJECT_AUTHENTICATION_REQUIRED", {
  parent: ProjectAuthenticationError,
  message: "This request needs project credentials.",
});

export const ClientAuthenticationRequired = defineError("CLIENT_AUTHENTICATION_REQUIRED", {
  parent: ProjectAuthenticationRequired,
  message: "Send the publishable client key.",
});

export const PublishableClientKeyRequiredForProject = defineError<
  "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
  { project_id?: string | null }
>("PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT", {
  parent: ProjectAuthenticationRequired,
  message: "This project requires a publishable client key for client requests.",
});

export const ServerAuthenticationRequired = defineError("SERVER_AUTHENTICATION_REQUIRED", {
  parent: ProjectAuthenticationRequired,
  message: "Send the secret server key.",
});

export const ClientOrServerAuthenticationRequired = defineError(
  "CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED",
  {
    parent: ProjectAuthenticationRequired,
    message: "Send the publishable client key or the secret server key.",
  },
);

export const ClientOrAdminAuthenticationRequired = defineError(
  "CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED",
  {
    parent: ProjectAuthenticationRequired,
    message: "Send the publishable client key or the super secret admin key.",
  },
);

export const ClientOrServerOrAdminAuthenticationRequired = defineError(
  "CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED",
  {
    parent: ProjectAuthenticationRequired,
    message: "Send a publishable client key, a secret server key or a super secret admin key.",
  },
);

export const AdminAuthenticationRequired = defineError("ADMIN_AUTHENTICATION_REQUIRED", {
  parent: ProjectAuthenticationRequired,
  message: "Send the super secret admin key or an admin access token.",
});

export const ExpectedInternalProject = defineError("EXPECTED_INTERNAL_PROJECT", {
  parent: ProjectAuthenticationError,
  message: "This endpoint is only available on the internal project.",
});
