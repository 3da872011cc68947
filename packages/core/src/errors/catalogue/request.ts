import { type DefineErrors, defineErrors } from "../define-error.js";

/**
 * The access types of the `x-stack-access-type` header.
 *
 * @inline
 */
export type AccessType = "client" | "server" | "admin";

/** The details of the request errors that have any and no message function. */
interface RequestErrorDetails {
  SCHEMA_ERROR: {
    /** The service's explanation. */
    message: string;
  };
  ALL_OVERLOADS_FAILED: {
    /** The error of each accepted request shape. */
    overload_errors: unknown[];
  };
  ACCESS_TYPE_WITHOUT_PROJECT_ID: {
    /** The access type of the request. */
    request_type: AccessType;
  };
  INSUFFICIENT_ACCESS_TYPE: {
    /** The access type of the request. */
    actual_access_type: AccessType;
    /** The access types the endpoint accepts. */
    allowed_access_types: AccessType[];
  };
  INVALID_PUBLISHABLE_CLIENT_KEY: {
    /** The project's id. */
    project_id: string;
  };
  INVALID_SECRET_SERVER_KEY: {
    /** The project's id. */
    project_id: string;
  };
  INVALID_SUPER_SECRET_ADMIN_KEY: {
    /** The project's id. */
    project_id: string;
  };
  ADMIN_ACCESS_TOKEN_EXPIRED: {
    /** When the token expired, in milliseconds since the epoch. */
    expired_at_millis?: number | null;
  };
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: {
    /** The project's id. */
    project_id?: string | null;
  };
}

/**
 * Errors about the request itself: its body, its access type, project keys and admin tokens.
 * A row without a message reads its code as one ("Invalid access type."); the server's own
 * message replaces it when an error is decoded.
 *
 * @example
 * ```ts
 * if (RequestErrors.InvalidProjectAuthentication.isInstance(error)) checkKeys();
 * ```
 */
export const RequestErrors = (defineErrors as DefineErrors<RequestErrorDetails>)({
  // Raised by the SDK itself for codes it does not know, so it keeps its message.
  UNSUPPORTED_ERROR: [
    500,
    (d: {
      /** The error code the SDK does not know. */
      originalErrorCode: string;
    }) => `Unknown error code ${d.originalErrorCode}; updating the SDK may help.`,
  ],
  BODY_PARSING_ERROR: [400],
  SCHEMA_ERROR: [400],
  ALL_OVERLOADS_FAILED: [400],

  // Project authentication: keys, access type and admin tokens.
  PROJECT_AUTHENTICATION_ERROR: [401],
  INVALID_PROJECT_AUTHENTICATION: ["PROJECT_AUTHENTICATION_ERROR"],
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: ["INVALID_PROJECT_AUTHENTICATION", 400],
  INVALID_ACCESS_TYPE: ["INVALID_PROJECT_AUTHENTICATION", 400],
  ACCESS_TYPE_WITHOUT_PROJECT_ID: ["INVALID_PROJECT_AUTHENTICATION", 400],
  ACCESS_TYPE_REQUIRED: ["INVALID_PROJECT_AUTHENTICATION", 400],
  INSUFFICIENT_ACCESS_TYPE: ["INVALID_PROJECT_AUTHENTICATION"],
  INVALID_PUBLISHABLE_CLIENT_KEY: ["INVALID_PROJECT_AUTHENTICATION"],
  INVALID_SECRET_SERVER_KEY: ["INVALID_PROJECT_AUTHENTICATION"],
  INVALID_SUPER_SECRET_ADMIN_KEY: ["INVALID_PROJECT_AUTHENTICATION"],
  INVALID_ADMIN_ACCESS_TOKEN: ["INVALID_PROJECT_AUTHENTICATION"],
  UNPARSABLE_ADMIN_ACCESS_TOKEN: ["INVALID_ADMIN_ACCESS_TOKEN"],
  ADMIN_ACCESS_TOKEN_EXPIRED: ["INVALID_ADMIN_ACCESS_TOKEN"],
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: ["INVALID_ADMIN_ACCESS_TOKEN"],
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: ["INVALID_ADMIN_ACCESS_TOKEN"],
  PROJECT_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_ERROR"],
  CLIENT_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_REQUIRED"],
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: ["PROJECT_AUTHENTICATION_REQUIRED"],
  SERVER_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_REQUIRED"],
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_REQUIRED"],
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_REQUIRED"],
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_REQUIRED"],
  ADMIN_AUTHENTICATION_REQUIRED: ["PROJECT_AUTHENTICATION_REQUIRED"],
  EXPECTED_INTERNAL_PROJECT: ["PROJECT_AUTHENTICATION_ERROR"],
});
