import {
  EMAIL_SERVER_FIELDS,
  handlerPathSchema,
  oauthProviderIdSchema,
  oauthProviderProblems,
  oauthProviderTypeSchema,
  PROJECT_CONFIG_SCALAR_FIELDS,
  repeatedOAuthProviderIndex,
  trustedDomainSchema,
  urlSchema,
  uuidSchema,
} from "@app/core/internal";
import * as v from "valibot";
import { schemaError } from "../http/validate.js";

// The request schemas of project updates, built from the core's config rules
// (`PROJECT_CONFIG_SCALAR_FIELDS` and the field primitives), so that the admin app and the emulator
// refuse the same values.

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

const oauthProviderSchema = v.strictObject({
  id: oauthProviderIdSchema,
  type: oauthProviderTypeSchema,
  enabled: v.optional(v.boolean()),
  client_id: optionalText,
  client_secret: optionalText,
  facebook_config_id: optionalText,
  microsoft_tenant_id: optionalText,
});

type EmailServerFields = typeof EMAIL_SERVER_FIELDS;

/** A standard e-mail server's fields, keyed by wire name (`host`, `port`, `sender_email`…). */
export const emailServerEntries = Object.fromEntries(
  Object.values(EMAIL_SERVER_FIELDS).map(([wireName, schema]) => [wireName, schema]),
) as { [Key in keyof EmailServerFields as EmailServerFields[Key][0]]: EmailServerFields[Key][1] };

const emailConfigSchema = v.variant("type", [
  v.strictObject({ type: v.literal("shared") }),
  v.strictObject({ type: v.literal("standard"), ...emailServerEntries }),
]);

/** The config fields an admin may change (`PATCH /internal/projects/current`, `config`). */
const projectConfigUpdateSchema = v.strictObject({
  ...scalarConfigEntries(),
  domains: v.optional(
    v.array(v.strictObject({ domain: trustedDomainSchema, handler_path: handlerPathSchema })),
  ),
  oauth_providers: v.optional(v.array(oauthProviderSchema)),
  email_config: v.optional(emailConfigSchema),
});

const logoSchema = v.optional(v.nullable(urlSchema));

const displayNameSchema = v.pipe(v.string(), v.minLength(1, "must not be empty"));

const projectEntries = {
  description: optionalText,
  is_production_mode: v.optional(v.boolean()),
  logo_url: logoSchema,
  logo_full_url: logoSchema,
  logo_dark_mode_url: logoSchema,
  logo_full_dark_mode_url: logoSchema,
  onboarding_status: v.optional(v.string()),
  config: v.optional(projectConfigUpdateSchema),
};

/** The body of `PATCH /internal/projects/current`. */
export const projectUpdateSchema = v.strictObject({
  display_name: v.optional(displayNameSchema),
  ...projectEntries,
});

/** The body of `POST /internal/projects`: a project owner's new project. */
export const projectCreateSchema = v.strictObject({
  display_name: displayNameSchema,
  ...projectEntries,
  owner_team_id: v.optional(v.nullable(uuidSchema)),
  is_development_environment: v.optional(v.boolean()),
});

export type ProjectCreate = v.InferOutput<typeof projectCreateSchema>;
export type ProjectUpdate = v.InferOutput<typeof projectUpdateSchema>;
export type OAuthProviderUpdate = v.InferOutput<typeof oauthProviderSchema>;

const wireNames = { clientId: "client_id", clientSecret: "client_secret", type: "type" } as const;

/**
 * The checks that span fields (`oauthProviderProblems`: a standard provider needs its own client
 * id and secret, shared keys exist for four providers only), and a provider is listed once.
 */
export function checkOAuthProviders(providers: readonly OAuthProviderUpdate[]): void {
  const repeated = repeatedOAuthProviderIndex(providers);
  if (repeated >= 0) {
    const id = providers[repeated]?.id;
    schemaError(`body.config.oauth_providers[${repeated}].id`, `${id} is listed twice`);
  }
  providers.forEach((provider, index) => {
    const [problem] = oauthProviderProblems({
      id: provider.id,
      type: provider.type,
      clientId: provider.client_id,
      clientSecret: provider.client_secret,
    });
    if (problem) {
      schemaError(
        `body.config.oauth_providers[${index}].${wireNames[problem.field]}`,
        problem.message,
      );
    }
  });
}
