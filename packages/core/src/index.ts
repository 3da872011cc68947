// @app/core: the client-safe entry. Importing it pulls in no server or admin code but the admin
// app's lazy chunk, which loads with a project owner's first call (below).

import type { StackAdminApp } from "./apps/admin-app.js";
import { provideAdminModule } from "./apps/admin-module.js";

// The projects a user owns come with admin apps (`user.listOwnedProjects()`). The apps below the
// admin app cannot import it, so it is passed in here (apps/admin-module.ts): its module, a lazy
// chunk in a browser bundle (package.json lists this entry as a side effect, so that bundlers keep
// the call), and its type (apps/public-types.ts).
provideAdminModule(() => import("./apps/admin-app.js"));
declare global {
  interface AppCoreTypes {
    adminApp(): StackAdminApp;
  }
}

export type { RedirectToOptions } from "./apps/client-app.js";
export {
  StackClientApp,
  /** The reference SDK's newer name of {@link StackClientApp}. */
  StackClientApp as HexclaveClientApp,
} from "./apps/client-app.js";
export { type DehydratedStackState, dehydrate } from "./apps/dehydrate.js";
export { hydrate } from "./apps/hydration.js";
export type { AdminOwnedProject, CurrentUser } from "./apps/public-types.js";
export type { AsyncStore } from "./cache/keyed-cache.js";
export type { GetUserOptions, GetUserOr, StackClientAppOptions } from "./context/app-options.js";
export type {
  Navigate,
  NavigateFunction,
  NavigateOptions,
  RedirectMethod,
  UseNavigateHook,
} from "./context/redirect.js";
export {
  DEFAULT_HANDLER_PATH,
  HANDLER_PAGES,
  type HandlerPage,
  type HandlerUrls,
} from "./context/urls.js";
export type {
  AnyKnownError,
  KnownErrorCatalogue,
  KnownErrorCode,
} from "./errors/catalogue/index.js";
export { KnownError, type KnownErrorJson } from "./errors/known-error.js";
// The classes at once, the catalogue (status, parents, default messages) with the first known error.
export { KnownErrors } from "./errors/known-errors.js";
export type { Result } from "./errors/result.js";
export {
  HttpError,
  InvalidResponseError,
  type NetworkDiagnostics,
  NetworkError,
  RateLimitError,
} from "./http/http-errors.js";
export { SDK_VERSION } from "./http/http-types.js";
export type {
  ApiKey,
  ApiKeyCreationOptions,
  ApiKeyInvalidReason,
  ApiKeyType,
  ApiKeyUpdateOptions,
  TeamApiKey,
  TeamApiKeyFirstView,
  UserApiKey,
  UserApiKeyFirstView,
} from "./resources/api-keys/api-key.js";
export type {
  CredentialSignInError,
  CredentialSignInOptions,
  CredentialSignUpError,
  CredentialSignUpOptions,
} from "./resources/auth/credential.js";
export type { SignInRedirectOptions } from "./resources/auth/finish-sign-in.js";
export type {
  MagicLinkEmailError,
  MagicLinkEmailOptions,
  MagicLinkSignInError,
} from "./resources/auth/magic-link.js";
export type { MfaSignInError } from "./resources/auth/mfa.js";
export type {
  ForgotPasswordEmailOptions,
  VerificationCodeFailure,
} from "./resources/auth/password-reset.js";
export type {
  CliLoginError,
  PromptCliLoginOptions,
} from "./resources/cli/client.js";
export type {
  ConnectedAccountId,
  DeprecatedOAuthConnection,
  GetConnectedAccount,
  GetConnectedAccountOptions,
  OAuthAccessTokenError,
  OAuthConnection,
  OAuthProvider,
  OAuthProviderUpdateError,
  OAuthProviderUpdateOptions,
} from "./resources/connected-accounts/oauth-provider.js";
export type {
  ContactChannel,
  ContactChannelCreateOptions,
  ContactChannelUpdateOptions,
  SendVerificationEmailOptions,
} from "./resources/contact-channels/contact-channel.js";
export type {
  LinkConnectedAccountOptions,
  SignInWithOAuthOptions,
} from "./resources/oauth/client.js";
export type {
  PasskeyRegistrationError,
  PasskeySignInError,
  RegisterPasskeyOptions,
} from "./resources/passkeys/client.js";
export type {
  PermissionListOptions,
  ProjectPermission,
  TeamPermission,
} from "./resources/permissions/permission.js";
export type {
  AdminOwnedProjectOf,
  AdminProjectCreateOptions,
} from "./resources/projects/admin-project.js";
export {
  defineStackConfig as defineHexclaveConfig,
  defineStackConfig,
  type StackConfig,
  type StackConfig as HexclaveConfig,
} from "./resources/projects/config-shape.js";
export type { ClientProject, ClientProjectConfig } from "./resources/projects/project.js";
export type { ActiveSession, GeoInfo } from "./resources/sessions/active-session.js";
export type { AuthJson } from "./resources/sessions/auth-queries.js";
export type { TeamInvitationCodeError } from "./resources/teams/client.js";
export type {
  EditableTeamMemberProfile,
  ReceivedTeamInvitation,
  SentTeamInvitation,
  Team,
  TeamFields,
  TeamInviteOptions,
  TeamMemberProfile,
  TeamUser,
} from "./resources/teams/team.js";
export type {
  TeamCreateOptions,
  TeamMemberProfileUpdateOptions,
  TeamUpdateOptions,
} from "./resources/teams/update.js";
export type {
  TeamScope,
  UserPermissionMethods,
  UserTeamMethods,
} from "./resources/teams/user-methods.js";
export type { CurrentSession, SignOutOptions } from "./resources/users/current-user.js";
export type { RestrictedReason, UserFields } from "./resources/users/fields.js";
export type {
  SetPasswordError,
  SetPasswordOptions,
  UpdatePasswordError,
  UpdatePasswordOptions,
} from "./resources/users/own-account.js";
export type { UserUpdate } from "./resources/users/update.js";
export type { ClientUserJson } from "./resources/users/wire.js";
export type { RequestLike } from "./session/request-headers.js";
export type { PerRequestTokenStore, TokenStore } from "./session/token-store.js";
export type { Tokens } from "./session/tokens.js";
