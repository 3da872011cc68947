// @app/core/internal: the internal tier's barrel (docs/architecture.md, "The internal tier"): what
// the other packages of this repository import beyond the public entries, and nothing else (a name
// no package imports goes). NOT a public API: names here may change in any release. Application
// code imports `@app/core`, `@app/core/server`, `@app/core/admin`, `@app/core/errors` or
// `@app/core/managers`; `@app/react` and `@app/ui` take their hooks and screen helpers from the
// narrow `@app/core/hooks` and `@app/core/screens` (why: docs/architecture.md, "The first load,
// and what loads later").

export {
  type ClientAppConfig,
  clientAppConfig,
  cookieWriterReady,
  nameRequestTokenStore,
  refuseLoads,
  sessionOf,
} from "./apps/app-internals.js";
export type { TrackedPromise } from "./cache/keyed-cache.js";
export { AFTER_AUTH_RETURN_TO } from "./context/redirect.js";
export { HttpClient } from "./http/http-client.js";
export { redactUrl } from "./http/redact-url.js";
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
export type { ServerOAuthProviderJson } from "./resources/connected-accounts/server-wire.js";
export { OAUTH_PROVIDER_UPDATE_FIELDS } from "./resources/connected-accounts/update.js";
export type { OAuthProviderJson } from "./resources/connected-accounts/wire.js";
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
export type { ContactChannelJson } from "./resources/contact-channels/wire.js";
export { EMAIL_TEMPLATE_UPDATE_FIELDS } from "./resources/email-templates/email-template.js";
export { emailTemplateUpdateRequestSchema } from "./resources/email-templates/requests.js";
export {
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplateJson,
  emailTemplateJsonSchema,
} from "./resources/email-templates/wire.js";
export { sendTestEmailRequestSchema } from "./resources/emails/requests.js";
export {
  type SentEmailJson,
  sentEmailJsonSchema,
  testEmailResultJsonSchema,
} from "./resources/emails/wire.js";
export { OAUTH_PROVIDER_NAMES, oauthProviderName } from "./resources/oauth/provider-names.js";
export { type OAuthTokenRequest, oauthTokenRequestSchema } from "./resources/oauth/requests.js";
export { PASSKEY_RP_ID_SENTINEL } from "./resources/passkeys/wire.js";
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
  permissionDefinitionJsonSchema,
  teamPermissionJsonSchema,
} from "./resources/permissions/wire.js";
export {
  ADMIN_CONFIG_FIELDS,
  adminConfigValueToWire,
  PROJECT_CREATE_FIELDS,
  PROJECT_UPDATE_FIELDS,
} from "./resources/projects/admin-update.js";
export { type AdminProjectJson, adminProjectJsonSchema } from "./resources/projects/admin-wire.js";
export { type AdminMetrics, metricsJsonSchema } from "./resources/projects/metrics.js";
export {
  configOverrideUpdateRequestSchema,
  oauthProviderConfigRequestSchema,
  projectCreateRequestSchema,
  projectUpdateRequestSchema,
} from "./resources/projects/requests.js";
export { type ClientProjectJson, clientProjectJsonSchema } from "./resources/projects/wire.js";
export {
  type ActiveSessionJson,
  activeSessionJsonSchema,
} from "./resources/sessions/active-wire.js";
export { sessionCreateRequestSchema } from "./resources/sessions/server-requests.js";
export { refreshGrantJsonSchema, tokensJsonSchema } from "./resources/sessions/wire.js";
export {
  clientTeamCreateRequestSchema,
  clientTeamUpdateRequestSchema,
  memberProfileUpdateRequestSchema,
  teamInvitationCodeRequestSchema,
  teamInvitationSendRequestSchema,
} from "./resources/teams/requests.js";
export {
  serverTeamCreateRequestSchema,
  serverTeamUpdateRequestSchema,
} from "./resources/teams/server-requests.js";
export { SERVER_TEAM_FIELDS } from "./resources/teams/server-update.js";
export { serverTeamMemberProfileJsonSchema } from "./resources/teams/server-wire.js";
export { TEAM_MEMBER_PROFILE_FIELDS, TEAM_UPDATE_FIELDS } from "./resources/teams/update.js";
export {
  type TeamInvitationJson,
  type TeamMemberProfileJson,
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
  serverUserCreateRequestSchema,
  serverUserUpdateRequestSchema,
} from "./resources/users/server-requests.js";
export { SERVER_USER_CREATE_FIELDS, SERVER_USER_FIELDS } from "./resources/users/server-update.js";
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
  isHttpUrl,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  profileImageUrlSchema,
  VERIFICATION_CODE_LENGTH,
} from "./schemas/fields.js";
export {
  BCRYPT_MAX_IMPORT_COST,
  base64Schema,
  bcryptCost,
  emailSchema,
  passwordHashSchema,
  urlSchema,
  userIdOrMeSchema,
  uuidSchema,
} from "./schemas/formats.js";
export { listJsonSchema } from "./schemas/list.js";
export { METADATA_MAX_BYTES, METADATA_MAX_DEPTH, metadataSchema } from "./schemas/metadata.js";
export { getPasswordError } from "./schemas/password.js";
export { isSystemPermissionId, TEAM_SYSTEM_PERMISSION_IDS } from "./schemas/permission-id.js";
export {
  OAUTH_ACCOUNT_MERGE_STRATEGIES,
  OAUTH_PROVIDER_IDS,
  oauthProviderProblems,
  permissionIdSchema,
  repeatedOAuthProviderIndex,
  trustedDomainSchema,
} from "./schemas/project-config.js";
export { type FieldSpec, toWire } from "./schemas/to-wire.js";
export { type CookieJar, documentCookieJar } from "./session/cookie-jar.js";
export { CookieTokenStore } from "./session/cookie-token-store.js";
export { MemoryTokenStore } from "./session/token-store.js";
