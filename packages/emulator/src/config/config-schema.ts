import {
  OAUTH_ACCOUNT_MERGE_STRATEGIES,
  OAUTH_PROVIDER_IDS,
  trustedDomainSchema,
} from "@app/core/internal";
import * as v from "valibot";

// The shape of a project's config as the service's config-override API takes it (the
// `/internal/config/override/{level}` routes): which keys exist, at which level, and what each
// value may be. The sections the emulator does not model (payments, apps, e-mail templates…) are
// accepted as they come and kept, so that an override the service takes is taken here too.

/** The levels a config override is written at; each overrides the one before. */
export const CONFIG_LEVELS = ["project", "branch", "environment"] as const;
export type ConfigLevel = (typeof CONFIG_LEVELS)[number];

/** What a node takes, and at which levels (all but `project` when not said). */
export type SchemaNode = (
  | { kind: "object"; fields: Readonly<Record<string, SchemaNode>> }
  | { kind: "record"; key: RecordKey; value: SchemaNode }
  | { kind: "boolean"; onlyTrue?: boolean }
  | {
      kind: "string";
      oneOf?: readonly string[];
      check?: (value: string) => boolean;
      problem?: string;
    }
  | { kind: "number"; integer?: boolean; min?: number; max?: number }
  | { kind: "any" }
) & { levels?: readonly ConfigLevel[] };

/** The keys a record takes, and the service's message for any other. */
export interface RecordKey {
  pattern: RegExp;
  /** The message for a key that does not match, as the service words it. */
  message: string;
}

const BRANCH_AND_UP: readonly ConfigLevel[] = ["branch", "environment"];
const PROJECT_ONLY: readonly ConfigLevel[] = ["project"];
const ENVIRONMENT_ONLY: readonly ConfigLevel[] = ["environment"];

const PERMISSION_PATTERN = /^\$?[a-z0-9_:]+$/;
const CUSTOM_PERMISSION_PATTERN = /^[a-z0-9_:]+$/;
const USER_ID_PATTERN = /^[a-zA-Z0-9_][a-zA-Z0-9_-]*$/;

const bool: SchemaNode = { kind: "boolean" };
const text: SchemaNode = { kind: "string" };
const any: SchemaNode = { kind: "any" };
const object = (fields: Record<string, SchemaNode>, levels?: readonly ConfigLevel[]): SchemaNode =>
  levels ? { kind: "object", fields, levels } : { kind: "object", fields };
const oneOf = (values: readonly string[]): SchemaNode => ({ kind: "string", oneOf: values });
const only = (levels: readonly ConfigLevel[], node: SchemaNode): SchemaNode => ({
  ...node,
  levels,
});

const permissionKey: RecordKey = {
  pattern: PERMISSION_PATTERN,
  message: `this must match the following: "${PERMISSION_PATTERN}"`,
};
const userIdKey = (name: string): RecordKey => ({
  pattern: USER_ID_PATTERN,
  message: `${name} must contain only letters, numbers, underscores, and hyphens, and not start with a hyphen`,
});
const permissionSet: SchemaNode = {
  kind: "record",
  key: permissionKey,
  value: { kind: "boolean", onlyTrue: true },
};

const oauthProvider = object({
  type: oneOf(OAUTH_PROVIDER_IDS),
  isShared: only(ENVIRONMENT_ONLY, bool),
  clientId: only(ENVIRONMENT_ONLY, text),
  clientSecret: only(ENVIRONMENT_ONLY, text),
  facebookConfigId: only(ENVIRONMENT_ONLY, text),
  microsoftTenantId: only(ENVIRONMENT_ONLY, text),
  appleBundles: only(ENVIRONMENT_ONLY, any),
  allowSignIn: bool,
  allowConnectedAccounts: bool,
});

const trustedDomain = object({
  baseUrl: {
    kind: "string",
    check: (value) => value.length <= 300 && v.is(trustedDomainSchema, value),
    problem: "is not a valid URL",
  },
  handlerPath: {
    kind: "string",
    check: (value) => value.length <= 300 && value.startsWith("/"),
    problem: "must start with /",
  },
});

const emailServer = object(
  {
    isShared: bool,
    provider: oneOf(["resend", "smtp", "managed"]),
    host: text,
    port: { kind: "number", integer: true, min: 0, max: 65535 },
    username: text,
    password: text,
    senderName: text,
    senderEmail: text,
    managedSubdomain: text,
    managedSenderLocalPart: text,
  },
  ENVIRONMENT_ONLY,
);

/**
 * The service's environment-level config schema, as far as its keys go: every section, with the
 * leaves the emulator acts on typed and the rest taken as they come.
 *
 * @example
 * ```ts
 * CONFIG_SCHEMA.kind; // "object"
 * ```
 */
export const CONFIG_SCHEMA: SchemaNode = sections({
  sourceOfTruth: only(PROJECT_ONLY, any),
  project: object({ requirePublishableClientKey: bool }, PROJECT_ONLY),
  rbac: object({
    permissions: {
      kind: "record",
      key: {
        pattern: CUSTOM_PERMISSION_PATTERN,
        message: `this must match the following: "${CUSTOM_PERMISSION_PATTERN}"`,
      },
      value: object({
        description: text,
        scope: oneOf(["team", "project"]),
        containedPermissionIds: permissionSet,
      }),
    },
    defaultPermissions: object({
      teamCreator: permissionSet,
      teamMember: permissionSet,
      signUp: permissionSet,
    }),
  }),
  teams: object({ createPersonalTeamOnSignUp: bool, allowClientTeamCreation: bool }),
  users: object({ allowClientUserDeletion: bool }),
  onboarding: object({ requireEmailVerification: bool }),
  apiKeys: object({ enabled: object({ team: bool, user: bool }) }),
  apps: any,
  domains: object({
    allowLocalhost: only(ENVIRONMENT_ONLY, bool),
    trustedDomains: only(ENVIRONMENT_ONLY, {
      kind: "record",
      key: userIdKey("trustedDomainId"),
      value: trustedDomain,
    }),
  }),
  auth: object({
    allowSignUp: bool,
    password: object({ allowSignIn: bool }),
    otp: object({ allowSignIn: bool }),
    passkey: object({ allowSignIn: bool }),
    oauth: object({
      accountMergeStrategy: oneOf(OAUTH_ACCOUNT_MERGE_STRATEGIES),
      providers: { kind: "record", key: permissionKey, value: oauthProvider },
    }),
    signUpRules: any,
    signUpRulesDefaultAction: oneOf(["allow", "reject"]),
  }),
  emails: object({ selectedThemeId: text, themes: any, templates: any, server: emailServer }),
  payments: any,
  dbSync: any,
  dataVault: any,
  analytics: only(ENVIRONMENT_ONLY, any),
  customDashboards: only(ENVIRONMENT_ONLY, any),
});

/** The top of the schema: a section that names no levels is for branches and environments. */
function sections(fields: Record<string, SchemaNode>): SchemaNode {
  const entries = Object.entries(fields).map(([key, node]) => [
    key,
    only(node.levels ?? BRANCH_AND_UP, node),
  ]);
  return object(Object.fromEntries(entries));
}

/** The child of `node` named `key` at `level`: a field, or any valid key of a record. */
export function childOf(node: SchemaNode, key: string, level: ConfigLevel): SchemaNode | undefined {
  if (node.kind === "any") return node;
  if (node.kind === "record") return node.key.pattern.test(key) ? node.value : undefined;
  if (node.kind !== "object" || !Object.hasOwn(node.fields, key)) return undefined;
  const child = node.fields[key] as SchemaNode;
  // A field inherits the levels of its section unless it names its own.
  return child.levels === undefined || child.levels.includes(level) ? child : undefined;
}
