import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the OAuth errors that have any. */
interface OAuthErrorDetails {
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: {
    /** The OAuth provider's id. */
    provider: string;
    /** Why no access token is available. */
    details: string;
  };
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: {
    /** The OAuth client id that was refused. */
    client_id?: string | null;
  };
  INVALID_SHARED_OAUTH_PROVIDER_ID: {
    /** The OAuth provider's id. */
    provider_id: string;
  };
  INVALID_STANDARD_OAUTH_PROVIDER_ID: {
    /** The OAuth provider's id. */
    provider_id: string;
  };
}

/**
 * Errors of OAuth sign-in and of connected OAuth accounts. A row without a message reads its code
 * as one ("OAuth provider access denied."); the server's own message replaces it when an error is
 * decoded.
 *
 * @example
 * ```ts
 * if (OAuthErrors.OuterOAuthTimeout.isInstance(error)) showError(error.message);
 * ```
 */
export const OAuthErrors = (defineErrors as DefineErrors<OAuthErrorDetails>)({
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: [400],
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: [409],
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: [409],
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: [400],
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: [400],
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: [400],
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: [400],
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: [400],
  INVALID_SCOPE: [400],
  INVALID_SHARED_OAUTH_PROVIDER_ID: [400],
  INVALID_STANDARD_OAUTH_PROVIDER_ID: [400],
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: [400],
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: [400],
  INVALID_AUTHORIZATION_CODE: [400],
  OAUTH_PROVIDER_ACCESS_DENIED: [400],
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: [503],
  OUTER_OAUTH_TIMEOUT: [408, "The OAuth flow has timed out. Please sign in again."],
  APPLE_BUNDLE_ID_NOT_CONFIGURED: [400],
  INVALID_APPLE_CREDENTIALS: [400],
});
