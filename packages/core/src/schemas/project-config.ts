import * as v from "valibot";
import { emailSchema, httpUrlSchema } from "./formats.js";
import { permissionIdSchema } from "./permission-id.js";
import type { FieldSpec } from "./to-wire.js";

// The rules of a project's config, as an admin writes it. The admin app checks options with them
// before sending, and the emulator builds its request schemas from them, so both refuse the same
// values. Admin-only: a browser bundle of the client app does not import this module.

/**
 * The OAuth providers the service knows (WIRE.md section 5), `twitch` included.
 *
 * @example
 * ```ts
 * OAUTH_PROVIDER_IDS.includes("github"); // true
 * ```
 */
export const OAUTH_PROVIDER_IDS = [
  "google",
  "github",
  "microsoft",
  "spotify",
  "facebook",
  "discord",
  "gitlab",
  "bitbucket",
  "linkedin",
  "apple",
  "x",
  "twitch",
] as const;

/** The providers for which the service has shared development keys (type `shared`). */
export const SHARED_OAUTH_PROVIDER_IDS: readonly string[] = [
  "google",
  "github",
  "microsoft",
  "spotify",
];

/** How an OAuth sign-in whose e-mail matches an existing account is handled. */
export const OAUTH_ACCOUNT_MERGE_STRATEGIES = [
  "link_method",
  "raise_error",
  "allow_duplicates",
] as const;

/** The id of an OAuth provider of the project's config. */
export const oauthProviderIdSchema = v.picklist(OAUTH_PROVIDER_IDS);

/** `shared` uses the service's development keys; `standard` the project's own. */
export const oauthProviderTypeSchema = v.picklist(["shared", "standard"]);

export { permissionIdSchema };

/** A list of default permissions, `[{ id }]`. */
export const permissionListSchema = v.array(v.object({ id: permissionIdSchema }));

/** A trusted domain: an http(s) URL, whose host may hold `*` (one label) or `**` (any labels). */
export const trustedDomainSchema = httpUrlSchema;

/** The highest port an e-mail server may listen on. */
export const EMAIL_PORT_MAX = 65535;

/** The port of an e-mail server: an integer from 0 to 65535. */
export const emailPortSchema = v.pipe(
  v.number(),
  v.integer("must be an integer"),
  v.minValue(0, "must be at least 0"),
  v.maxValue(EMAIL_PORT_MAX, `must be at most ${EMAIL_PORT_MAX}`),
);

/** The host name of an e-mail server: not empty. */
export const emailHostSchema = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/**
 * The fields of a standard (own SMTP server) e-mail config, camelCase option → wire name and
 * schema: the admin app's `emailConfig` and `sendTestEmail()`, and the emulator's request
 * schemas, are built from this one table.
 *
 * @example
 * ```ts
 * v.is(EMAIL_SERVER_FIELDS.port[1], 70000); // false
 * ```
 */
export const EMAIL_SERVER_FIELDS = {
  host: ["host", emailHostSchema],
  port: ["port", emailPortSchema],
  username: ["username", v.string()],
  password: ["password", v.string()],
  senderName: ["sender_name", v.string()],
  senderEmail: ["sender_email", emailSchema],
} as const satisfies Record<string, FieldSpec>;

/**
 * The config fields whose option value is also their wire value, camelCase option → wire name
 * and schema. (Domains and OAuth providers change shape on the way, so each side builds them from
 * the primitives above.)
 */
export const PROJECT_CONFIG_SCALAR_FIELDS = {
  signUpEnabled: ["sign_up_enabled", v.boolean()],
  credentialEnabled: ["credential_enabled", v.boolean()],
  magicLinkEnabled: ["magic_link_enabled", v.boolean()],
  passkeyEnabled: ["passkey_enabled", v.boolean()],
  clientTeamCreationEnabled: ["client_team_creation_enabled", v.boolean()],
  clientUserDeletionEnabled: ["client_user_deletion_enabled", v.boolean()],
  allowUserApiKeys: ["allow_user_api_keys", v.boolean()],
  allowTeamApiKeys: ["allow_team_api_keys", v.boolean()],
  allowLocalhost: ["allow_localhost", v.boolean()],
  createTeamOnSignUp: ["create_team_on_sign_up", v.boolean()],
  oauthAccountMergeStrategy: [
    "oauth_account_merge_strategy",
    v.picklist(OAUTH_ACCOUNT_MERGE_STRATEGIES),
  ],
  teamCreatorDefaultPermissions: ["team_creator_default_permissions", permissionListSchema],
  teamMemberDefaultPermissions: ["team_member_default_permissions", permissionListSchema],
  userDefaultPermissions: ["user_default_permissions", permissionListSchema],
  emailTheme: ["email_theme", v.string()],
} as const satisfies Record<string, FieldSpec>;

/** The fields of one OAuth provider that its cross-field rules read, whatever their casing. */
export interface OAuthProviderRuleInput {
  id: string;
  type: "shared" | "standard";
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
}

/** A rule one provider breaks: the field it is about and what is wrong. */
export interface OAuthProviderProblem {
  field: "clientId" | "clientSecret" | "type";
  message: string;
}

/**
 * The rules that span a provider's fields: a standard provider needs its own client id and
 * secret, and shared keys exist for four providers only.
 *
 * @example
 * ```ts
 * oauthProviderProblems({ id: "apple", type: "shared" });
 * // [{ field: "type", message: "shared keys exist only for google, github, microsoft, spotify" }]
 * ```
 */
export function oauthProviderProblems(provider: OAuthProviderRuleInput): OAuthProviderProblem[] {
  if (provider.type === "standard") {
    const problems: OAuthProviderProblem[] = [];
    const message = "is required for a standard provider";
    if (!provider.clientId) problems.push({ field: "clientId", message });
    if (!provider.clientSecret) problems.push({ field: "clientSecret", message });
    return problems;
  }
  if (SHARED_OAUTH_PROVIDER_IDS.includes(provider.id)) return [];
  return [
    {
      field: "type",
      message: `shared keys exist only for ${SHARED_OAUTH_PROVIDER_IDS.join(", ")}`,
    },
  ];
}

/**
 * The index of the first provider whose id an earlier one already has, or -1: a provider is
 * listed once.
 *
 * @example
 * ```ts
 * repeatedOAuthProviderIndex([{ id: "github" }, { id: "github" }]); // 1
 * ```
 */
export function repeatedOAuthProviderIndex(providers: readonly { id: string }[]): number {
  const seen = new Set<string>();
  return providers.findIndex(({ id }) => seen.size === seen.add(id).size);
}
