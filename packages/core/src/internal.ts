// @app/core/internal: the building blocks the other packages of this repository share (the
// emulator, the React bindings, the UI). NOT a public API: names here may change in any release.
// Application code imports `@app/core`, `@app/core/server`, `@app/core/admin` or `@app/core/errors`.

export {
  type ClientAppConfig,
  clientAppConfig,
  cookieWriterReady,
  nameRequestTokenStore,
  refuseLoads,
  sessionOf,
} from "./apps/app-internals.js";
export { type HookAdapter, registerHookAdapter } from "./cache/hook-adapter.js";
export {
  type CacheKey,
  fulfilled,
  KeyedCache,
  type TrackedPromise,
  track,
} from "./cache/keyed-cache.js";
export { type Query, queryStore } from "./cache/query.js";
export { AFTER_AUTH_RETURN_TO, isTrustedRedirect } from "./context/redirect.js";
export { resolveUrls } from "./context/urls.js";
export { fail, ok } from "./errors/result.js";
export {
  type AccessType,
  DEFAULT_BASE_URL,
  HttpClient,
  type HttpClientOptions,
} from "./http/http-client.js";
export { isSecretParameter, REDACTED, redactUrl } from "./http/redact-url.js";
export {
  FOCUS_OR_RECONNECT_INTERVAL_MS,
  onFocusOrReconnect,
} from "./platform/on-focus-or-reconnect.js";
export {
  internalApiKeyCreateRequestSchema,
  internalApiKeyUpdateRequestSchema,
} from "./resources/api-keys/admin-requests.js";
export { INTERNAL_API_KEY_CREATE_FIELDS } from "./resources/api-keys/admin-update.js";
export {
  apiKeyUpdateRequestSchema,
  teamApiKeyCreateRequestSchema,
  userApiKeyCreateRequestSchema,
} from "./resources/api-keys/requests.js";
export { apiKeyCheckRequestSchema } from "./resources/api-keys/server-requests.js";
export { API_KEY_CREATION_FIELDS, API_KEY_UPDATE_FIELDS } from "./resources/api-keys/update.js";
export {
  type ApiKeyFirstViewJson,
  type ApiKeyJson,
  apiKeyFirstViewJsonSchema,
  apiKeyJsonSchema,
  type InternalApiKeyFirstViewJson,
  type InternalApiKeyJson,
  internalApiKeyFirstViewJsonSchema,
  internalApiKeyJsonSchema,
} from "./resources/api-keys/wire.js";
export {
  mfaSignInRequestSchema,
  otpSendRequestSchema,
  passkeyRegisterRequestSchema,
  passkeySignInRequestSchema,
  passwordResetRequestSchema,
  passwordResetSendRequestSchema,
  passwordSignInRequestSchema,
  passwordSignUpRequestSchema,
  verificationCodeRequestSchema,
} from "./resources/auth/requests.js";
export { CLI_POLL_WAIT_MS } from "./resources/cli/client.js";
export {
  CLI_LOGIN_MAX_LIFETIME_MS,
  cliLoginCompleteRequestSchema,
  cliLoginPollRequestSchema,
  cliLoginStartRequestSchema,
} from "./resources/cli/requests.js";
export {
  clientOAuthProviderUpdateRequestSchema,
  providerAccessTokenRequestSchema,
} from "./resources/connected-accounts/requests.js";
export {
  oauthProviderCreateRequestSchema,
  serverOAuthProviderUpdateRequestSchema,
} from "./resources/connected-accounts/server-requests.js";
export {
  OAUTH_PROVIDER_CREATE_FIELDS,
  SERVER_OAUTH_PROVIDER_UPDATE_FIELDS,
} from "./resources/connected-accounts/server-update.js";
export {
  type ServerOAuthProviderJson,
  serverOAuthProviderJsonSchema,
} from "./resources/connected-accounts/server-wire.js";
export { OAUTH_PROVIDER_UPDATE_FIELDS } from "./resources/connected-accounts/update.js";
export {
  type OAuthProviderJson,
  oauthProviderJsonSchema,
  type ProviderAccessTokenJson,
  providerAccessTokenJsonSchema,
} from "./resources/connected-accounts/wire.js";
export {
  channelSendCodeRequestSchema,
  channelVerifyRequestSchema,
  clientChannelCreateRequestSchema,
  clientChannelUpdateRequestSchema,
  primaryEmailSendCodeRequestSchema,
} from "./resources/contact-channels/requests.js";
export {
  serverChannelCreateRequestSchema,
  serverChannelUpdateRequestSchema,
} from "./resources/contact-channels/server-requests.js";
export {
  SERVER_CHANNEL_CREATE_FIELDS,
  SERVER_CHANNEL_UPDATE_FIELDS,
} from "./resources/contact-channels/server-update.js";
export {
  CHANNEL_CREATE_FIELDS,
  CHANNEL_UPDATE_FIELDS,
} from "./resources/contact-channels/update.js";
export {
  CONTACT_CHANNEL_TYPES,
  type ContactChannelJson,
  contactChannelJsonSchema,
} from "./resources/contact-channels/wire.js";
export { EMAIL_TEMPLATE_UPDATE_FIELDS } from "./resources/email-templates/email-template.js";
export { emailTemplateUpdateRequestSchema } from "./resources/email-templates/requests.js";
export {
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplateJson,
  emailTemplateJsonSchema,
  emailTemplateTypeSchema,
} from "./resources/email-templates/wire.js";
export { sendTestEmailRequestSchema } from "./resources/emails/requests.js";
export {
  type SentEmailJson,
  sentEmailJsonSchema,
  type TestEmailResultJson,
  testEmailResultJsonSchema,
} from "./resources/emails/wire.js";
export { OAUTH_CALLBACK_ERROR_MESSAGE } from "./resources/oauth/messages.js";
export { OAUTH_PROVIDER_NAMES, oauthProviderName } from "./resources/oauth/provider-names.js";
export { type OAuthTokenRequest, oauthTokenRequestSchema } from "./resources/oauth/requests.js";
export { pendingMfaAttempt } from "./resources/oauth/return-address.js";
export { oauthStateCookieName } from "./resources/oauth/state-cookie.js";
export { PASSKEY_RP_ID_SENTINEL } from "./resources/passkeys/rp-id.js";
export {
  isValidPasskeyDomain,
  WEBAUTHN_UNSUPPORTED_MESSAGE,
} from "./resources/passkeys/webauthn.js";
export {
  permissionDefinitionCreateRequestSchema,
  permissionDefinitionUpdateRequestSchema,
  projectPermissionDefinitionCreateRequestSchema,
  projectPermissionDefinitionUpdateRequestSchema,
} from "./resources/permissions/admin-requests.js";
export {
  PERMISSION_DEFINITION_CREATE_FIELDS,
  PERMISSION_DEFINITION_UPDATE_FIELDS,
  PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS,
} from "./resources/permissions/admin-update.js";
export {
  type PermissionDefinitionJson,
  type ProjectPermissionJson,
  permissionDefinitionJsonSchema,
  projectPermissionJsonSchema,
  type TeamPermissionJson,
  teamPermissionJsonSchema,
} from "./resources/permissions/wire.js";
export {
  ADMIN_CONFIG_FIELDS,
  adminConfigValueToWire,
  PROJECT_CREATE_FIELDS,
  PROJECT_UPDATE_FIELDS,
} from "./resources/projects/admin-update.js";
export {
  type AdminProjectJson,
  adminProjectJsonSchema,
  type EmailConfigJson,
  emailConfigJsonSchema,
  type OAuthProviderConfigJson,
  oauthProviderConfigJsonSchema,
} from "./resources/projects/admin-wire.js";
export { type AdminMetrics, metricsJsonSchema } from "./resources/projects/metrics.js";
export {
  configOverrideUpdateRequestSchema,
  emailServerEntries,
  oauthProviderConfigRequestSchema,
  projectConfigUpdateRequestSchema,
  projectCreateRequestSchema,
  projectUpdateRequestSchema,
} from "./resources/projects/requests.js";
export { type ClientProjectJson, clientProjectJsonSchema } from "./resources/projects/wire.js";
export {
  type ActiveSessionJson,
  activeSessionJsonSchema,
} from "./resources/sessions/active-wire.js";
export {
  SESSION_MAX_LIFETIME_MS,
  sessionCreateRequestSchema,
} from "./resources/sessions/server-requests.js";
export {
  type RefreshGrantJson,
  refreshGrantJsonSchema,
  type TokensJson,
  tokensJsonSchema,
} from "./resources/sessions/wire.js";
export {
  clientTeamCreateRequestSchema,
  clientTeamUpdateRequestSchema,
  memberProfileUpdateRequestSchema,
  teamDisplayNameSchema,
  teamInvitationCodeRequestSchema,
  teamInvitationSendRequestSchema,
} from "./resources/teams/requests.js";
export {
  serverTeamCreateRequestSchema,
  serverTeamUpdateRequestSchema,
} from "./resources/teams/server-requests.js";
export { SERVER_TEAM_FIELDS } from "./resources/teams/server-update.js";
export {
  type ServerTeamMemberProfileJson,
  serverTeamMemberProfileJsonSchema,
} from "./resources/teams/server-wire.js";
export { TEAM_MEMBER_PROFILE_FIELDS, TEAM_UPDATE_FIELDS } from "./resources/teams/update.js";
export {
  type TeamInvitationDetailsJson,
  type TeamInvitationJson,
  type TeamMemberProfileJson,
  type TeamMembershipJson,
  teamInvitationDetailsJsonSchema,
  teamInvitationJsonSchema,
  teamMemberProfileJsonSchema,
  teamMembershipJsonSchema,
} from "./resources/teams/wire.js";
export {
  AUDIENCE_SUFFIXES,
  ISSUER_PATHS,
  type TokenAudienceKind,
} from "./resources/tokens/claims.js";
export {
  clientUserUpdateRequestSchema,
  passwordSetRequestSchema,
  passwordUpdateRequestSchema,
} from "./resources/users/requests.js";
export {
  serverUserCreateEntries,
  serverUserCreateRequestSchema,
  serverUserUpdateEntries,
  serverUserUpdateRequestSchema,
} from "./resources/users/server-requests.js";
export {
  SERVER_USER_CREATE_FIELDS,
  SERVER_USER_FIELDS,
} from "./resources/users/server-update.js";
export {
  type ServerTeamJson,
  type ServerUserJson,
  serverTeamJsonSchema,
  serverUserJsonSchema,
} from "./resources/users/server-wire.js";
export { USER_UPDATE_FIELDS } from "./resources/users/update.js";
export {
  type ClientTeamJson,
  type ClientUserJson,
  clientTeamJsonSchema,
  clientUserJsonSchema,
} from "./resources/users/wire.js";
export { isValidEmail } from "./schemas/email.js";
export {
  handlerPathSchema,
  isHttpUrl,
  isProfileImageUrl,
  isValidUrl,
  isVerificationCode,
  jsonObjectSchema,
  OTP_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_URL_MAX_LENGTH,
  profileImageUrlSchema,
  TOTP_CODE_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from "./schemas/fields.js";
export {
  BCRYPT_MAX_COST,
  BCRYPT_MAX_IMPORT_COST,
  BCRYPT_MIN_COST,
  base64Schema,
  bcryptCost,
  emailSchema,
  httpUrlSchema,
  passwordHashSchema,
  urlSchema,
  userIdOrMeSchema,
  uuidSchema,
  verificationCodeSchema,
} from "./schemas/formats.js";
export { type ListJson, listJsonSchema } from "./schemas/list.js";
export {
  METADATA_MAX_BYTES,
  METADATA_MAX_DEPTH,
  metadataLimitProblem,
  metadataSchema,
} from "./schemas/metadata.js";
export { getPasswordError } from "./schemas/password.js";
export {
  INVALID_SYSTEM_PERMISSION_MESSAGE,
  isSystemPermissionId,
  PERMISSION_ID_MESSAGE,
  permissionIdFormatSchema,
  TEAM_SYSTEM_PERMISSION_IDS,
  type TeamSystemPermissionId,
} from "./schemas/permission-id.js";
export {
  EMAIL_PORT_MAX,
  EMAIL_SERVER_FIELDS,
  emailHostSchema,
  emailPortSchema,
  OAUTH_ACCOUNT_MERGE_STRATEGIES,
  OAUTH_PROVIDER_IDS,
  type OAuthProviderProblem,
  type OAuthProviderRuleInput,
  oauthProviderIdSchema,
  oauthProviderProblems,
  oauthProviderTypeSchema,
  PROJECT_CONFIG_SCALAR_FIELDS,
  permissionIdSchema,
  permissionListSchema,
  repeatedOAuthProviderIndex,
  SHARED_OAUTH_PROVIDER_IDS,
  trustedDomainSchema,
} from "./schemas/project-config.js";
export { type FieldSpec, toWire } from "./schemas/to-wire.js";
export {
  type ClientTokenStoreInit,
  createClientTokenStore,
} from "./session/client-token-store.js";
export { type CookieJar, documentCookieJar } from "./session/cookie-jar.js";
export {
  COOKIE_POLL_INTERVAL_MS,
  CookieTokenStore,
  type CookieTokenStoreOptions,
  tokensChannelName,
} from "./session/cookie-token-store.js";
export {
  ACCESS_COOKIE_MAX_AGE_SECONDS,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
} from "./session/cookie-writer.js";
export { createTokenStore, type TokenStoreInit } from "./session/create-token-store.js";
export type { TabChannel, TabChannelClass } from "./session/live-updates.js";
export {
  isPerRequestTokenStore,
  type PerRequestTokenStore,
} from "./session/per-request-token-store.js";
export { readRequestTokens, requestTokenStore } from "./session/request-token-store.js";
export { FRESHNESS_HORIZON_MS, MAX_VALIDITY_DEMAND_MS, Session } from "./session/session.js";
export {
  browserLocks,
  TAB_LOCK_WAIT_MS,
  type TabLocks,
  withTabLock,
} from "./session/tab-lock.js";
export { MemoryTokenStore } from "./session/token-store.js";
export { AUTH_HEADER_NAME } from "./session/tokens.js";
