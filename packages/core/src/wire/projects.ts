import * as z from "zod/mini";

const domainJsonSchema = z.looseObject({ domain: z.string(), handler_path: z.string() });

/** The project as any client may read it (`GET /projects/current`). */
export const clientProjectJsonSchema = z.looseObject({
  id: z.string(),
  display_name: z.string(),
  config: z.looseObject({
    sign_up_enabled: z.boolean(),
    credential_enabled: z.boolean(),
    magic_link_enabled: z.boolean(),
    passkey_enabled: z.boolean(),
    client_team_creation_enabled: z.boolean(),
    client_user_deletion_enabled: z.boolean(),
    allow_user_api_keys: z.boolean(),
    allow_team_api_keys: z.boolean(),
    enabled_oauth_providers: z.array(z.looseObject({ id: z.string() })),
    domains: z.optional(z.array(domainJsonSchema)),
  }),
});
export type ClientProjectJson = z.infer<typeof clientProjectJsonSchema>;

const permissionRefSchema = z.looseObject({ id: z.string() });

/** One OAuth provider in the admin config. */
export const oauthProviderConfigJsonSchema = z.looseObject({
  id: z.string(),
  type: z.enum(["shared", "standard"]),
  enabled: z.optional(z.boolean()),
  client_id: z.optional(z.nullable(z.string())),
  client_secret: z.optional(z.nullable(z.string())),
  facebook_config_id: z.optional(z.nullable(z.string())),
  microsoft_tenant_id: z.optional(z.nullable(z.string())),
});
export type OAuthProviderConfigJson = z.infer<typeof oauthProviderConfigJsonSchema>;

/** The project as an admin reads it (`GET /internal/projects/current`). */
export const adminProjectJsonSchema = z.looseObject({
  id: z.string(),
  display_name: z.string(),
  description: z.nullable(z.string()),
  created_at_millis: z.number(),
  user_count: z.optional(z.number()),
  is_production_mode: z.boolean(),
  config: z.looseObject({
    ...clientProjectJsonSchema.def.shape.config.def.shape,
    id: z.optional(z.string()),
    allow_localhost: z.boolean(),
    oauth_providers: z.array(oauthProviderConfigJsonSchema),
    domains: z.array(domainJsonSchema),
    create_team_on_sign_up: z.boolean(),
    team_creator_default_permissions: z.array(permissionRefSchema),
    team_member_default_permissions: z.array(permissionRefSchema),
    user_default_permissions: z.array(permissionRefSchema),
    oauth_account_merge_strategy: z.enum(["link_method", "raise_error", "allow_duplicates"]),
    email_config: z.optional(z.looseObject({ type: z.enum(["shared", "standard"]) })),
  }),
});
export type AdminProjectJson = z.infer<typeof adminProjectJsonSchema>;
