import { readQuery } from "../cache/query.js";
import type { AppContext } from "../context/app-context.js";
import { inheritedOptions } from "../context/app-options.js";
import type { Result } from "../errors/result.js";
import * as internalApiKeys from "../resources/api-keys/admin.js";
import type {
  InternalApiKey,
  InternalApiKeyCreateOptions,
  InternalApiKeyFirstView,
} from "../resources/api-keys/internal-api-key.js";
import {
  emailTemplatesQuery,
  resetEmailTemplate,
  updateEmailTemplate,
} from "../resources/email-templates/admin.js";
import type {
  AdminEmailTemplate,
  AdminEmailTemplateUpdateOptions,
  EmailTemplateType,
} from "../resources/email-templates/email-template.js";
import {
  type SendTestEmailOptions,
  sendTestEmail,
  sentEmailsQuery,
} from "../resources/emails/admin.js";
import type { AdminSentEmail } from "../resources/emails/sent-email.js";
import * as definitions from "../resources/permissions/admin.js";
import type {
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
} from "../resources/permissions/permission.js";
import { adminProjectQuery, updateAdminProject } from "../resources/projects/admin.js";
import type { AdminProject, AdminProjectUpdate } from "../resources/projects/admin-project.js";
import { type AdminMetrics, metricsQuery } from "../resources/projects/metrics.js";
import type { OwnerOperations } from "../resources/projects/owned.js";
import { svixTokenQuery } from "../resources/projects/svix-token.js";
import { currentServerUserFromJson } from "../resources/users/server.js";
import { serverUserJsonSchema } from "../resources/users/server-wire.js";
import { createTokenStore, type TokenStoreInit } from "../session/create-token-store.js";
import { addGetters, useQueryOf } from "./app-getters.js";
import { addMethods } from "./client-app.js";
import { APP_CONTEXT } from "./context.js";
import { ownedProjectOperations } from "./owned-projects.js";
import {
  createServerContext,
  StackServerApp,
  type StackServerAppOptions,
  serverContext,
} from "./server-app.js";

/**
 * A project owner's session on the `internal` project: `user.currentSession` (or its other name
 * `user._internalSession`), a session object of the reference SDK (its `InternalSession`, read
 * through `getOrFetchLikelyValidTokens`), or a function answering the access token.
 *
 * @example
 * ```ts
 * const admin = new StackAdminApp({ projectId, projectOwnerSession: user._internalSession });
 * ```
 */
export type ProjectOwnerSession =
  | {
      /** The owner's tokens (a session of `@app/core`). */
      getTokens(): Promise<{
        /** The owner's access token; null when signed out. */
        accessToken: string | null;
      }>;
    }
  | {
      /** The owner's tokens, refreshed when about to expire (a session of the reference SDK). */
      getOrFetchLikelyValidTokens(
        minMillisUntilExpiration: number,
        maxMillisSinceIssued: number | null,
      ): Promise<{
        /** The owner's access token. */
        accessToken: {
          /** The token itself. */
          token: string;
        };
      } | null>;
    }
  | (() => Promise<string | null>);

/** The owner's access token getter of any {@link ProjectOwnerSession}. */
function ownerToken(owner: ProjectOwnerSession): () => Promise<string | null> {
  if (typeof owner === "function") return owner;
  if ("getTokens" in owner && typeof owner.getTokens === "function") {
    return async () => (await owner.getTokens()).accessToken;
  }
  if ("getOrFetchLikelyValidTokens" in owner) {
    // As the reference asks it: a token valid for 20 s more, however long ago it was issued.
    return async () =>
      (await owner.getOrFetchLikelyValidTokens(20_000, null))?.accessToken.token ?? null;
  }
  throw new TypeError(
    "projectOwnerSession must be user.currentSession (or user._internalSession), a session with getOrFetchLikelyValidTokens(), or a function answering the access token.",
  );
}

/**
 * Options of `StackAdminApp`.
 *
 * @example
 * ```ts
 * const adminApp = new StackAdminApp({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey });
 * ```
 */
export interface StackAdminAppOptions extends StackServerAppOptions {
  /** Required unless preset in `STACK_SUPER_SECRET_ADMIN_KEY`. Never ship it to a browser. */
  superSecretAdminKey?: string;
  /**
   * Instead of keys: the session of a user of the `internal` project who owns this project. Its
   * access token goes as `x-stack-admin-access-token`; no publishable, secret or admin key is
   * needed, and since no secret is held, the app may run in a browser (the owner's dashboard).
   */
  projectOwnerSession?: ProjectOwnerSession;
}

/** A fetch that adds the owner's access token to the API requests (those with project headers). */
function withAdminAccessToken(
  base: typeof fetch,
  token: () => Promise<string | null>,
): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (headers.has("x-stack-access-type")) {
      const value = await token();
      if (value) headers.set("x-stack-admin-access-token", value);
    }
    return base(input, { ...init, headers });
  };
}

/**
 * The context of an admin app authenticated by a project owner's session instead of keys: every
 * request carries the owner's current access token as `x-stack-admin-access-token`, and no key
 * (the service checks none when that token is valid). It holds no secret, so unlike a keyed admin
 * app it may run in a browser.
 */
export function projectOwnerContext(
  options: StackAdminAppOptions & { projectOwnerSession: ProjectOwnerSession },
): AppContext {
  const token = ownerToken(options.projectOwnerSession);
  const base = options.fetch ?? ((input, init) => fetch(input, init));
  return createServerContext(
    {
      ...options,
      fetch: withAdminAccessToken(base, token),
    },
    {
      access: "admin",
      name: "StackAdminApp",
      keys: {},
      keyless: true,
      resolveTokenStore: (init, projectId) => createTokenStore(init as TokenStoreInit, projectId),
      userSchema: serverUserJsonSchema,
      currentUserFromJson: currentServerUserFromJson,
    },
  );
}

/**
 * The permission definition methods of a scope, written once for team and project permissions
 * and installed on the admin app's prototype as `listTeamPermissionDefinitions()`,
 * `listProjectPermissionDefinitions()`… (below the class).
 */
function definitionMethods(context: AppContext, scope: definitions.PermissionScope) {
  const query = definitions.definitionsQuery(context, scope);
  return {
    list: async (): Promise<AdminTeamPermissionDefinition[]> => readQuery(context.cache, query),
    use: (): AdminTeamPermissionDefinition[] =>
      useQueryOf(
        context,
        query,
        `use${scope === "team" ? "Team" : "Project"}PermissionDefinitions()`,
      ),
    create: (data: AdminPermissionDefinitionCreateOptions): Promise<AdminTeamPermission> =>
      definitions.createPermissionDefinition(context, scope, data),
    update: (permissionId: string, data: AdminPermissionDefinitionUpdateOptions): Promise<void> =>
      definitions.updatePermissionDefinition(context, scope, permissionId, data),
    delete: (permissionId: string): Promise<void> =>
      definitions.deletePermissionDefinition(context, scope, permissionId),
  };
}

/** The methods of one scope. */
type Definitions = ReturnType<typeof definitionMethods>;

/**
 * The admin app: everything the server app does, plus the project's configuration, e-mail
 * templates, sent e-mails, test e-mails, metrics and webhooks, with the super secret admin key or
 * a project owner's session.
 *
 * @example
 * ```ts
 * const admin = new StackAdminApp({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey });
 * await admin.updateProject({ config: { signUpEnabled: false } });
 * ```
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: addGetters puts the getters of the interface below on the prototype.
export class StackAdminApp extends StackServerApp {
  constructor(options: StackAdminAppOptions);
  /**
   * @internal The admin app of a project a user owns, over the owner's context
   * (apps/owned-projects.ts). Not in the published types (`stripInternal`,
   * `published-types.test.ts`).
   */
  constructor(options: StackAdminAppOptions, context: AppContext);
  constructor(options: StackAdminAppOptions, context?: AppContext) {
    const resolved = inheritedOptions(options, "StackAdminApp");
    super(
      options,
      context ??
        (resolved?.projectOwnerSession
          ? projectOwnerContext({ ...resolved, projectOwnerSession: resolved.projectOwnerSession })
          : serverContext(resolved, "admin")),
    );
  }

  /** Changes the project's name, description, production mode or configuration. */
  updateProject(patch: AdminProjectUpdate): Promise<AdminProject> {
    return updateAdminProject(this[APP_CONTEXT], patch);
  }

  /**
   * The team permission definitions: the system permissions and the project's own.
   *
   * @example
   * ```ts
   * const all = await admin.listTeamPermissionDefinitions();
   * ```
   */
  declare readonly listTeamPermissionDefinitions: Definitions["list"];

  /**
   * Defines a team permission and what it contains.
   *
   * @example
   * ```ts
   * await admin.createTeamPermissionDefinition({ id: "moderator", containedPermissionIds: ["$read_members"] });
   * ```
   */
  declare readonly createTeamPermissionDefinition: Definitions["create"];

  /**
   * Changes a team permission's description or what it contains.
   *
   * @example
   * ```ts
   * await admin.updateTeamPermissionDefinition("moderator", { containedPermissionIds: [] });
   * ```
   */
  declare readonly updateTeamPermissionDefinition: Definitions["update"];

  /**
   * Deletes a team permission definition; nobody holds the permission any more.
   *
   * @example
   * ```ts
   * await admin.deleteTeamPermissionDefinition("moderator");
   * ```
   */
  declare readonly deleteTeamPermissionDefinition: Definitions["delete"];

  /**
   * The project permission definitions.
   *
   * @example
   * ```ts
   * const all = await admin.listProjectPermissionDefinitions();
   * ```
   */
  declare readonly listProjectPermissionDefinitions: Definitions["list"];

  /**
   * Defines a project permission and what it contains.
   *
   * @example
   * ```ts
   * await admin.createProjectPermissionDefinition({ id: "read:posts", containedPermissionIds: [] });
   * ```
   */
  declare readonly createProjectPermissionDefinition: Definitions["create"];

  /**
   * Changes a project permission's description or what it contains.
   *
   * @example
   * ```ts
   * await admin.updateProjectPermissionDefinition("editor", { containedPermissionIds: ["read:posts"] });
   * ```
   */
  declare readonly updateProjectPermissionDefinition: Definitions["update"];

  /**
   * Deletes a project permission definition; nobody holds the permission any more.
   *
   * @example
   * ```ts
   * await admin.deleteProjectPermissionDefinition("editor");
   * ```
   */
  declare readonly deleteProjectPermissionDefinition: Definitions["delete"];

  /**
   * Changes a template's subject or content.
   *
   * @example
   * ```ts
   * await admin.updateEmailTemplate("magic_link", { subject: "Your sign-in link" });
   * ```
   */
  updateEmailTemplate(
    type: EmailTemplateType,
    options: AdminEmailTemplateUpdateOptions,
  ): Promise<void> {
    return updateEmailTemplate(this[APP_CONTEXT], type, options);
  }

  /**
   * Puts a template back to the default.
   *
   * @example
   * ```ts
   * await admin.resetEmailTemplate("magic_link");
   * ```
   */
  resetEmailTemplate(type: EmailTemplateType): Promise<void> {
    return resetEmailTemplate(this[APP_CONTEXT], type);
  }

  /**
   * Sends a test e-mail through an SMTP server; a server that fails is an error result.
   *
   * @example
   * ```ts
   * const result = await admin.sendTestEmail({ recipientEmail: "me@example.com", emailConfig });
   * if (result.status === "error") console.error(result.error.errorMessage);
   * ```
   */
  sendTestEmail(options: SendTestEmailOptions): Promise<
    Result<
      undefined,
      {
        /** Why the e-mail could not be sent, as the mail server said. */
        errorMessage: string;
      }
    >
  > {
    return sendTestEmail(this[APP_CONTEXT], options);
  }

  /**
   * Creates an internal API key: a set of project keys (publishable, secret server, super secret
   * admin: those asked for) that work like the project's own until they expire or are revoked.
   * The returned key carries the whole keys, shown only this once.
   *
   * @example
   * ```ts
   * const key = await adminApp.createInternalApiKey({
   *   description: "Backend", expiresAt: new Date(Date.now() + 90 * 86_400_000),
   *   hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
   * });
   * saveSecret(key.secretServerKey);
   * ```
   */
  createInternalApiKey(options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView> {
    return internalApiKeys.createInternalApiKey(this[APP_CONTEXT], options);
  }
}

// The getters made from a table of queries with their hook twins (`addGetters`, below):
// declared here, where their documentation is; the table is checked against these declarations.
export interface StackAdminApp {
  /**
   * The project with its full configuration (cached until a change).
   *
   * @example
   * ```ts
   * const { config } = await admin.getProject();
   * ```
   */
  getProject(): Promise<AdminProject>;
  /**
   * Every e-mail template of the project, the defaults included.
   *
   * @example
   * ```ts
   * const templates = await admin.listEmailTemplates();
   * const custom = templates.filter((template) => !template.isDefault);
   * ```
   */
  listEmailTemplates(): Promise<AdminEmailTemplate[]>;
  /**
   * The e-mails the project sent, newest first.
   *
   * @example
   * ```ts
   * const [latest] = await admin.listSentEmails();
   * ```
   */
  listSentEmails(): Promise<AdminSentEmail[]>;
  /**
   * A token for the project's webhooks portal.
   *
   * @example
   * ```ts
   * const token = await admin.getSvixToken();
   * ```
   */
  getSvixToken(): Promise<string>;
  /**
   * The metrics of the project's users (see {@link AdminMetrics}).
   *
   * @param includeAnonymous - Count anonymous users too (`false` when left out).
   * @example
   * ```ts
   * const { total_users, daily_users } = await admin.getMetrics();
   * ```
   */
  getMetrics(includeAnonymous?: boolean): Promise<AdminMetrics>;
  /**
   * The project's internal API keys, newest first, revoked and expired ones included, with the
   * last four characters of each key (cached; creating and revoking reload it).
   *
   * @example
   * ```ts
   * for (const key of await adminApp.listInternalApiKeys()) {
   *   if (key.isValid()) console.log(key.description, key.secretServerKey?.lastFour);
   * }
   * ```
   */
  listInternalApiKeys(): Promise<InternalApiKey[]>;
}

for (const scope of ["team", "project"] as const) {
  const Scope = scope === "team" ? "Team" : "Project";
  for (const verb of ["list", "use", "create", "update", "delete"] as const) {
    const name = `${verb}${Scope}PermissionDefinition${verb === "list" || verb === "use" ? "s" : ""}`;
    // "use…": a hook twin, typed by @app/react (hook-types.ts).
    addMethods(StackAdminApp.prototype, {
      [name](this: StackAdminApp, ...args: unknown[]) {
        const method = definitionMethods(this[APP_CONTEXT], scope)[verb];
        return (method as (...all: unknown[]) => unknown)(...args);
      },
    });
  }
}

// The getters made from queries, with their hook twins (declared on the interface merged with the class).
addGetters(StackAdminApp.prototype, {
  getProject: adminProjectQuery,
  listEmailTemplates: emailTemplatesQuery,
  listSentEmails: sentEmailsQuery,
  getSvixToken: svixTokenQuery,
  getMetrics: metricsQuery,
  listInternalApiKeys: internalApiKeys.internalApiKeysQuery,
});

let owners: OwnerOperations<StackAdminApp> | undefined;

/**
 * The project owners' operations (`user.listOwnedProjects()`, `user.createProject()`): the client
 * app's user loads this module on the first call of one of them (a lazy chunk of the browser
 * bundle), so that an app that never manages projects does not carry the admin app.
 */
export function ownerOperations(): OwnerOperations<StackAdminApp> {
  owners ??= ownedProjectOperations({ AdminApp: StackAdminApp, ownerContext: projectOwnerContext });
  return owners;
}
