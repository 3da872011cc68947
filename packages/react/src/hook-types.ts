// The types of the hook twins. The core's objects carry a `use…` twin of every getter at run
// time (their bodies call the hook adapter register-hooks.ts gives the core), but `@app/core`'s
// types declare none: a Node user of the core is offered no hook that would throw. Importing
// `@app/react` brings this module into the program, and its declarations merge onto the core's
// classes and interfaces, so `app.useUser()`, `user.useTeams()`, `team.useUsers()`… type-check.
// They augment `@app/core/hooks`, which re-exports every type they merge onto: TypeScript follows
// the re-export to the one declaration in the core's declaration chunk, so every entry sees the
// hooks, while the public entries' own exports stay the core's (a tool reading this program, the
// API reference's, documents `Team` or `HexclaveClientApp` as it does without @app/react).
import type {
  ActiveSession,
  AuthJson,
  ClientProject,
  ConnectedAccountId,
  CurrentUser,
  DeprecatedOAuthConnection,
  EditableTeamMemberProfile,
  GetConnectedAccountOptions,
  GetUserOptions,
  Navigate,
  OAuthAccessTokenError,
  OAuthConnection,
  PermissionListOptions,
  ReceivedTeamInvitation,
  Result,
  SentTeamInvitation,
  TeamApiKey,
  TeamPermission,
  TeamScope,
  TeamUser,
  UserApiKey,
} from "@app/core";
import type {
  AdminEmailTemplate,
  AdminMetrics,
  AdminProject,
  AdminSentEmail,
  AdminTeamPermissionDefinition,
  CompleteConfig,
  InternalApiKey,
  ProductionModeError,
} from "@app/core/admin";
import type { CurrentUserGetters, HooksOf } from "@app/core/hooks";
import type {
  CurrentServerUser,
  GetPartialUserOptions,
  GetTeamByApiKeyOptions,
  GetUserByApiKeyOptions,
  ListUsersOptions,
  ServerContactChannel,
  ServerListTeamsOptions,
  ServerOAuthProvider,
  ServerTeam,
  ServerTeamUser,
  ServerUser,
  TeamPage,
  TokenPartialUser,
  UserPage,
} from "@app/core/server";

/**
 * The hook twin of `user.getConnectedAccount()` (`user.useConnectedAccount()`): the same
 * overloads, answering the value instead of a promise.
 *
 * @example
 * ```tsx
 * const github = user.useConnectedAccount("github", { scopes: ["repo"] });
 * ```
 *
 * @inline
 */
export interface UseConnectedAccount {
  (
    provider: string,
    options: GetConnectedAccountOptions & { or: "redirect" },
  ): DeprecatedOAuthConnection;
  (provider: string, options?: GetConnectedAccountOptions): DeprecatedOAuthConnection | null;
  (account: ConnectedAccountId): OAuthConnection | null;
}

/**
 * The hook twins `@app/react` gives every app (`StackClientApp`, and so the server and admin
 * apps): the signed-in user, the project, the navigate function, and a twin of each token getter
 * that re-renders when the token store changes (sign-in, sign-out, a refresh). Call them while a
 * component renders; the core's own types (`@app/core` without `@app/react`) have none of them.
 *
 * @example
 * ```tsx
 * function Header() {
 *   const app = useStackApp();
 *   const user = app.useUser();
 *   const project = app.useProject();
 *   return <h1>{project.displayName}: {user?.displayName ?? "signed out"}</h1>;
 * }
 * ```
 */
export interface ClientAppHooks {
  /**
   * The hook twin of `getUser()`: the signed-in user, suspending while it first loads,
   * re-rendering on sign-in, sign-out and changes. `or` as for `getUser`; with `"redirect"`,
   * `"throw"` or `"anonymous"` it never returns null.
   *
   * @example
   * ```tsx
   * function Dashboard() {
   *   const user = app.useUser({ or: "redirect" });
   *   return <h1>Hello, {user.displayName}</h1>;
   * }
   * ```
   */
  useUser(options: GetUserOptions & { or: "redirect" | "throw" | "anonymous" }): CurrentUser;
  /** The signed-in user, or null (`or` as for `getUser`). */
  useUser(options?: GetUserOptions): CurrentUser | null;
  /**
   * The hook twin of `getProject()`.
   *
   * @example
   * ```tsx
   * const project = app.useProject();
   * return project.config.signUpEnabled ? <a href="/handler/sign-up">Sign up</a> : null;
   * ```
   */
  useProject(): ClientProject;
  /**
   * The navigate function of the app's redirect method, which the SDK's components use. With
   * `{ useNavigate }` it is the router's own; with `"window"` it assigns `window.location`; with
   * `"none"` it does nothing.
   *
   * @example
   * ```tsx
   * const navigate = app.useNavigate();
   * return <button onClick={() => navigate("/dashboard")}>Dashboard</button>;
   * ```
   */
  useNavigate(): Navigate;
  /**
   * The hook twin of `getAuthJson()`: the tokens, re-rendering when they change (sign-in,
   * sign-out, a refresh).
   *
   * @example
   * ```tsx
   * const { accessToken } = app.useAuthJson();
   * ```
   */
  useAuthJson(): AuthJson;
  /**
   * The hook twin of `getAccessToken()`.
   *
   * @example
   * ```tsx
   * const token = app.useAccessToken();
   * ```
   */
  useAccessToken(): string | null;
  /**
   * The hook twin of `getRefreshToken()`.
   *
   * @example
   * ```tsx
   * const refreshToken = app.useRefreshToken();
   * ```
   */
  useRefreshToken(): string | null;
  /**
   * The hook twin of `getAuthorizationHeader()`: re-renders when the tokens change (sign-in,
   * sign-out, a refresh).
   *
   * @example
   * ```tsx
   * const authorization = app.useAuthorizationHeader();
   * ```
   */
  useAuthorizationHeader(): string | null;
  /**
   * The hook twin of `getAuthHeaders()`: re-renders when the tokens change (sign-in, sign-out, a
   * refresh).
   *
   * @example
   * ```tsx
   * const headers = app.useAuthHeaders();
   * ```
   */
  useAuthHeaders(): {
    /** The session's tokens as JSON, for your backend to read. */
    "x-stack-auth": string;
  };
}

/**
 * The hook twins `@app/react` gives the server app (`StackServerApp`), beside the client app's
 * ({@link ClientAppHooks}): users and teams by id or API key, the lists, and the token's partial
 * user.
 *
 * @example
 * ```tsx
 * function Owner({ id }: { id: string }) {
 *   const user = serverApp.useUser(id);
 *   return <span>{user?.displayName ?? "deleted"}</span>;
 * }
 * ```
 */
export interface ServerAppHooks {
  /**
   * The hook twin of `getUser()`: a user by id or by API key, or (with options, or none) the
   * signed-in user of the app's own session.
   *
   * @example
   * ```tsx
   * const user = serverApp.useUser(userId);
   * ```
   */
  useUser(userId: string): ServerUser | null;
  /** The user of a user API key, or null. */
  useUser(options: GetUserByApiKeyOptions): ServerUser | null;
  /** The signed-in user of the app's own session; never null with this `or`. */
  useUser(options: GetUserOptions & { or: "redirect" | "throw" | "anonymous" }): CurrentServerUser;
  /** The signed-in user of the app's own session, or null. */
  useUser(options?: GetUserOptions): CurrentServerUser | null;
  /**
   * The hook twin of `listUsers()`: re-renders when this app creates, changes or deletes a user.
   *
   * @example
   * ```tsx
   * const users = serverApp.useUsers({ limit: 20 });
   * ```
   */
  useUsers(options?: ListUsersOptions): UserPage;
  /**
   * The hook twin of `listTeams()`.
   *
   * @example
   * ```tsx
   * const teams = serverApp.useTeams({ limit: 20 });
   * ```
   */
  useTeams(options?: ServerListTeamsOptions): TeamPage;
  /**
   * The hook twin of `getTeam()`: a team by id or by API key.
   *
   * @example
   * ```tsx
   * const team = serverApp.useTeam(teamId);
   * ```
   */
  useTeam(teamId: string): ServerTeam | null;
  /** The team of a team API key, or null. */
  useTeam(options: GetTeamByApiKeyOptions): ServerTeam | null;
  /**
   * The hook twin of `listTeamMemberPermissions()`: re-renders when a permission is granted or
   * revoked, or a member joins or leaves.
   *
   * @example
   * ```tsx
   * const grants = serverApp.useTeamMemberPermissions(teamId);
   * ```
   */
  useTeamMemberPermissions(
    teamId: string,
    options?: { recursive?: boolean },
  ): {
    /** The member's user id. */
    userId: string;
    /** The permission's id. */
    permissionId: string;
  }[];
  /**
   * The hook twin of `getPartialUser()`: with the app's own token store, re-renders when its
   * token changes.
   *
   * @example
   * ```tsx
   * const user = serverApp.usePartialUser({ from: "token" });
   * ```
   */
  usePartialUser(options: GetPartialUserOptions): TokenPartialUser | null;
}

/**
 * The hook twins `@app/react` gives the admin app (`StackAdminApp`), beside the server app's
 * ({@link ServerAppHooks}): the project as its owner sees it, its permission definitions, e-mail
 * templates and sent e-mails, metrics and internal API keys.
 *
 * @example
 * ```tsx
 * function ProjectName() {
 *   const project = admin.useProject();
 *   return <h1>{project.displayName}</h1>;
 * }
 * ```
 */
export interface AdminAppHooks {
  /**
   * The hook twin of `getProject()`: the admin view, which re-renders after `updateProject()`
   * and the project's own changes.
   *
   * @example
   * ```tsx
   * const project = admin.useProject();
   * return <h1>{project.displayName}</h1>;
   * ```
   */
  useProject(): AdminProject;
  /**
   * The hook twin of `listTeamPermissionDefinitions()`.
   *
   * @example
   * ```tsx
   * const definitions = admin.useTeamPermissionDefinitions();
   * ```
   */
  useTeamPermissionDefinitions(): AdminTeamPermissionDefinition[];
  /**
   * The hook twin of `listProjectPermissionDefinitions()`.
   *
   * @example
   * ```tsx
   * const definitions = admin.useProjectPermissionDefinitions();
   * ```
   */
  useProjectPermissionDefinitions(): AdminTeamPermissionDefinition[];
  /**
   * The hook twin of `listEmailTemplates()`: re-renders after `updateEmailTemplate()` and
   * `resetEmailTemplate()`.
   *
   * @example
   * ```tsx
   * const templates = admin.useEmailTemplates();
   * ```
   */
  useEmailTemplates(): AdminEmailTemplate[];
  /**
   * The hook twin of `listSentEmails()`.
   *
   * @example
   * ```tsx
   * const [latest] = admin.useSentEmails();
   * ```
   */
  useSentEmails(): AdminSentEmail[];
  /**
   * The hook twin of `getSvixToken()`.
   *
   * @example
   * ```tsx
   * const token = admin.useSvixToken();
   * ```
   */
  useSvixToken(): string;
  /**
   * The hook twin of `getMetrics()`: the last answer, re-rendering after each `getMetrics()`.
   *
   * @example
   * ```tsx
   * const { total_users } = admin.useMetrics();
   * ```
   */
  useMetrics(includeAnonymous?: boolean): AdminMetrics;
  /**
   * The hook twin of `listInternalApiKeys()`: re-renders after `createInternalApiKey()` and a
   * key's `revoke()`.
   *
   * @example
   * ```tsx
   * const keys = admin.useInternalApiKeys();
   * ```
   */
  useInternalApiKeys(): InternalApiKey[];
}

/**
 * The hook twins `@app/react` gives the signed-in user (`CurrentUser`, and the server's
 * `CurrentServerUser`): one per getter (`listTeams()` and `useTeams()`, `getApiKeys()`…),
 * suspending while the value first loads and re-rendering when it changes.
 *
 * @example
 * ```tsx
 * function Keys() {
 *   const user = useUser({ or: "redirect" });
 *   return <ul>{user.useApiKeys().map((key) => <li key={key.id}>{key.description}</li>)}</ul>;
 * }
 * ```
 */
export interface CurrentUserHooks<OwnedApp>
  extends HooksOf<Omit<CurrentUserGetters<OwnedApp>, "getConnectedAccount">> {
  /** Hook twin of `getConnectedAccount()`, with the same overloads. */
  useConnectedAccount: UseConnectedAccount;
}

/**
 * The hook twin `@app/react` gives the signed-in user's session (`user.currentSession`).
 *
 * @example
 * ```tsx
 * const { accessToken } = user.currentSession.useTokens();
 * ```
 */
export interface CurrentSessionHooks {
  /** Hook twin of `getTokens()`: follows the token store. */
  useTokens(): AuthJson;
}

/**
 * The hook twins `@app/react` gives a user's team methods (`user.useTeams()`…), for the signed-in
 * user's teams (`Team`) as for the server's view of a user (`ServerTeam`).
 *
 * @example
 * ```tsx
 * const teams = user.useTeams();
 * return <ul>{teams.map((team) => <li key={team.id}>{team.displayName}</li>)}</ul>;
 * ```
 */
export interface UserTeamHooks<TeamType> {
  /** Hook twin of `listTeams()`: suspends while loading, follows changes. */
  useTeams(): TeamType[];
  /** Hook twin of `getTeam()`. */
  useTeam(teamId: string): TeamType | null;
  /** Hook twin of `getTeamProfile()`. */
  useTeamProfile(team: TeamScope): EditableTeamMemberProfile;
  /** Hook twin of `listTeamInvitations()`. */
  useTeamInvitations(): ReceivedTeamInvitation[];
}

/**
 * The hook twins `@app/react` gives a user's permission methods (`user.usePermission()`…).
 *
 * @example
 * ```tsx
 * const canInvite = user.usePermission(team, "$invite_members") !== null;
 * ```
 */
export interface UserPermissionHooks {
  /** Hook twin of `getPermission()`: suspends while loading, follows changes. */
  usePermission(scope: TeamScope, permissionId: string): TeamPermission | null;
  /** Hook twin of `getPermission(permissionId)`. */
  usePermission(permissionId: string): TeamPermission | null;
  /** Hook twin of `listPermissions()`. */
  usePermissions(scope: TeamScope, options?: PermissionListOptions): TeamPermission[];
  /** Hook twin of `listPermissions(options)`. */
  usePermissions(options?: PermissionListOptions): TeamPermission[];
}

/**
 * The hook twins `@app/react` gives a member's team (`Team`).
 *
 * @example
 * ```tsx
 * const members = team.useUsers();
 * ```
 */
export interface TeamHooks {
  /** Hook twin of `listUsers()`. */
  useUsers(): TeamUser[];
  /** Hook twin of `listInvitations()`. */
  useInvitations(): SentTeamInvitation[];
  /** Hook twin of `listApiKeys()`. */
  useApiKeys(): TeamApiKey[];
}

/**
 * The hook twin `@app/react` gives a team as the server sees it (`ServerTeam`), whose members are
 * whole users; its other hooks are a member's team's ({@link TeamHooks}).
 *
 * @example
 * ```tsx
 * const members = serverTeam.useUsers();
 * ```
 */
export interface ServerTeamHooks {
  /** Hook twin of `listUsers()`: the members, each the whole user. */
  useUsers(): ServerTeamUser[];
}

/**
 * The hook twins `@app/react` gives a user as the server sees it (`ServerUser`).
 *
 * @example
 * ```tsx
 * const channels = serverUser.useContactChannels();
 * ```
 */
export interface ServerUserHooks {
  /** Hook twin of `listContactChannels()`. */
  useContactChannels(): ServerContactChannel[];
  /** Hook twin of `listOAuthProviders()`. */
  useOAuthProviders(): ServerOAuthProvider[];
  /** Hook twin of `getOAuthProvider()`. */
  useOAuthProvider(id: string): ServerOAuthProvider | null;
  /** Hook twin of `getConnectedAccount()`, with the same overloads. */
  useConnectedAccount: UseConnectedAccount;
  /** Hook twin of `listConnectedAccounts()`. */
  useConnectedAccounts(): OAuthConnection[];
  /** Hook twin of `getOrLinkConnectedAccount()`. */
  useOrLinkConnectedAccount(provider: string, options?: { scopes?: string[] }): OAuthConnection;
  /** Hook twin of `listApiKeys()`. */
  useApiKeys(): UserApiKey[];
  /** Hook twin of `getActiveSessions()`. */
  useActiveSessions(): ActiveSession[];
}

/**
 * The hook twin `@app/react` gives a connected account (`OAuthConnection`).
 *
 * @example
 * ```tsx
 * const result = account.useAccessToken({ scopes: ["repo"] });
 * ```
 */
export interface OAuthConnectionHooks {
  /** Hook twin of `getAccessToken()`. */
  useAccessToken(options?: { scopes?: string[] }): Result<
    {
      /** An access token for the provider's API. */
      accessToken: string;
    },
    OAuthAccessTokenError
  >;
}

/**
 * The hook twin `@app/react` gives a connected account in the reference SDK's older form
 * (`DeprecatedOAuthConnection`).
 *
 * @example
 * ```tsx
 * const { accessToken } = user.useConnectedAccount("github", { or: "redirect" }).useAccessToken();
 * ```
 */
export interface DeprecatedOAuthConnectionHooks {
  /** Hook twin of `getAccessToken()`. */
  useAccessToken(): {
    /** An access token for the provider's API. */
    accessToken: string;
  };
}

/**
 * The hook twins `@app/react` gives the admin view of a project (`AdminProject`).
 *
 * @example
 * ```tsx
 * const errors = admin.useProject().useProductionModeErrors();
 * ```
 */
export interface AdminProjectHooks {
  /** Hook twin of `getProductionModeErrors()`. */
  useProductionModeErrors(): ProductionModeError[];
  /** Hook twin of `getConfig()`. */
  useConfig(): CompleteConfig;
}

// Each twin interface merged onto the core's class or interface it belongs to. Where a subclass
// answers a hook of its base class with another type (the server's `useUser`, the admin's
// `useProject`), it names that hook again: TypeScript takes neither base's otherwise.
declare module "@app/core/hooks" {
  interface StackClientApp extends ClientAppHooks {}
  interface StackServerApp extends ServerAppHooks {
    useUser: ServerAppHooks["useUser"];
  }
  interface StackAdminApp extends AdminAppHooks {
    useProject: AdminAppHooks["useProject"];
  }
  // The server's view of the current user (`CurrentServerUser`) takes the server user's hooks
  // instead, as it does the getters.
  interface CurrentUserOf<OwnedApp> extends CurrentUserHooks<OwnedApp> {}
  interface CurrentSession extends CurrentSessionHooks {}
  interface UserTeamMethods<TeamType, CreateOptions> extends UserTeamHooks<TeamType> {}
  interface UserPermissionMethods extends UserPermissionHooks {}
  interface Team extends TeamHooks {}
  interface ServerTeam extends ServerTeamHooks {}
  interface ServerUser extends ServerUserHooks {}
  interface OAuthConnection extends OAuthConnectionHooks {}
  interface DeprecatedOAuthConnection extends DeprecatedOAuthConnectionHooks {}
  interface AdminProject extends AdminProjectHooks {}
}
