import { defineError } from "../define-error.js";

/** Errors of OAuth sign-in and of connected OAuth accounts. */

export const OAuthConnectionNotConnectedToUser = defineError(
  "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER",
  { status: 400, message: "This OAuth account is not connected to any user." },
);

export const OAuthConnectionAlreadyConnectedToAnotherUser = defineError(
  "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER",
  { status: 409, message: "This OAuth account is already connected to another user." },
);

export const UserAlreadyConnectedToAnotherOAuthConnection = defineError(
  "USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION",
  {
    status: 409,
    message: "You already connected another account of this provider. Was it the right account?",
  },
);

export const OAuthConnectionDoesNotHaveRequiredScope = defineError(
  "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
  { status: 400, message: "The OAuth account was not granted the scopes this request needs." },
);

export const OAuthAccessTokenNotAvailable = defineError<
  "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE",
  { provider: string; details: string }
>("OAUTH_ACCESS_TOKEN_NOT_AVAILABLE", {
  status: 400,
  message: (d) => `No access token could be obtained from ${d.provider}: ${d.details}`,
});

export const OAuthExtraScopeNotAvailableWithSharedOAuthKeys = defineError(
  "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
  { status: 400, message: "Extra scopes need the project's own OAuth keys, not the shared ones." },
);

export const OAuthAccessTokenNotAvailableWithSharedOAuthKeys = defineError(
  "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
  {
    status: 400,
    message: "Provider access tokens need the project's own OAuth keys, not the shared ones.",
  },
);

export const InvalidOAuthClientIdOrSecret = defineError<
  "INVALID_OAUTH_CLIENT_ID_OR_SECRET",
  { client_id?: string | null }
>("INVALID_OAUTH_CLIENT_ID_OR_SECRET", {
  status: 400,
  message:
    "Invalid OAuth client: the client ID must be the project ID and the secret a publishable client key.",
});

export const InvalidScope = defineError("INVALID_SCOPE", {
  status: 400,
  message: "The requested OAuth scope is not valid.",
});

export const InvalidSharedOAuthProviderId = defineError<
  "INVALID_SHARED_OAUTH_PROVIDER_ID",
  { provider_id: string }
>("INVALID_SHARED_OAUTH_PROVIDER_ID", {
  status: 400,
  message: (d) => `${d.provider_id} is not a valid shared OAuth provider.`,
});

export const InvalidStandardOAuthProviderId = defineError<
  "INVALID_STANDARD_OAUTH_PROVIDER_ID",
  { provider_id: string }
>("INVALID_STANDARD_OAUTH_PROVIDER_ID", {
  status: 400,
  message: (d) => `${d.provider_id} is not a valid standard OAuth provider.`,
});

export const OAuthProviderNotFoundOrNotEnabled = defineError(
  "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED",
  { status: 400, message: "This OAuth provider does not exist or is not enabled." },
);

export const OAuthProviderAccountIdAlreadyUsedForSignIn = defineError(
  "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN",
  { status: 400, message: "Another user already signs in with this provider account." },
);

export const InvalidAuthorizationCode = defineError("INVALID_AUTHORIZATION_CODE", {
  status: 400,
  message: "The authorization code is invalid.",
});

export const OAuthProviderAccessDenied = defineError("OAUTH_PROVIDER_ACCESS_DENIED", {
  status: 400,
  message: "The OAuth provider denied access.",
});

export const OAuthProviderTemporarilyUnavailable = defineError(
  "OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE",
  { status: 503, message: "The OAuth provider is unavailable at the moment. Try again later." },
);

export const OuterOAuthTimeout = defineError("OUTER_OAUTH_TIMEOUT", {
  status: 408,
  message: "The OAuth flow has timed out. Please sign in again.",
});

export const AppleBundleIdNotConfigured = defineError("APPLE_BUNDLE_ID_NOT_CONFIGURED", {
  status: 400,
  message: "Sign in with Apple is on, but the project lists no Apple bundle ID.",
});

export const InvalidAppleCredentials = defineError("INVALID_APPLE_CREDENTIALS", {
  status: 400,
  message: "The Sign in with Apple credentials could not be verified. Please sign in again.",
});
