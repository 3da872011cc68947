// The server's wording of known errors. The catalogue of `@app/core` ships in the browser bundle,
// so it keeps only the messages the SDK shows or raises itself (those SPEC.md quotes, the password
// length errors, UNSUPPORTED_ERROR) and reads every other code as a sentence ("Team not found.").
// The prose belongs to the server, which sends it in the `error` field: this table. A code missing
// here is sent with the catalogue's own message.

import {
  type AnyKnownError,
  type KnownError,
  type KnownErrorClass,
  type KnownErrorCode,
  KnownErrors,
} from "@app/core/errors";

/** The details of the catalogue error with `Code`, as core types them. */
type DetailsOf<Code extends KnownErrorCode> = Extract<AnyKnownError, { code: Code }>["details"];

/** A message of the server: fixed text, or a function of the error's details. */
type ServerMessage<Code extends KnownErrorCode> = string | ((details: DetailsOf<Code>) => string);

/** The message of an expired token, with the expiry time when the details give it. */
function tokenExpired(token: string): (details: { expired_at_millis?: number | null }) => string {
  return (d) =>
    `${token} token expired${typeof d.expired_at_millis === "number" ? ` at ${new Date(d.expired_at_millis).toISOString()}` : ""}.`;
}

/** The message of a project key that is not valid for the project. */
function invalidKey(key: string): (details: { project_id: string }) => string {
  return (d) => `Invalid ${key} key for project ${d.project_id}.`;
}

/**
 * The server's message of each code that has one of its own, keyed by code.
 *
 * @example
 * ```ts
 * const message = ERROR_MESSAGES.TEAM_NOT_FOUND; // (d) => `Team ${d.team_id} not found.`
 * ```
 */
export const ERROR_MESSAGES: { readonly [Code in KnownErrorCode]?: ServerMessage<Code> } = {
  // Request, access type, project keys and admin tokens
  SCHEMA_ERROR: (d) => d.message || "Invalid request.",
  ALL_OVERLOADS_FAILED: "Invalid request.",
  ACCESS_TYPE_WITHOUT_PROJECT_ID: (d) =>
    `Access type ${d.request_type} needs an x-stack-project-id header.`,
  INSUFFICIENT_ACCESS_TYPE: (d) =>
    `Access type ${d.actual_access_type} may not call this endpoint (allowed: ${d.allowed_access_types}).`,
  INVALID_PUBLISHABLE_CLIENT_KEY: invalidKey("publishable client"),
  INVALID_SECRET_SERVER_KEY: invalidKey("secret server"),
  INVALID_SUPER_SECRET_ADMIN_KEY: invalidKey("super secret admin"),
  ADMIN_ACCESS_TOKEN_EXPIRED: tokenExpired("Admin access"),
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: "Publishable client key required.",
  EXPECTED_INTERNAL_PROJECT: "The project ID is expected to be internal.",

  // Sessions
  ACCESS_TOKEN_EXPIRED: tokenExpired("Access"),
  INVALID_PROJECT_FOR_ACCESS_TOKEN: (d) =>
    `The access token is for project ${d.actual_project_id}, not ${d.expected_project_id}.`,
  PROVIDER_REJECTED: "The sign-in provider rejected the session.",
  RESTRICTED_USER_NOT_ALLOWED: (d) => `Restricted user (${d.restricted_reason?.type}) not allowed.`,

  // Sign-in and sign-up
  SIGN_UP_REJECTED: (d) => d.message || "Sign-up rejected.",
  BOT_CHALLENGE_FAILED: (d) => d.message || "Bot challenge failed.",
  REDIRECT_URL_NOT_WHITELISTED: "Untrusted redirect URL.",
  USER_DOES_NOT_HAVE_PASSWORD: "This user has no password.",
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: "Multi-factor authentication required.",
  INVALID_POLLING_CODE: "Invalid polling code.",
  CLI_AUTH_ERROR: "CLI authentication failed.",

  // Users and contact channels
  USER_EMAIL_ALREADY_EXISTS: (d) =>
    `An account with ${d.email} already exists${d.would_work_if_email_was_verified ? "; sign in and verify its e-mail first" : ""}.`,
  CANNOT_GET_OWN_USER_WITHOUT_USER: "User ID 'me' needs a signed-in user.",
  USER_ID_DOES_NOT_EXIST: (d) => `User ${d.user_id} does not exist.`,
  EMAIL_IS_NOT_PRIMARY_EMAIL: (d) => `${d.email} is not the primary e-mail (${d.primary_email}).`,
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: (d) =>
    `Another account signs in with this ${d.type}${d.contact_channel_value ? ` (${d.contact_channel_value})` : ""}.`,
  EMAIL_ALREADY_VERIFIED: "This e-mail address is already verified.",

  // Teams
  TEAM_NOT_FOUND: (d) => `Team ${d.team_id} not found.`,
  TEAM_ALREADY_EXISTS: (d) => `Team ${d.team_id} already exists.`,
  TEAM_MEMBERSHIP_NOT_FOUND: (d) => `User ${d.user_id} is not in team ${d.team_id}.`,
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: (d) =>
    `Restricted users (${d.restricted_reason?.type}) cannot accept team invitations.`,
  TEAM_INVITATION_EMAIL_MISMATCH:
    "This team invitation is for another email address: sign in with that address, or add and verify it on this account.",

  // Permissions
  PERMISSION_NOT_FOUND: (d) => `Permission ${d.permission_id} not found.`,
  WRONG_PERMISSION_SCOPE: (d) =>
    `Permission ${d.permission_id} is not in the ${d.expected_scope} scope (found: ${d.actual_scope}).`,
  CONTAINED_PERMISSION_NOT_FOUND: (d) => `Contained permission ${d.permission_id} not found.`,
  PERMISSION_ID_ALREADY_EXISTS: (d) => `Permission ${d.permission_id} already exists.`,
  PROJECT_PERMISSION_REQUIRED: (d) =>
    `User ${d.user_id} lacks project permission ${d.permission_id}.`,
  TEAM_PERMISSION_REQUIRED: (d) =>
    `User ${d.user_id} lacks permission ${d.permission_id} in team ${d.team_id}.`,
  TEAM_PERMISSION_NOT_FOUND: (d) =>
    `User ${d.user_id} has no permission ${d.permission_id} in team ${d.team_id}.`,

  // OAuth and passkeys
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: (d) => `No access token from ${d.provider}: ${d.details}`,
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: "This user has no connected account at this provider.",
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE:
    "The connected account was not granted every scope asked for; the user must authorize them.",
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS:
    "Access tokens are not available with shared OAuth keys; configure the provider's own keys.",
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: "This OAuth provider is not configured or not enabled.",
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN:
    "Another user already signs in with this provider account.",
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: "Invalid OAuth client ID or secret.",
  INVALID_SHARED_OAUTH_PROVIDER_ID: (d) => `Invalid shared OAuth provider: ${d.provider_id}.`,
  INVALID_STANDARD_OAUTH_PROVIDER_ID: (d) => `Invalid standard OAuth provider: ${d.provider_id}.`,
  PASSKEY_WEBAUTHN_ERROR: (d) => d.message || `WebAuthn error (${d.code}).`,

  // API keys and projects
  WRONG_API_KEY_TYPE: (d) => `Expected a ${d.expected_type} API key, not ${d.actual_type}.`,
  PROJECT_NOT_FOUND: (d) => `Project ${d.project_id} not found.`,
  CURRENT_PROJECT_NOT_FOUND: (d) => `Current project ${d.project_id} not found.`,
  BRANCH_DOES_NOT_EXIST: (d) => `Branch ${d.branch_id} not found.`,
};

let classes: Map<string, KnownErrorClass<string, unknown>> | undefined;

/** The catalogue class of `code`, to read its default message. */
function classOf(code: string): KnownErrorClass<string, unknown> | undefined {
  classes ??= new Map(
    Object.values(KnownErrors).map((errorClass) => [
      errorClass.code,
      errorClass as KnownErrorClass<string, unknown>,
    ]),
  );
  return classes.get(code);
}

/**
 * The message the server sends for `error`: the table's message for its code when the error
 * still has its default message, else the error's own (such as a BODY_PARSING_ERROR that names
 * the problem).
 *
 * @example
 * ```ts
 * serverMessage(new KnownErrors.TeamNotFound({ team_id: "t1" })); // "Team t1 not found."
 * serverMessage(new KnownErrors.UserNotFound(undefined, "No such user.")); // "No such user."
 * ```
 */
export function serverMessage(error: KnownError): string {
  // The table types each message by the details of its code; `error.code` is that code.
  const message = ERROR_MESSAGES[error.code as KnownErrorCode] as ServerMessage<never> | undefined;
  const errorClass = classOf(error.code);
  if (message === undefined || error.message !== errorClass?.defaultMessage(error.details)) {
    return error.message;
  }
  return typeof message === "string" ? message : message(error.details as never);
}
