// @app/core: the client-safe entry. Importing it pulls in no server or admin code.

export type { GetUserOptions, GetUserOr, StackClientAppOptions } from "./apps/app-options.js";
export { StackClientApp } from "./apps/client-app.js";
export type {
  CredentialSignInOptions,
  CredentialSignUpOptions,
} from "./apps/credential-auth.js";
export {
  AFTER_AUTH_RETURN_TO,
  isTrustedRedirect,
  type RedirectMethod,
} from "./apps/redirect.js";
export {
  DEFAULT_HANDLER_PATH,
  HANDLER_PAGES,
  type HandlerPage,
  type HandlerUrls,
  resolveUrls,
} from "./apps/urls.js";
export {
  AsyncCache,
  type AsyncStore,
  type TrackedPromise,
} from "./cache/async-cache.js";
export type { CurrentUser, SignOutOptions } from "./entities/current-user.js";
export type { ClientProject, ClientProjectConfig } from "./entities/project.js";
export type { Team } from "./entities/team.js";
export type { UserFields } from "./entities/user.js";
export type { UserUpdate } from "./entities/user-update.js";
export { type AnyKnownError, type KnownErrorCode, KnownErrors } from "./errors/catalogue/index.js";
export { KnownError, type KnownErrorJson } from "./errors/known-error.js";
export {
  type AccessType,
  DEFAULT_BASE_URL,
  HttpClient,
  type HttpClientOptions,
} from "./http/http-client.js";
export {
  HttpError,
  InvalidResponseError,
  type NetworkDiagnostics,
  NetworkError,
} from "./http/http-errors.js";
export { fail, ok, type Result } from "./result.js";
export {
  handlerPathSchema,
  isValidEmail,
  isValidUrl,
  jsonObjectSchema,
  OTP_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_URL_MAX_LENGTH,
  profileImageUrlSchema,
} from "./schemas/fields.js";
export { emailSchema, urlSchema, uuidSchema } from "./schemas/formats.js";
export { getPasswordError } from "./schemas/password.js";
export {
  type ClientTokenStoreInit,
  createClientTokenStore,
} from "./session/client-token-store.js";
export { type CookieJar, documentCookieJar } from "./session/cookie-jar.js";
export {
  ACCESS_COOKIE_MAX_AGE_SECONDS,
  COOKIE_POLL_INTERVAL_MS,
  CookieTokenStore,
  type CookieTokenStoreOptions,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
} from "./session/cookie-token-store.js";
export {
  FRESHNESS_HORIZON_MS,
  MAX_VALIDITY_DEMAND_MS,
  Session,
} from "./session/session.js";
export { MemoryTokenStore, type TokenStore } from "./session/token-store.js";
export { AUTH_HEADER_NAME, type Tokens } from "./session/tokens.js";
export { SDK_VERSION } from "./version.js";
export { type ListJson, listJsonSchema } from "./wire/list.js";
export { type ClientProjectJson, clientProjectJsonSchema } from "./wire/projects.js";
export {
  type RefreshGrantJson,
  refreshGrantJsonSchema,
  type TokensJson,
  tokensJsonSchema,
} from "./wire/tokens.js";
export {
  type ClientTeamJson,
  type ClientUserJson,
  clientTeamJsonSchema,
  clientUserJsonSchema,
} from "./wire/users.js";
