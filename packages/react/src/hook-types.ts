// The types of the hook twins. The core's objects carry a `use…` twin of every getter at run
// time (their bodies call the hook adapter register-hooks.ts gives the core), but `@app/core`'s
// types declare none: a Node user of the core is offered no hook that would throw. Importing
// `@app/react` brings this module into the program, and its declarations merge onto the core's
// classes and interfaces, so `app.useUser()`, `user.useTeams()`, `team.useUsers()`… type-check.
// Each augments the entry that exports the type (TypeScript follows the re-export to the one
// declaration in the core's declaration chunk, so every entry sees the hooks).
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
  AdminSentEmail,
  AdminTeamPermissionDefinition,
  CompleteConfig,
  InternalApiKey,
  ProductionModeError,
} from "@app/core/admin";
import type { AppTokens, CurrentUserGetters, HooksOf } from "@app/core/hooks";
import type {
  CurrentServerUser,
  GetPartialUserOptions,
  GetTeamByApiKeyOptions,
  GetUserByApiKeyOptions,
  ListUsersOptions,
  ServerContactChannel,
  ServerListTeamsOptions,
  ServerOAuthProvider,
  ServerTeamUser,
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

declare module "@app/core" {
  // The token hooks (`useAccessToken()`…) from the token getters; the others by hand, for their
  // overloads and the stores they read.
  interface StackClientApp extends HooksOf<AppTokens> {
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
     * A hook (call it while a component renders): the navigate function of the app's redirect
     * method, which the SDK's components use. With `{ useNavigate }` it is the router's own; with
     * `"window"` it assigns `window.location`; with `"none"` it does nothing.
     *
     * @example
     * ```tsx
     * const navigate = app.useNavigate();
     * return <button onClick={() => navigate("/dashboard")}>Dashboard</button>;
     * ```
     */
    useNavigate(): Navigate;
  }

  interface CurrentSession {
    /** Hook twin of `getTokens()`: follows the token store. */
    useTokens(): AuthJson;
  }

  // Written out rather than `extends HooksOf<TeamGetters>`: TypeDoc loses the interface when an
  // augmentation adds a base type. hook-twin-types.test.ts checks each against its getter.
  interface Team {
    /** Hook twin of `listUsers()`. */
    useUsers(): TeamUser[];
    /** Hook twin of `listInvitations()`. */
    useInvitations(): SentTeamInvitation[];
    /** Hook twin of `listApiKeys()`. */
    useApiKeys(): TeamApiKey[];
  }

  interface UserTeamMethods<TeamType, CreateOptions> {
    /** Hook twin of `listTeams()`: suspends while loading, follows changes. */
    useTeams(): TeamType[];
    /** Hook twin of `getTeam()`. */
    useTeam(teamId: string): TeamType | null;
    /** Hook twin of `getTeamProfile()`. */
    useTeamProfile(team: TeamScope): EditableTeamMemberProfile;
    /** Hook twin of `listTeamInvitations()`. */
    useTeamInvitations(): ReceivedTeamInvitation[];
  }

  interface UserPermissionMethods {
    /** Hook twin of `getPermission()`: suspends while loading, follows changes. */
    usePermission(scope: TeamScope, permissionId: string): TeamPermission | null;
    /** Hook twin of `getPermission(permissionId)`. */
    usePermission(permissionId: string): TeamPermission | null;
    /** Hook twin of `listPermissions()`. */
    usePermissions(scope: TeamScope, options?: PermissionListOptions): TeamPermission[];
    /** Hook twin of `listPermissions(options)`. */
    usePermissions(options?: PermissionListOptions): TeamPermission[];
  }

  interface OAuthConnection {
    /** Hook twin of `getAccessToken()`. */
    useAccessToken(options?: { scopes?: string[] }): Result<
      {
        /** An access token for the provider's API. */
        accessToken: string;
      },
      OAuthAccessTokenError
    >;
  }

  interface DeprecatedOAuthConnection {
    /** Hook twin of `getAccessToken()`. */
    useAccessToken(): {
      /** An access token for the provider's API. */
      accessToken: string;
    };
  }
}

declare module "@app/core/hooks" {
  // The signed-in user's getter hooks; the server's view of them (`CurrentServerUser`) takes the
  // server user's instead, as it does the getters.
  interface CurrentUserOf<OwnedApp>
    extends HooksOf<Omit<CurrentUserGetters<OwnedApp>, "getConnectedAccount">> {
    /** Hook twin of `getConnectedAccount()`, with the same overloads. */
    useConnectedAccount: UseConnectedAccount;
  }
}

declare module "@app/core/server" {
  interface StackServerApp {
    /**
     * The hook twin of `getUser()`: a user by id or by API key, or (with options, or none) the
     * signed-in user of the app's own session.
     *
     * @example
     * ```tsx
     * function Owner({ id }: { id: string }) {
     *   const user = serverApp.useUser(id);
     *   return <span>{user?.displayName ?? "deleted"}</span>;
     * }
     * ```
     */
    useUser(userId: string): ServerUser | null;
    /** The user of a user API key, or null. */
    useUser(options: GetUserByApiKeyOptions): ServerUser | null;
    /** The signed-in user of the app's own session; never null with this `or`. */
    useUser(
      options: GetUserOptions & { or: "redirect" | "throw" | "anonymous" },
    ): CurrentServerUser;
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

  // Written out, as Team's (above).
  interface ServerUser {
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

  interface ServerTeam {
    /** Hook twin of `listUsers()`: the members, each the whole user. */
    useUsers(): ServerTeamUser[];
  }
}

declare module "@app/core/admin" {
  interface StackAdminApp {
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

  interface AdminProject {
    /** Hook twin of `getProductionModeErrors()`. */
    useProductionModeErrors(): ProductionModeError[];
    /** Hook twin of `getConfig()`. */
    useConfig(): CompleteConfig;
  }
}
