import * as v from "valibot";
import { clientConfigEntries, domainJsonSchema } from "./wire.js";

const permissionRefSchema = v.looseObject({ id: v.string() });
const optionalString = v.optional(v.nullable(v.string()));

/** One OAuth provider in the admin config. */
export const oauthProviderConfigJsonSchema = v.looseObject({
  id: v.string(),
  type: v.picklist(["shared", "standard"]),
  enabled: v.optional(v.boolean()),
  client_id: optionalString,
  client_secret: optionalString,
  facebook_config_id: optionalString,
  microsoft_tenant_id: optionalString,
});
export type OAuthProviderConfigJson = v.InferOutput<typeof oauthProviderConfigJsonSchema>;

/** How the project sends e-mail: the service's shared server, or its own (`standard`). */
export const emailConfigJsonSchema = v.looseObject({
  type: v.string(),
  host: optionalString,
  port: v.optional(v.nullable(v.number())),
  username: optionalString,
  password: optionalString,
  sender_name: optionalString,
  sender_email: optionalString,
});
export type EmailConfigJson = v.InferOutput<typeof emailConfigJsonSchema>;

/** The project as an admin reads it (`GET /internal/projects/current`). */
export const adminProjectJsonSchema = v.looseObject({
  id: v.string(),
  display_name: v.string(),
  description: v.nullable(v.string()),
  created_at_millis: v.number(),
  user_count: v.optional(v.number()),
  is_production_mode: v.boolean(),
  is_development_environment: v.optional(v.boolean()),
  owner_team_id: optionalString,
  onboarding_status: v.optional(v.string()),
  logo_url: optionalString,
  logo_full_url: optionalString,
  logo_dark_mode_url: optionalString,
  logo_full_dark_mode_url: optionalString,
  config: v.looseObject({
    ...clientConfigEntries,
    id: v.optional(v.string()),
    allow_localhost: v.boolean(),
    oauth_providers: v.array(oauthProviderConfigJsonSchema),
    domains: v.array(domainJsonSchema),
    create_team_on_sign_up: v.boolean(),
    team_creator_default_permissions: v.array(permissionRefSchema),
    team_member_default_permissions: v.array(permissionRefSchema),
    user_default_permissions: v.array(permissionRefSchema),
    oauth_account_merge_strategy: v.picklist(["link_method", "raise_error", "allow_duplicates"]),
    email_config: v.optional(emailConfigJsonSchema),
    email_theme: v.optional(v.string()),
  }),
});
export type AdminProjectJson = v.InferOutput<typeof adminProjectJsonSchema>;
