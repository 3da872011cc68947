import * as v from "valibot";
import { handlerPathSchema } from "../../schemas/fields.js";
import { urlSchema, uuidSchema } from "../../schemas/formats.js";
import {
  EMAIL_SERVER_FIELDS,
  oauthProviderIdSchema,
  oauthProviderTypeSchema,
  PROJECT_CONFIG_SCALAR_FIELDS,
  trustedDomainSchema,
} from "../../schemas/project-config.js";

// The bodies of the project endpoints an admin (or a project owner) sends, declared once: the
// admin app's option tables (`admin-update.ts`) take their rules from these entries and from
// `schemas/project-config.ts`, and the emulator checks requests with these schemas. Admin and
// owner code only: a browser bundle loads it with the admin app, on first use.

type ScalarFields = typeof PROJECT_CONFIG_SCALAR_FIELDS;

/** The scalar config fields, keyed by wire name, each optional. */
type ScalarConfigEntries = {
  [Key in keyof ScalarFields as ScalarFields[Key][0]]: v.OptionalSchema<
    ScalarFields[Key][1],
    undefined
  >;
};

function scalarConfigEntries(): ScalarConfigEntries {
  const entries = Object.values(PROJECT_CONFIG_SCALAR_FIELDS).map(
    ([wireName, schema]) => [wireName, v.optional(schema)] as const,
  );
  // Object.fromEntries loses the key of each entry; the mapped type above restores it.
  return Object.fromEntries(entries) as ScalarConfigEntries;
}

const optionalText = v.optional(v.nullable(v.string()));

/** One OAuth provider of a config update, in its wire form. */
export const oauthProviderConfigRequestSchema = v.strictObject({
  id: oauthProviderIdSchema,
  type: oauthProviderTypeSchema,
  enabled: v.optional(v.boolean()),
  client_id: optionalText,
  client_secret: optionalText,
  facebook_config_id: optionalText,
  microsoft_tenant_id: optionalText,
});

type EmailServerFields = typeof EMAIL_SERVER_FIELDS;

/**
 * A standard e-mail server's fields, keyed by wire name (`host`, `port`, `sender_email`…).
 *
 * @example
 * ```ts
 * v.is(v.strictObject(emailServerEntries), { host: "smtp.example.com", port: 70000 }); // false
 * ```
 */
export const emailServerEntries = Object.fromEntries(
  Object.values(EMAIL_SERVER_FIELDS).map(([wireName, schema]) => [wireName, schema]),
) as { [Key in keyof EmailServerFields as EmailServerFields[Key][0]]: EmailServerFields[Key][1] };

const emailConfigSchema = v.variant("type", [
  v.strictObject({ type: v.literal("shared") }),
  v.strictObject({ type: v.literal("standard"), ...emailServerEntries }),
]);

/** The config fields an admin may change (`config` of `PATCH /internal/projects/current`). */
export const projectConfigUpdateRequestSchema = v.strictObject({
  ...scalarConfigEntries(),
  domains: v.optional(
    v.array(v.strictObject({ domain: trustedDomainSchema, handler_path: handlerPathSchema })),
  ),
  oauth_providers: v.optional(v.array(oauthProviderConfigRequestSchema)),
  email_config: v.optional(emailConfigSchema),
});

const logo = v.optional(v.nullable(urlSchema));

/** A project's display name: any text but the empty string. */
const displayNameSchema = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** The fields of `PATCH /internal/projects/current`, each optional. */
export const projectUpdateEntries = {
  display_name: v.optional(displayNameSchema),
  description: optionalText,
  is_production_mode: v.optional(v.boolean()),
  logo_url: logo,
  logo_full_url: logo,
  logo_dark_mode_url: logo,
  logo_full_dark_mode_url: logo,
  onboarding_status: v.optional(v.string()),
  config: v.optional(projectConfigUpdateRequestSchema),
};

/**
 * `PATCH /internal/projects/current`: the admin's project update.
 *
 * @example
 * ```ts
 * v.is(projectUpdateRequestSchema, { config: { sign_up_enabled: "yes" } }); // false
 * ```
 */
export const projectUpdateRequestSchema = v.strictObject(projectUpdateEntries);

/** The fields of `POST /internal/projects`. */
export const projectCreateEntries = {
  ...projectUpdateEntries,
  display_name: displayNameSchema,
  owner_team_id: v.optional(v.nullable(uuidSchema)),
  is_development_environment: v.optional(v.boolean()),
};

/**
 * `POST /internal/projects`: a project owner's new project.
 *
 * @example
 * ```ts
 * v.is(projectCreateRequestSchema, { display_name: "Shop" }); // true
 * ```
 */
export const projectCreateRequestSchema = v.strictObject(projectCreateEntries);

/**
 * `PATCH /internal/config/override/{level}`: the override, as a JSON string of dotted keys.
 *
 * @example
 * ```ts
 * v.is(configOverrideUpdateRequestSchema, { config_override_string: '{"auth.allowSignUp":false}' }); // true
 * ```
 */
export const configOverrideUpdateRequestSchema = v.strictObject({
  config_override_string: v.string(),
});
