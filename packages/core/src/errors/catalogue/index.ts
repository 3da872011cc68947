// The catalogue of known errors: every class, keyed by its PascalCase name, in one object that
// decoding (`knownErrorFromJSON`) reads. It is listed by hand, so a bundler cannot drop an entry.
//
// Left out on purpose (WIRE.md section 7 allows it): codes of the live service outside the SDK's
// scope. They decode as UNSUPPORTED_ERROR with `details.originalErrorCode` set to the code.
// - Payments: CUSTOMER_DOES_NOT_EXIST, DEFAULT_PAYMENT_METHOD_REQUIRED, ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH,
//   ITEM_NOT_FOUND, ITEM_QUANTITY_INSUFFICIENT_AMOUNT, NEW_PURCHASES_BLOCKED,
//   ONE_TIME_PURCHASE_ALREADY_REFUNDED, ONE_TIME_PURCHASE_NOT_FOUND, PRODUCT_ALREADY_GRANTED,
//   PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH, PRODUCT_DOES_NOT_EXIST, STRIPE_ACCOUNT_INFO_NOT_FOUND,
//   SUBSCRIPTION_ALREADY_REFUNDED, SUBSCRIPTION_INVOICE_NOT_FOUND, TEST_MODE_PURCHASE_NON_REFUNDABLE.
// - E-mail sending and rendering: EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE, EMAIL_NOT_EDITABLE,
//   EMAIL_RENDERING_ERROR, REQUIRES_CUSTOM_EMAIL_SERVER, TEMPLATE_SOURCE_REWRITE_ERROR.
// - Data vault: DATA_VAULT_STORE_DOES_NOT_EXIST, DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST.
// - Analytics: ANALYTICS_NOT_ENABLED, ANALYTICS_QUERY_ERROR, ANALYTICS_QUERY_TIMEOUT.
// - Agent auth: AGENT_AUTH_INVALID_CLAIM_CODE, AGENT_AUTH_NOT_ENABLED.
// - AI chat attachments: IMAGE_ATTACHMENT_TOO_LARGE, TOO_MANY_IMAGE_ATTACHMENTS.

import {
  ApiKeyExpired,
  ApiKeyNotFound,
  ApiKeyNotValid,
  ApiKeyRevoked,
  PublicApiKeyCannotBeRevoked,
  WrongApiKeyType,
} from "./api-key.js";
import {
  AnonymousAccountsNotEnabled,
  BotChallengeFailed,
  BotChallengeRequired,
  CliAuthError,
  CliAuthExpiredError,
  CliAuthUsedError,
  EmailPasswordMismatch,
  InvalidPollingCode,
  InvalidTotpCode,
  MultiFactorAuthenticationRequired,
  PasswordAuthenticationNotEnabled,
  PasswordConfirmationMismatch,
  PasswordRequirementsNotMet,
  PasswordTooLong,
  PasswordTooShort,
  RedirectUrlNotWhitelisted,
  SignUpNotEnabled,
  SignUpRejected,
  UserDoesNotHavePassword,
  VerificationCodeAlreadyUsed,
  VerificationCodeError,
  VerificationCodeExpired,
  VerificationCodeMaxAttemptsReached,
  VerificationCodeNotFound,
} from "./auth.js";
import {
  ContactChannelAlreadyUsedForAuthBySomeoneElse,
  EmailAlreadyVerified,
  EmailIsNotPrimaryEmail,
  EmailNotAssociatedWithUser,
  EmailNotVerified,
} from "./contact-channel.js";
import {
  AppleBundleIdNotConfigured,
  InvalidAppleCredentials,
  InvalidAuthorizationCode,
  InvalidOAuthClientIdOrSecret,
  InvalidScope,
  InvalidSharedOAuthProviderId,
  InvalidStandardOAuthProviderId,
  OAuthAccessTokenNotAvailable,
  OAuthAccessTokenNotAvailableWithSharedOAuthKeys,
  OAuthConnectionAlreadyConnectedToAnotherUser,
  OAuthConnectionDoesNotHaveRequiredScope,
  OAuthConnectionNotConnectedToUser,
  OAuthExtraScopeNotAvailableWithSharedOAuthKeys,
  OAuthProviderAccessDenied,
  OAuthProviderAccountIdAlreadyUsedForSignIn,
  OAuthProviderNotFoundOrNotEnabled,
  OAuthProviderTemporarilyUnavailable,
  OuterOAuthTimeout,
  UserAlreadyConnectedToAnotherOAuthConnection,
} from "./oauth.js";
import {
  PasskeyAuthenticationFailed,
  PasskeyAuthenticationNotEnabled,
  PasskeyRegistrationFailed,
  PasskeyWebAuthnError,
} from "./passkey.js";
import {
  ContainedPermissionNotFound,
  PermissionIdAlreadyExists,
  PermissionNotFound,
  ProjectPermissionRequired,
  TeamPermissionNotFound,
  TeamPermissionRequired,
  WrongPermissionScope,
} from "./permission.js";
import {
  BranchDoesNotExist,
  CurrentProjectNotFound,
  EmailTemplateAlreadyExists,
  ProjectNotFound,
} from "./project.js";
import {
  AccessTypeRequired,
  AccessTypeWithoutProjectId,
  AdminAccessTokenExpired,
  AdminAccessTokenIsNotAdmin,
  AdminAuthenticationRequired,
  AllOverloadsFailed,
  BodyParsingError,
  ClientAuthenticationRequired,
  ClientOrAdminAuthenticationRequired,
  ClientOrServerAuthenticationRequired,
  ClientOrServerOrAdminAuthenticationRequired,
  ExpectedInternalProject,
  InsufficientAccessType,
  InvalidAccessType,
  InvalidAdminAccessToken,
  InvalidProjectAuthentication,
  InvalidProjectForAdminAccessToken,
  InvalidPublishableClientKey,
  InvalidSecretServerKey,
  InvalidSuperSecretAdminKey,
  ProjectAuthenticationError,
  ProjectAuthenticationRequired,
  ProjectKeyWithoutAccessType,
  PublishableClientKeyRequiredForProject,
  SchemaError,
  ServerAuthenticationRequired,
  UnparsableAdminAccessToken,
  UnsupportedError,
} from "./request.js";
import {
  AccessTokenExpired,
  AnonymousAuthenticationNotAllowed,
  CannotDeleteCurrentSession,
  InvalidAccessToken,
  InvalidProjectForAccessToken,
  InvalidSessionAuthentication,
  ProviderRejected,
  RefreshTokenError,
  RefreshTokenNotFoundOrExpired,
  RestrictedUserNotAllowed,
  SessionAuthenticationError,
  UnparsableAccessToken,
  UserAuthenticationRequired,
} from "./session.js";
import {
  TeamAlreadyExists,
  TeamInvitationEmailMismatch,
  TeamInvitationRestrictedUserNotAllowed,
  TeamMembershipAlreadyExists,
  TeamMembershipNotFound,
  TeamNotFound,
} from "./team.js";
import {
  CannotGetOwnUserWithoutUser,
  UserIdDoesNotExist,
  UserNotFound,
  UserWithEmailAlreadyExists,
} from "./user.js";

/**
 * Every known error class, keyed by its PascalCase name.
 *
 * @example
 * ```ts
 * try {
 *   await app.signInWithCredential({ email, password });
 * } catch (error) {
 *   if (KnownErrors.EmailPasswordMismatch.isInstance(error)) showError(error.message);
 * }
 * ```
 */
export const KnownErrors = {
  // request.ts
  UnsupportedError,
  BodyParsingError,
  SchemaError,
  AllOverloadsFailed,
  ProjectAuthenticationError,
  InvalidProjectAuthentication,
  ProjectKeyWithoutAccessType,
  InvalidAccessType,
  AccessTypeWithoutProjectId,
  AccessTypeRequired,
  InsufficientAccessType,
  InvalidPublishableClientKey,
  InvalidSecretServerKey,
  InvalidSuperSecretAdminKey,
  InvalidAdminAccessToken,
  UnparsableAdminAccessToken,
  AdminAccessTokenExpired,
  InvalidProjectForAdminAccessToken,
  AdminAccessTokenIsNotAdmin,
  ProjectAuthenticationRequired,
  ClientAuthenticationRequired,
  PublishableClientKeyRequiredForProject,
  ServerAuthenticationRequired,
  ClientOrServerAuthenticationRequired,
  ClientOrAdminAuthenticationRequired,
  ClientOrServerOrAdminAuthenticationRequired,
  AdminAuthenticationRequired,
  ExpectedInternalProject,
  // session.ts
  SessionAuthenticationError,
  InvalidSessionAuthentication,
  InvalidAccessToken,
  UnparsableAccessToken,
  AccessTokenExpired,
  InvalidProjectForAccessToken,
  RefreshTokenError,
  RefreshTokenNotFoundOrExpired,
  CannotDeleteCurrentSession,
  ProviderRejected,
  UserAuthenticationRequired,
  AnonymousAuthenticationNotAllowed,
  RestrictedUserNotAllowed,
  // auth.ts
  SignUpNotEnabled,
  SignUpRejected,
  BotChallengeRequired,
  BotChallengeFailed,
  AnonymousAccountsNotEnabled,
  RedirectUrlNotWhitelisted,
  PasswordAuthenticationNotEnabled,
  EmailPasswordMismatch,
  PasswordConfirmationMismatch,
  UserDoesNotHavePassword,
  PasswordRequirementsNotMet,
  PasswordTooShort,
  PasswordTooLong,
  VerificationCodeError,
  VerificationCodeNotFound,
  VerificationCodeExpired,
  VerificationCodeAlreadyUsed,
  VerificationCodeMaxAttemptsReached,
  MultiFactorAuthenticationRequired,
  InvalidTotpCode,
  InvalidPollingCode,
  CliAuthError,
  CliAuthExpiredError,
  CliAuthUsedError,
  // user.ts
  UserWithEmailAlreadyExists,
  CannotGetOwnUserWithoutUser,
  UserIdDoesNotExist,
  UserNotFound,
  // contact-channel.ts
  EmailNotVerified,
  EmailAlreadyVerified,
  EmailNotAssociatedWithUser,
  EmailIsNotPrimaryEmail,
  ContactChannelAlreadyUsedForAuthBySomeoneElse,
  // team.ts
  TeamNotFound,
  TeamAlreadyExists,
  TeamMembershipNotFound,
  TeamMembershipAlreadyExists,
  TeamInvitationRestrictedUserNotAllowed,
  TeamInvitationEmailMismatch,
  // permission.ts
  PermissionNotFound,
  WrongPermissionScope,
  ContainedPermissionNotFound,
  PermissionIdAlreadyExists,
  ProjectPermissionRequired,
  TeamPermissionRequired,
  TeamPermissionNotFound,
  // oauth.ts
  OAuthConnectionNotConnectedToUser,
  OAuthConnectionAlreadyConnectedToAnotherUser,
  UserAlreadyConnectedToAnotherOAuthConnection,
  OAuthConnectionDoesNotHaveRequiredScope,
  OAuthAccessTokenNotAvailable,
  OAuthExtraScopeNotAvailableWithSharedOAuthKeys,
  OAuthAccessTokenNotAvailableWithSharedOAuthKeys,
  InvalidOAuthClientIdOrSecret,
  InvalidScope,
  InvalidSharedOAuthProviderId,
  InvalidStandardOAuthProviderId,
  OAuthProviderNotFoundOrNotEnabled,
  OAuthProviderAccountIdAlreadyUsedForSignIn,
  InvalidAuthorizationCode,
  OAuthProviderAccessDenied,
  OAuthProviderTemporarilyUnavailable,
  OuterOAuthTimeout,
  AppleBundleIdNotConfigured,
  InvalidAppleCredentials,
  // passkey.ts
  PasskeyAuthenticationNotEnabled,
  PasskeyRegistrationFailed,
  PasskeyAuthenticationFailed,
  PasskeyWebAuthnError,
  // api-key.ts
  ApiKeyNotValid,
  ApiKeyExpired,
  ApiKeyRevoked,
  WrongApiKeyType,
  ApiKeyNotFound,
  PublicApiKeyCannotBeRevoked,
  // project.ts
  ProjectNotFound,
  CurrentProjectNotFound,
  BranchDoesNotExist,
  EmailTemplateAlreadyExists,
};

type Catalogue = typeof KnownErrors;

/**
 * Any error of the catalogue: a union to `switch` over by `code`.
 *
 * @example
 * ```ts
 * function explain(error: AnyKnownError): string {
 *   switch (error.code) {
 *     case "PASSWORD_TOO_SHORT":
 *       return `At least ${error.details.min_length} characters.`;
 *     default:
 *       return error.message;
 *   }
 * }
 * ```
 */
export type AnyKnownError = InstanceType<Catalogue[keyof Catalogue]>;

/**
 * The code of any error of the catalogue.
 *
 * @example
 * ```ts
 * const retryable: KnownErrorCode[] = ["OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE"];
 * ```
 */
export type KnownErrorCode = Catalogue[keyof Catalogue]["code"];
