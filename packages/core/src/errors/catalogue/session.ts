import { defineError } from "../define-error.js";

/** Errors about access tokens, refresh tokens and sessions. */

export const InvalidAccessToken = defineError("INVALID_ACCESS_TOKEN", {
  status: 401,
  message: "The access token is invalid.",
});

export const UnparsableAccessToken = defineError("UNPARSABLE_ACCESS_TOKEN", {
  parent: InvalidAccessToken,
  message: "The access token is not a valid JWT.",
});

export const AccessTokenExpired = defineError<
  "ACCESS_TOKEN_EXPIRED",
  { expired_at_millis?: number; project_id?: string; user_id?: string; refresh_token_id?: string }
>("ACCESS_TOKEN_EXPIRED", {
  parent: InvalidAccessToken,
  message: (d) =>
    d.expired_at_millis === undefined
      ? "The access token has expired."
      : `The access token expired at ${new Date(d.expired_at_millis).toISOString()}.`,
});

export const InvalidProjectForAccessToken = defineError<
  "INVALID_PROJECT_FOR_ACCESS_TOKEN",
  { expected_project_id?: string; actual_project_id?: string }
>("INVALID_PROJECT_FOR_ACCESS_TOKEN", {
  parent: InvalidAccessToken,
  message: "The access token was issued for another project.",
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
