import * as v from "valibot";
import { handlerPathSchema } from "../../schemas/fields.js";
import {
  type OAuthProviderRuleInput,
  oauthProviderIdSchema,
  oauthProviderProblems,
  oauthProviderTypeSchema,
  PROJECT_CONFIG_SCALAR_FIELDS,
  repeatedOAuthProviderIndex,
  trustedDomainSchema,
} from "../../schemas/project-config.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import type { AdminProjectJson, OAuthProviderConfigJson } from "./admin-wire.js";
import { type ClientProject, type ClientProjectConfig, clientProjectFromJson } from "./project.js";

/** One OAuth provider as an admin configures it. */
export interface OAuthProviderConfig {
  id: string;
  /** `shared` uses the service's development keys; `standard` your own. */
  type: "shared" | "standard";
  enabled: boolean;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  facebookConfigId?: string | undefined;
  microsoftTenantId?: string | undefined;
}

/** A trusted domain and the handler path on it. */
export interface TrustedDomain {
  domain: string;
  handlerPath: string;
}

/** The project settings only an admin sees. */
export interface AdminProjectConfig extends ClientProjectConfig {
  /** The config's own id, when the service reports one. */
  id?: string | undefined;
  allowLocalhost: boolean;
  oauthAccountMergeStrategy: "link_method" | "raise_error" | "allow_duplicates";
  createTeamOnSignUp: boolean;
  teamCreatorDefaultPermissions: { id: string }[];
  teamMemberDefaultPermissions: { id: string }[];
  userDefaultPermissions: { id: string }[];
  domains: TrustedDomain[];
  oauthProviders: OAuthProviderConfig[];
}

/** The project as an admin sees it. */
export interface AdminProject extends ClientProject {
  description: string | null;
  createdAt: Date;
  userCount: number;
  isProductionMode: boolean;
  config: AdminProjectConfig;
  /** Changes the project; see {@link AdminProjectUpdate}. */
  update(patch: AdminProjectUpdate): Promise<void>;
}

/** What an admin may change. */
export interface AdminProjectUpdate {
  displayName?: string;
  description?: string | null;
  isProductionMode?: boolean;
  config?: Partial<Omit<AdminProjectConfig, "id" | "oauthProviders">> & {
    oauthProviders?: OAuthProviderConfig[];
  };
}

function providerFromJson(json: OAuthProviderConfigJson): OAuthProviderConfig {
  return {
    id: json.id,
    type: json.type,
    enabled: json.enabled ?? true,
    clientId: json.client_id ?? undefined,
    clientSecret: json.client_secret ?? undefined,
    facebookConfigId: json.facebook_config_id ?? undefined,
    microsoftTenantId: json.microsoft_tenant_id ?? undefined,
  };
}

/** Maps the wire form of the admin project (without its actions). */
export function adminProjectFieldsFromJson(json: AdminProjectJson): Omit<AdminProject, "update"> {
  const client = clientProjectFromJson(json);
  const c = json.config;
  return {
    ...client,
    description: json.description,
    createdAt: new Date(json.created_at_millis),
    userCount: json.user_count ?? 0,
    isProductionMode: json.is_production_mode,
    config: {
      ...client.config,
      id: c.id,
      allowLocalhost: c.allow_localhost,
      oauthAccountMergeStrategy: c.oauth_account_merge_strategy,
      createTeamOnSignUp: c.create_team_on_sign_up,
      teamCreatorDefaultPermissions: c.team_creator_default_permissions.map(({ id }) => ({ id })),
      teamMemberDefaultPermissions: c.team_member_default_permissions.map(({ id }) => ({ id })),
      userDefaultPermissions: c.user_default_permissions.map(({ id }) => ({ id })),
      domains: c.domains.map((d) => ({ domain: d.domain, handlerPath: d.handler_path })),
      oauthProviders: c.oauth_providers.map(providerFromJson),
    },
  };
}

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
    enabled: v.boolean(),
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
};

/** Converts nested camelCase values of the config (domains, providers) to their wire form. */
export function adminConfigValueToWire(wireName: string, value: unknown): unknown {
  if (wireName === "domains") {
    return (value as TrustedDomain[]).map((d) => ({
      domain: d.domain,
      handler_path: d.handlerPath,
    }));
  }
  if (wireName === "oauth_providers") {
    return (value as OAuthProviderConfig[]).map((p) => ({
      id: p.id,
      type: p.type,
      enabled: p.enabled,
      ...(p.clientId === undefined ? {} : { client_id: p.clientId }),
      ...(p.clientSecret === undefined ? {} : { client_secret: p.clientSecret }),
      ...(p.facebookConfigId === undefined ? {} : { facebook_config_id: p.facebookConfigId }),
      ...(p.microsoftTenantId === undefined ? {} : { microsoft_tenant_id: p.microsoftTenantId }),
    }));
  }
  return value;
}
