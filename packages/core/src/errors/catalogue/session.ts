import { type DefineErrors, defineErrors } from "../define-error.js";

/**
 * Why a signed-in user is restricted, as the service reports it.
 *
 * @inline
 */
export interface RestrictedReason {
  /** The kind of restriction. */
  type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
}

/** The details of the session errors that have any. */
interface SessionErrorDetails {
  ACCESS_TOKEN_EXPIRED: {
    /** When the token expired, in milliseconds since the epoch. */
    expired_at_millis?: number | null;
    /** The project's id. */
    project_id?: string | null;
    /** The user's id. */
    user_id?: string | null;
    /** The id of the session's refresh token. */
    refresh_token_id?: string | null;
  };
  INVALID_PROJECT_FOR_ACCESS_TOKEN: {
    /** The project the request is for. */
    expected_project_id?: string;
    /** The project the access token is for. */
    actual_project_id?: string;
  };
  RESTRICTED_USER_NOT_ALLOWED: {
    /** Why the user is restricted. */
    restricted_reason: RestrictedReason;
  };
}

/**
 * Errors about access tokens, refresh tokens, sessions and the signed-in user's state. A row
 * without a message reads its code as one ("Invalid access token."); the server's own message
 * replaces it when an error is decoded.
 *
 * @example
 * ```ts
 * if (SessionErrors.RefreshTokenError.isInstance(error)) signOut();
 * ```
 */
export const SessionErrors = (defineErrors as DefineErrors<SessionErrorDetails>)({
  SESSION_AUTHENTICATION_ERROR: [401],
  INVALID_SESSION_AUTHENTICATION: ["SESSION_AUTHENTICATION_ERROR"],
  INVALID_ACCESS_TOKEN: ["INVALID_SESSION_AUTHENTICATION"],
  UNPARSABLE_ACCESS_TOKEN: ["INVALID_ACCESS_TOKEN"],
  ACCESS_TOKEN_EXPIRED: ["INVALID_ACCESS_TOKEN"],
  INVALID_PROJECT_FOR_ACCESS_TOKEN: ["INVALID_ACCESS_TOKEN"],

  REFRESH_TOKEN_ERROR: [401],
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: ["REFRESH_TOKEN_ERROR"],
  CANNOT_DELETE_CURRENT_SESSION: ["REFRESH_TOKEN_ERROR", 400],
  PROVIDER_REJECTED: ["REFRESH_TOKEN_ERROR"],

  USER_AUTHENTICATION_REQUIRED: [401],
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: [401],
  RESTRICTED_USER_NOT_ALLOWED: [403],
});
