import * as v from "valibot";
import { handlerPathSchema } from "../../schemas/fields.js";
import {
  EMAIL_SERVER_FIELDS,
  type OAuthProviderRuleInput,
  oauthProviderIdSchema,
  oauthProviderProblems,
  oauthProviderTypeSchema,
  PROJECT_CONFIG_SCALAR_FIELDS,
  repeatedOAuthProviderIndex,
  trustedDomainSchema,
} from "../../schemas/project-config.js";
import { type FieldSpec, optionFields, toWire } from "../../schemas/to-wire.js";
import type {
  AdminEmailConfig,
  AdminProjectCreateOptions,
  AdminProjectUpdate,
  OAuthProviderConfigUpdate,
  TrustedDomain,
} from "./admin-project.js";
import { projectCreateEntries, projectUpdateEntries } from "./requests.js";

// The option tables of project updates and creation: each option is checked before anything is
// sent (a TypeError naming it), then sent in its wire form.

/** Why a provider breaks the rules of `oauthProviderProblems`, in the words of the options. */
function providerMessage(provider: OAuthProviderRuleInput): string {
  const problems = oauthProviderProblems(provider);
  if (problems.some((problem) => problem.field !== "type")) {
    return "needs clientId and clientSecret when its type is standard";
  }
  return `cannot use type shared: ${problems[0]?.message ?? ""}`;
}

const providerSchema = v.pipe(
  v.object({
    id: oauthProviderIdSchema,
    type: oauthProviderTypeSchema,
    enabled: v.optional(v.boolean()),
    clientId: v.optional(v.string()),
    clientSecret: v.optional(v.string()),
    facebookConfigId: v.optional(v.string()),
    microsoftTenantId: v.optional(v.string()),
  }),
  v.check(
    (provider) => oauthProviderProblems(provider).length === 0,
    (issue) => providerMessage(issue.input),
  ),
);

const emailServerEntries = Object.fromEntries(
  Object.entries(EMAIL_SERVER_FIELDS).map(([option, [, schema]]) => [option, schema]),
) as { [Option in keyof typeof EMAIL_SERVER_FIELDS]: (typeof EMAIL_SERVER_FIELDS)[Option][1] };

/** A standard e-mail server's settings, camelCase (`sendTestEmail()`'s `emailConfig`). */
export const emailServerOptionSchema = v.strictObject(emailServerEntries);

const emailConfigSchema = v.variant("type", [
  v.strictObject({ type: v.literal("shared") }),
  v.strictObject({ type: v.literal("standard"), ...emailServerEntries }),
]);

/** The config fields an admin may send, camelCase → snake_case. */
export const ADMIN_CONFIG_FIELDS: Record<string, FieldSpec> = {
  ...PROJECT_CONFIG_SCALAR_FIELDS,
  domains: [
    "domains",
    v.array(v.object({ domain: trustedDomainSchema, handlerPath: handlerPathSchema })),
  ],
  oauthProviders: [
    "oauth_providers",
    v.pipe(
      v.array(providerSchema),
      v.check((list) => repeatedOAuthProviderIndex(list) < 0, "lists a provider twice"),
    ),
  ],
  emailConfig: ["email_config", emailConfigSchema],
};

/** A standard e-mail server's settings in their wire form (snake_case). */
export function emailServerToWire(
  config: Record<string, unknown>,
): Record<string, string | number> {
  const wire: Record<string, string | number> = {};
  for (const [option, [wireName]] of Object.entries(EMAIL_SERVER_FIELDS)) {
    const value = config[option];
    if (typeof value === "string" || typeof value === "number") wire[wireName] = value;
  }
  return wire;
}

/** Converts nested camelCase values of the config (domains, providers, e-mail) to their wire form. */
export function adminConfigValueToWire(wireName: string, value: unknown): unknown {
  if (wireName === "domains") {
    return (value as TrustedDomain[]).map((d) => ({
      domain: d.domain,
      handler_path: d.handlerPath,
    }));
  }
  if (wireName === "oauth_providers") {
    return (value as OAuthProviderConfigUpdate[]).map((p) => ({
      id: p.id,
      type: p.type,
      enabled: p.enabled ?? true,
      ...(p.clientId === undefined ? {} : { client_id: p.clientId }),
      ...(p.clientSecret === undefined ? {} : { client_secret: p.clientSecret }),
      ...(p.facebookConfigId === undefined ? {} : { facebook_config_id: p.facebookConfigId }),
      ...(p.microsoftTenantId === undefined ? {} : { microsoft_tenant_id: p.microsoftTenantId }),
    }));
  }
  if (wireName === "email_config") {
    const config = value as AdminEmailConfig;
    return config.type === "shared"
      ? { type: "shared" }
      : { type: "standard", ...emailServerToWire(config as unknown as Record<string, unknown>) };
  }
  return value;
}

/** The project fields: the rules of `requests.ts`; the config is checked by `ADMIN_CONFIG_FIELDS`. */
export const PROJECT_UPDATE_FIELDS = {
  ...optionFields(projectUpdateEntries, {
    displayName: "display_name",
    description: "description",
    isProductionMode: "is_production_mode",
    onboardingStatus: "onboarding_status",
    logoUrl: "logo_url",
    logoFullUrl: "logo_full_url",
    logoDarkModeUrl: "logo_dark_mode_url",
    logoFullDarkModeUrl: "logo_full_dark_mode_url",
  }),
  config: ["config", v.record(v.string(), v.unknown())],
} as const satisfies Record<string, FieldSpec>;

/** The fields of a new project (`createProject()`). */
export const PROJECT_CREATE_FIELDS = {
  ...PROJECT_UPDATE_FIELDS,
  ...optionFields(projectCreateEntries, {
    displayName: "display_name",
    teamId: "owner_team_id",
    isDevelopmentEnvironment: "is_development_environment",
  }),
} as const satisfies Record<string, FieldSpec>;

function withConfig(body: Record<string, unknown>, name: string): Record<string, unknown> {
  if (body.config !== undefined) {
    const config = toWire(body.config, ADMIN_CONFIG_FIELDS, `${name} config`);
    body.config = Object.fromEntries(
      Object.entries(config).map(([key, value]) => [key, adminConfigValueToWire(key, value)]),
    );
  }
  return body;
}

/** The body of `PATCH /internal/projects/current`; a bad option is a TypeError naming it. */
export function projectUpdateToWire(
  patch: AdminProjectUpdate,
  name = "project.update()",
): Record<string, unknown> {
  return withConfig(toWire(patch, PROJECT_UPDATE_FIELDS, name), name);
}

/** The body of `POST /internal/projects`; `displayName` is required. */
export function projectCreateToWire(options: AdminProjectCreateOptions): Record<string, unknown> {
  const body = toWire(options, PROJECT_CREATE_FIELDS, "createProject()");
  if (body.display_name === undefined) {
    throw new TypeError("createProject(): displayName is required.");
  }
  return withConfig(body, "createProject()");
}
