import { defineError } from "../define-error.js";

/** Errors about access tokens, refresh tokens, sessions and the signed-in user's state. */

/** Why a signed-in user is restricted, as the service reports it. */
export interface RestrictedReason {
  type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
}

export const SessionAuthenticationError = defineError("SESSION_AUTHENTICATION_ERROR", {
  status: 401,
  message: "The session could not be authenticated.",
});

export const InvalidSessionAuthentication = defineError("INVALID_SESSION_AUTHENTICATION", {
  parent: SessionAuthenticationError,
  message: "The session credentials are invalid.",
});

export const InvalidAccessToken = defineError("INVALID_ACCESS_TOKEN", {
  parent: InvalidSessionAuthentication,
  message: "The access token is invalid.",
});

export const UnparsableAccessToken = defineError("UNPARSABLE_ACCESS_TOKEN", {
  parent: InvalidAccessToken,
  message: "The access token is not a valid JWT.",
});

export const AccessTokenExpired = defineError<
  "ACCESS_TOKEN_EXPIRED",
  {
    expired_at_millis?: number | null;
    project_id?: string | null;
    user_id?: string | null;
    refresh_token_id?: string | null;
  }
>("ACCESS_TOKEN_EXPIRED", {
  parent: InvalidAccessToken,
  message: (d) =>
    typeof d.expired_at_millis === "number"
      ? `The access token expired at ${new Date(d.expired_at_millis).toISOString()}; refresh it.`
      : "The access token has expired; refresh it.",
});

export const InvalidProjectForAccessToken = defineError<
  "INVALID_PROJECT_FOR_ACCESS_TOKEN",
  { expected_project_id?: string; actual_project_id?: string }
>("INVALID_PROJECT_FOR_ACCESS_TOKEN", {
  parent: InvalidAccessToken,
  message: (d) =>
    `The access token belongs to project ${d.actual_project_id}, not ${d.expected_project_id}.`,
});

export const RefreshTokenError = defineError("REFRESH_TOKEN_ERROR", {
  status: 401,
  message: "The refresh token cannot be used.",
});

export const RefreshTokenNotFoundOrExpired = defineError("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", {
  parent: RefreshTokenError,
  message: "The refresh token does not exist or has expired. Please sign in again.",
});

export const CannotDeleteCurrentSession = defineError("CANNOT_DELETE_CURRENT_SESSION", {
  parent: RefreshTokenError,
  status: 400,
  message: "The current session cannot be deleted this way; sign out instead.",
});

export const ProviderRejected = defineError("PROVIDER_REJECTED", {
  parent: RefreshTokenError,
  message: "The sign-in provider no longer accepts this session. Please sign in again.",
});

export const UserAuthenticationRequired = defineError("USER_AUTHENTICATION_REQUIRED", {
  status: 401,
  message: "This endpoint needs a signed-in user.",
});

export const AnonymousAuthenticationNotAllowed = defineError(
  "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED",
  {
    status: 401,
    message:
      "The access token belongs to an anonymous user, and this request does not allow anonymous users.",
  },
);

export const RestrictedUserNotAllowed = defineError<
  "RESTRICTED_USER_NOT_ALLOWED",
  { restricted_reason: RestrictedReason }
>("RESTRICTED_USER_NOT_ALLOWED", {
  status: 403,
  message: (d) =>
    `The signed-in user is restricted (${d.restricted_reason?.type}), and this request does not allow restricted users.`,
});
