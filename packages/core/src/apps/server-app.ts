import { readQuery } from "../cache/query.js";
import type { AppContext } from "../context/app-context.js";
import {
  type GetUserOptions,
  inheritedOptions,
  rememberOptions,
  required,
  type StackClientAppOptions,
} from "../context/app-options.js";
import { preset } from "../context/presets.js";
import type { Result } from "../errors/result.js";
import type { AccessType } from "../http/http-client.js";
import type {
  CreateOAuthProviderOptions,
  OAuthProviderUpdateError,
  ServerOAuthProvider,
} from "../resources/connected-accounts/oauth-provider.js";
import * as accounts from "../resources/connected-accounts/server.js";
import * as permissions from "../resources/permissions/server.js";
import type { ServerListTeamsOptions } from "../resources/teams/list-teams.js";
import * as teams from "../resources/teams/server.js";
import type { ServerTeamCreateOptions } from "../resources/teams/update.js";
import type { AccessTokenClaims } from "../resources/tokens/claims.js";
import type { TokenPartialUser } from "../resources/tokens/partial-user.js";
import * as tokens from "../resources/tokens/server.js";
import type { ListUsersOptions } from "../resources/users/list-users.js";
import * as users from "../resources/users/server.js";
import type { ServerUserCreate, ServerUserUpdate } from "../resources/users/server-update.js";
import type {
  CreateSessionOptions,
  ServerTeam,
  ServerUser,
  SessionTokens,
} from "../resources/users/server-user.js";
import { type ServerUserJson, serverUserJsonSchema } from "../resources/users/server-wire.js";
import { createTokenStore, type TokenStoreInit } from "../session/create-token-store.js";
import type { RequestLike } from "../session/request-token-store.js";
import { addGetters, useQueryOf } from "./app-getters.js";
import { addMethods, StackClientApp, useAppUser } from "./client-app.js";
import { APP_CONTEXT, type AppKind, createAppContext } from "./context.js";
import type { CurrentServerUser } from "./public-types.js";
import {
  INSPECT_CUSTOM,
  inspectedView,
  type RedactedAppView,
  redactedView,
} from "./redacted-view.js";

export type { TeamPage } from "../resources/teams/server.js";
export { DEFAULT_SESSION_EXPIRY_MS, type UserPage } from "../resources/users/server.js";

/**
 * Options of `StackServerApp`.
 *
 * @example
 * ```ts
 * const serverApp = new StackServerApp({ projectId, publishableClientKey, secretServerKey });
 * ```
 */
export interface StackServerAppOptions extends Omit<StackClientAppOptions, "tokenStore"> {
  /** Required unless preset in `STACK_SECRET_SERVER_KEY`. Never ship it to a browser. */
  secretServerKey?: string;
  /** Where the app's own session lives, if any; per-call `tokenStore` options work without it. */
  tokenStore?: TokenStoreInit | null;
  /**
   * Lets the app run where a browser is detected. Only for test environments such as jsdom: in a
   * real browser the secret key would be readable by every visitor.
   */
  dangerouslyAllowBrowser?: boolean;
}

/**
 * Options of the server's `getUser()`: the token store may also be a request.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser({ tokenStore: request, or: "return-null" });
 * ```
 */
export interface ServerGetUserOptions extends Omit<GetUserOptions, "tokenStore"> {
  /** Read the user of these tokens, e.g. the incoming request (`x-stack-auth`, then cookies). */
  tokenStore?: TokenStoreInit;
}

/**
 * Options of the server's `getUser()` by API key.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser({ apiKey: request.headers.get("x-api-key") ?? "" });
 * ```
 */
export interface GetUserByApiKeyOptions {
  /** The whole value of a user API key, as your API's caller sent it. */
  apiKey: string;
  /** Accepted for compatibility; a key without a user always gives `null`. */
  or?: "return-null" | "anonymous";
}

/**
 * Options of the server's `getTeam()` by API key.
 *
 * @example
 * ```ts
 * const team = await serverApp.getTeam({ apiKey: request.headers.get("x-api-key") ?? "" });
 * ```
 */
export interface GetTeamByApiKeyOptions {
  /** The whole value of a team API key, as your API's caller sent it. */
  apiKey: string;
}

/**
 * Whether this looks like a browser: a window, a document, or a web worker (its global scope, or
 * `self` with `importScripts`, which only browsers' workers have). Server runtimes (Node, Deno,
 * Bun, edge workers) have none of them.
 */
export function isBrowserLike(): boolean {
  const g = globalThis as Record<string, unknown>;
  return (
    g.window !== undefined ||
    g.document !== undefined ||
    g.WorkerGlobalScope !== undefined ||
    (g.self !== undefined && typeof g.importScripts === "function")
  );
}

/**
 * The context of a server or admin app over `kind`, with the server's user objects for the
 * resources that hand them out but sit below their module (a server team's members).
 */
export function createServerContext(
  options: Parameters<typeof createAppContext>[0],
  kind: AppKind,
): AppContext {
  const context = createAppContext(options, kind);
  context.serverUserFromJson = (json) => users.serverUserFromJson(context, json as ServerUserJson);
  return context;
}

/** The context of a server or admin app: refuses browsers, takes requests as token stores. */
export function serverContext(
  given: StackServerAppOptions & { superSecretAdminKey?: string },
  access: AccessType & ("server" | "admin"),
): AppContext {
  const name = access === "admin" ? "StackAdminApp" : "StackServerApp";
  const options = inheritedOptions(given, name);
  if (isBrowserLike() && options?.dangerouslyAllowBrowser !== true) {
    throw new Error(
      `${name} holds a secret key and must not run in a browser. Use StackClientApp in browser code and keep the ${name} on your backend (test environments such as jsdom may pass dangerouslyAllowBrowser: true).`,
    );
  }
  return createServerContext(options ?? {}, {
    access,
    name,
    keys:
      access === "admin"
        ? {
            // Admin apps authenticate with the admin key; the server key is optional for them.
            secretServerKey: options.secretServerKey ?? preset("STACK_SECRET_SERVER_KEY"),
            superSecretAdminKey: required(
              options.superSecretAdminKey,
              "superSecretAdminKey",
              "STACK_SUPER_SECRET_ADMIN_KEY",
            ),
          }
        : {
            secretServerKey: required(
              options.secretServerKey,
              "secretServerKey",
              "STACK_SECRET_SERVER_KEY",
            ),
          },
    resolveTokenStore: (init, projectId) => createTokenStore(init as TokenStoreInit, projectId),
    userSchema: serverUserJsonSchema,
    currentUserFromJson: users.currentServerUserFromJson,
  });
}

/**
 * The server app: everything the client app does, plus managing every user with the secret
 * server key. It refuses to run in a browser, so the key cannot leak into a bundle that runs there.
 *
 * @example
 * ```ts
 * const server = new StackServerApp({ projectId, publishableClientKey, secretServerKey });
 * const user = await server.createUser({ primaryEmail: "ada@example.com", password: "…" });
 * ```
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: addGetters puts the getters of the interface below on the prototype.
export class StackServerApp extends StackClientApp {
  constructor(options: StackServerAppOptions);
  /**
   * @internal The admin app hands over the context it built. Not in the published types
   * (`stripInternal`, `published-types.test.ts`).
   */
  constructor(options: StackServerAppOptions, context: AppContext);
  constructor(options: StackServerAppOptions, context?: AppContext) {
    super(undefined, context ?? serverContext(options, "server"));
    // For the apps that inherit from this one (`inheritsFrom`); the admin app's options too.
    if (options) rememberOptions(this, options);
  }

  /**
   * What `JSON.stringify(app)` gives: the project, the API base, the access type and which keys the
   * app holds, each as `"[redacted]"` (the keys live in private fields, never in the output).
   *
   * @example
   * ```ts
   * JSON.stringify(serverApp); // {"projectId":"…","baseUrl":"…","accessType":"server","secretServerKey":"[redacted]",…}
   * ```
   */
  toJSON(): RedactedAppView {
    return redactedView(this[APP_CONTEXT]);
  }

  /** What Node's `console.log(app)` and `util.inspect(app)` show: the same as {@link toJSON}. */
  [INSPECT_CUSTOM](_depth: number, options: unknown, inspect: unknown): string {
    return inspectedView(this.constructor.name, this.toJSON(), options, inspect);
  }

  /** The signed-in user; with `or` "redirect", "throw" or "anonymous" never null. */
  override getUser(
    options: ServerGetUserOptions & { or: "redirect" | "throw" | "anonymous" },
  ): Promise<CurrentServerUser>;
  /** A user by id, or `null` when there is none. */
  override getUser(userId: string): Promise<ServerUser | null>;
  /**
   * The user of a user API key, or `null` when the key is unknown, revoked, expired or a team
   * key. The project must allow user API keys.
   *
   * @example
   * ```ts
   * const user = await serverApp.getUser({ apiKey: request.headers.get("x-api-key") ?? "" });
   * ```
   */
  override getUser(options: GetUserByApiKeyOptions): Promise<ServerUser | null>;
  /** The signed-in user of the app's or the given token store, as the server sees them. */
  override getUser(
    options: ServerGetUserOptions & { or: "redirect" | "throw" | "anonymous" },
  ): Promise<CurrentServerUser>;
  override getUser(options?: ServerGetUserOptions): Promise<CurrentServerUser | null>;
  override async getUser(
    arg?: string | ServerGetUserOptions | GetUserByApiKeyOptions,
  ): Promise<ServerUser | CurrentServerUser | null> {
    const query = userQuery(this[APP_CONTEXT], arg);
    if (query) return readQuery(this[APP_CONTEXT].cache, query);
    return (await super.getUser(arg as GetUserOptions)) as CurrentServerUser | null;
  }

  /**
   * Creates a user, even when sign-up is disabled for the project. A user created with an e-mail
   * and a password can sign in with them unless `primaryEmailAuthEnabled` is set to false.
   */
  createUser(options: ServerUserCreate): Promise<ServerUser> {
    return users.createUser(this[APP_CONTEXT], options);
  }

  /** Changes any user. Setting a password or a password hash revokes their current sessions. */
  updateUser(userId: string, patch: ServerUserUpdate): Promise<ServerUser> {
    return users.updateUser(this[APP_CONTEXT], userId, patch);
  }

  /** Deletes a user. */
  deleteUser(userId: string): Promise<void> {
    return users.deleteUser(this[APP_CONTEXT], userId);
  }

  /**
   * Attaches an account at one of the project's OAuth providers to a user (as a completed OAuth
   * link would). An account id that already signs another user in is an error result.
   *
   * @example
   * ```ts
   * const result = await serverApp.createOAuthProvider({
   *   userId, providerConfigId: "github", accountId: "12345", email: "ada@example.com",
   *   allowSignIn: true, allowConnectedAccounts: true,
   * });
   * ```
   */
  createOAuthProvider(
    options: CreateOAuthProviderOptions,
  ): Promise<Result<ServerOAuthProvider, OAuthProviderUpdateError>> {
    return accounts.createOAuthProvider(this[APP_CONTEXT], options);
  }

  /** Creates a session for a user (default lifetime one year), e.g. for tests or impersonation. */
  createSession(options: CreateSessionOptions & { userId: string }): Promise<SessionTokens> {
    return users.createSession(this[APP_CONTEXT], options);
  }

  /**
   * Creates a team. A `creatorUserId` becomes its first member, with the project's team creator
   * permissions, and the team becomes their selected team.
   *
   * @example
   * ```ts
   * const team = await serverApp.createTeam({ displayName: "Engines", creatorUserId: userId });
   * ```
   */
  createTeam(options: ServerTeamCreateOptions): Promise<ServerTeam> {
    return teams.createTeam(this[APP_CONTEXT], options);
  }

  /**
   * Verifies an access token locally (ES256 against the project's JWKS, fetched once and cached
   * as its `Cache-Control` allows) and answers its claims, or `null` when there is none or it is
   * invalid, expired or of another project. Pass the token or the incoming request.
   *
   * @example
   * ```ts
   * const claims = await serverApp.verifyAccessToken(request);
   * if (!claims) return new Response("Unauthorized", { status: 401 });
   * ```
   */
  verifyAccessToken(tokenOrRequest: string | RequestLike): Promise<AccessTokenClaims | null> {
    return tokens.verifyAccessToken(this[APP_CONTEXT], tokenOrRequest);
  }

  /**
   * The user of a token store's access token (e.g. the request), read from its verified claims
   * without asking the service; `null` without a valid token, and for anonymous users unless
   * `or: "anonymous-if-exists"`. `getUser()` still reads the full user from the service.
   *
   * @example
   * ```ts
   * const user = await serverApp.getPartialUser({ from: "token", tokenStore: request });
   * ```
   */
  async getPartialUser(options: tokens.GetPartialUserOptions): Promise<TokenPartialUser | null> {
    const { requestSession, callTokenStore } = this[APP_CONTEXT];
    if (options?.tokenStore === undefined && requestSession) {
      // A store per request (Next.js's cookies): the request's store, read as a given one.
      const own = { ...options, tokenStore: (await requestSession()).store };
      return readQuery(this[APP_CONTEXT].cache, tokens.partialUserQuery(this[APP_CONTEXT], own));
    }
    if (options?.tokenStore !== undefined) {
      // A call's store that is found per request ("nextjs-cookie" in @app/next), read as a store.
      const given = { ...options, tokenStore: await callTokenStore(options.tokenStore) };
      return readQuery(this[APP_CONTEXT].cache, tokens.partialUserQuery(this[APP_CONTEXT], given));
    }
    return readQuery(this[APP_CONTEXT].cache, tokens.partialUserQuery(this[APP_CONTEXT], options));
  }
}

// The getters made from a table of queries with their hook twins (`addGetters`, below):
// declared here, where their documentation is; the table is checked against these declarations.
export interface StackServerApp {
  /**
   * A page of users, oldest first unless `desc`; pass the previous page's `nextCursor` as
   * `cursor` for the next one. Asks the service on every call.
   *
   * @example
   * ```ts
   * const page = await serverApp.listUsers({ limit: 20 });
   * ```
   */
  listUsers(options?: ListUsersOptions): Promise<users.UserPage>;
  /**
   * A page of teams, oldest first unless `desc`; pass the previous page's `nextCursor` as
   * `cursor` for the next one.
   *
   * @example
   * ```ts
   * const page = await serverApp.listTeams({ limit: 20 });
   * ```
   */
  listTeams(options?: ServerListTeamsOptions): Promise<teams.TeamPage>;
  /**
   * A team by id, or `null` when there is none.
   *
   * @example
   * ```ts
   * const team = await serverApp.getTeam(teamId);
   * await team?.update({ serverMetadata: { plan: "pro" } });
   * ```
   */
  getTeam(teamId: string): Promise<ServerTeam | null>;
  /**
   * The team of a team API key, or `null` when the key is unknown, revoked, expired or a user
   * key. The project must allow team API keys.
   *
   * @example
   * ```ts
   * const team = await serverApp.getTeam({ apiKey: request.headers.get("x-api-key") ?? "" });
   * ```
   */
  getTeam(options: GetTeamByApiKeyOptions): Promise<ServerTeam | null>;
  /**
   * Every permission of every member of a team, in one request (recursive by default), instead
   * of asking each member.
   *
   * @example
   * ```ts
   * const grants = await serverApp.listTeamMemberPermissions(teamId, { recursive: false });
   * ```
   */
  listTeamMemberPermissions(
    teamId: string,
    options?: { recursive?: boolean },
  ): Promise<
    {
      /** The member's user id. */
      userId: string;
      /** The permission's id. */
      permissionId: string;
    }[]
  >;
}

/** The query of `getUser(id)` and `getUser({ apiKey })`; none for the current user. */
function userQuery(context: AppContext, arg: unknown) {
  if (typeof arg === "string") return users.serverUserQuery(context, arg);
  if (typeof arg === "object" && arg !== null && "apiKey" in arg) {
    return users.userByApiKeyQuery(context, (arg as GetUserByApiKeyOptions).apiKey);
  }
  return undefined;
}

/** The query of `getTeam(id)` and `getTeam({ apiKey })`. */
function teamQuery(context: AppContext, arg: string | GetTeamByApiKeyOptions) {
  if (typeof arg === "object" && arg !== null && "apiKey" in arg) {
    return teams.teamByApiKeyQuery(context, arg.apiKey);
  }
  return teams.teamQuery(context, arg as string);
}

// The getters made from queries, with their hook twins (declared on the interface merged with the class).
addGetters(StackServerApp.prototype, {
  listUsers: users.usersQuery,
  listTeams: teams.teamsPageQuery,
  getTeam: teamQuery,
  listTeamMemberPermissions: permissions.teamMemberPermissionsQuery,
});

// The hook twins of the getters written out (overloaded, or reading a request's session): on the
// prototype as methods, but typed by @app/react (hook-types.ts), so that @app/core's types offer
// no hook to a Node user.
addMethods(StackServerApp.prototype, {
  useUser(this: StackServerApp, arg?: string | GetUserOptions | GetUserByApiKeyOptions) {
    const query = userQuery(this[APP_CONTEXT], arg);
    if (query) return useQueryOf(this[APP_CONTEXT], query, "useUser()");
    return useAppUser(this, arg as GetUserOptions | undefined);
  },
  usePartialUser(this: StackServerApp, options: tokens.GetPartialUserOptions) {
    const query = tokens.partialUserQuery(this[APP_CONTEXT], options);
    return useQueryOf(this[APP_CONTEXT], query, "usePartialUser()");
  },
});
