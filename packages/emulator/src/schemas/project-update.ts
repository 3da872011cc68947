import { emailSchema, handlerPathSchema, urlSchema } from "@app/core/internal";
import * as v from "valibot";
import { schemaError } from "../http/validate.js";

/** OAuth providers the service knows (WIRE.md section 5). */
export const STANDARD_OAUTH_PROVIDERS = [
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

/** Providers for which the service has shared development keys. */
export const SHARED_OAUTH_PROVIDERS: readonly string[] = [
  "google",
  "github",
  "microsoft",
  "spotify",
];

const permissionIdSchema = v.pipe(
  v.string(),
  v.regex(
    /^\$?[a-z0-9_:]+$/,
    'Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed',
  ),
);
const permissionListSchema = v.optional(v.array(v.strictObject({ id: permissionIdSchema })));
const optionalText = v.optional(v.nullable(v.string()));

const oauthProviderSchema = v.strictObject({
  id: v.picklist(STANDARD_OAUTH_PROVIDERS),
  type: v.picklist(["shared", "standard"]),
  enabled: v.optional(v.boolean()),
  client_id: optionalText,
  client_secret: optionalText,
  facebook_config_id: optionalText,
  microsoft_tenant_id: optionalText,
});

const emailConfigSchema = v.variant("type", [
  v.strictObject({ type: v.literal("shared") }),
  v.strictObject({
    type: v.literal("standard"),
    host: v.pipe(v.string(), v.minLength(1, "must not be empty")),
    port: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)),
    username: v.string(),
    password: v.string(),
    sender_name: v.string(),
    sender_email: emailSchema,
  }),
]);

/** The config fields an admin may change (`PATCH /internal/projects/current`, `config`). */
const projectConfigUpdateSchema = v.strictObject({
  allow_localhost: v.optional(v.boolean()),
  sign_up_enabled: v.optional(v.boolean()),
  credential_enabled: v.optional(v.boolean()),
  magic_link_enabled: v.optional(v.boolean()),
  passkey_enabled: v.optional(v.boolean()),
  client_team_creation_enabled: v.optional(v.boolean()),
  client_user_deletion_enabled: v.optional(v.boolean()),
  allow_user_api_keys: v.optional(v.boolean()),
  allow_team_api_keys: v.optional(v.boolean()),
  create_team_on_sign_up: v.optional(v.boolean()),
  oauth_account_merge_strategy: v.optional(
    v.picklist(["link_method", "raise_error", "allow_duplicates"]),
  ),
  domains: v.optional(
    v.array(v.strictObject({ domain: urlSchema, handler_path: handlerPathSchema })),
  ),
  oauth_providers: v.optional(v.array(oauthProviderSchema)),
  email_config: v.optional(emailConfigSchema),
  email_theme: v.optional(v.string()),
  team_creator_default_permissions: permissionListSchema,
  team_member_default_permissions: permissionListSchema,
  user_default_permissions: permissionListSchema,
});

const logoSchema = v.optional(v.nullable(urlSchema));

/** The body of `PATCH /internal/projects/current`. */
export const projectUpdateSchema = v.strictObject({
  display_name: v.optional(v.pipe(v.string(), v.minLength(1, "must not be empty"))),
  description: optionalText,
  is_production_mode: v.optional(v.boolean()),
  logo_url: logoSchema,
  logo_full_url: logoSchema,
  logo_dark_mode_url: logoSchema,
  logo_full_dark_mode_url: logoSchema,
  onboarding_status: v.optional(v.string()),
  config: v.optional(projectConfigUpdateSchema),
});

export type ProjectUpdate = v.InferOutput<typeof projectUpdateSchema>;
export type OAuthProviderUpdate = v.InferOutput<typeof oauthProviderSchema>;

/**
 * The checks that span fields: a standard provider needs its own client id and secret, shared keys
 * exist for four providers only, and a provider is listed once.
 */
export function checkOAuthProviders(providers: readonly OAuthProviderUpdate[]): void {
  const seen = new Set<string>();
  providers.forEach((provider, index) => {
    const field = `body.config.oauth_providers[${index}]`;
    if (seen.has(provider.id)) schemaError(`${field}.id`, `${provider.id} is listed twice`);
    seen.add(provider.id);
    if (provider.type === "standard") {
      if (!provider.client_id)
        schemaError(`${field}.client_id`, "is required for a standard provider");
      if (!provider.client_secret) {
        schemaError(`${field}.client_secret`, "is required for a standard provider");
      }
    } else if (!SHARED_OAUTH_PROVIDERS.includes(provider.id)) {
      schemaError(
        `${field}.type`,
        `shared keys exist only for ${SHARED_OAUTH_PROVIDERS.join(", ")}`,
      );
    }
  });
}
