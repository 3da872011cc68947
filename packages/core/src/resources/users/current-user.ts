import type { HookTwinsOf } from "../../cache/hook-adapter.js";
import type { AppContext } from "../../context/app-context.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import type { Result } from "../../errors/result.js";
import type { Session } from "../../session/session.js";
import type {
  ApiKeyCreationOptions,
  UserApiKey,
  UserApiKeyFirstView,
} from "../api-keys/api-key.js";
import type {
  GetConnectedAccount,
  OAuthConnection,
  OAuthProvider,
} from "../connected-accounts/oauth-provider.js";
import type {
  ContactChannel,
  ContactChannelCreateOptions,
  SendVerificationEmailOptions,
} from "../contact-channels/contact-channel.js";
import { getters, lazyMethods, lazyModule } from "../kit/lazy.js";
import type { LinkConnectedAccountOptions } from "../oauth/client.js";
import type { PasskeyRegistrationError, RegisterPasskeyOptions } from "../passkeys/client.js";
import type { AdminOwnedProjectOf, AdminProjectCreateOptions } from "../projects/admin-project.js";
import type { ActiveSession } from "../sessions/active-session.js";
import type { AuthJson } from "../sessions/auth-queries.js";
import { type SignOutOptions, signOutSession } from "../sessions/sign-out.js";
import { tokenGetters } from "../sessions/token-getters.js";
import { clientTeam, type Team } from "../teams/team.js";
import type { UserPermissionMethods, UserTeamMethods } from "../teams/user-methods.js";
import { type UserFields, userFieldsFromJson } from "./fields.js";
import type {
  SetPasswordError,
  SetPasswordOptions,
  UpdatePasswordError,
  UpdatePasswordOptions,
} from "./own-account.js";
import type { UserUpdate } from "./update.js";
import { withUserGuard } from "./user-guard.js";
import type { ClientUserJson } from "./wire.js";

export type { SignOutOptions };

const actions = () => import("./account-actions.js");

/**
 * The session a signed-in user object belongs to.
 *
 * @example
 * ```ts
 * const tokens = await user.currentSession.getTokens();
 * ```
 */
export interface CurrentSession {
  /** The session's tokens; the access token is refreshed first when it is about to expire. */
  getTokens(): Promise<AuthJson>;
}

/**
 * The getters every view of a user has beyond teams and permissions, written once for the
 * signed-in user ({@link CurrentUserGetters}) and the server's view of any user
 * (`ServerUserGetters`), which differ in their contact channels (`Channel`) and OAuth accounts
 * (`Provider`). Each has its hook twin in `@app/react`.
 *
 * @example
 * ```ts
 * const emails = async (user: UserGettersOf<{ value: string }, unknown>) =>
 *   (await user.listContactChannels()).map((channel) => channel.value);
 * ```
 */
export interface UserGettersOf<Channel, Provider> {
  /** The user's e-mail addresses (contact channels), oldest first (each call asks the service; its hook reads the stored answer). */
  listContactChannels(): Promise<Channel[]>;
  /** The user's connected OAuth accounts (each call asks the service; its hook reads the stored answer). */
  listOAuthProviders(): Promise<Provider[]>;
  /** One connected OAuth account by its id, or null. */
  getOAuthProvider(id: string): Promise<Provider | null>;
  /**
   * The connected account at `provider` with an access token carrying `scopes`, or null when
   * there is none (with `or: "redirect"` the user's browser goes to the provider to link one
   * instead, so not on a server). Asked anew on every call.
   */
  getConnectedAccount: GetConnectedAccount;
  /** The user's connected accounts: OAuth accounts that allow access-token use, oldest first. */
  listConnectedAccounts(): Promise<OAuthConnection[]>;
  /**
   * The connected account at `provider` whose token carries `scopes`; without one, the user's
   * browser goes to the provider to link it (and this never resolves; with server access it is
   * an Error).
   */
  getOrLinkConnectedAccount(
    provider: string,
    options?: { scopes?: string[] },
  ): Promise<OAuthConnection>;
  /** The user's API keys, newest first, revoked and expired ones included (each call asks the service; its hook reads the stored answer). */
  listApiKeys(): Promise<UserApiKey[]>;
  /**
   * The user's signed-in sessions, newest first (this one flagged `isCurrentSession` on a
   * client; impersonations only for admins). Asked anew on every call; the hook shows the last
   * answer.
   */
  getActiveSessions(): Promise<ActiveSession[]>;
}

/**
 * The getters of the signed-in user beyond teams and permissions: the ones of every user's view
 * ({@link UserGettersOf}), the session's tokens and the projects they own. Each has its hook twin
 * (`useContactChannels()`…; `useConnectedAccount()` with the same overloads) in `@app/react`.
 * `OwnedApp` is the admin app of an owned project (see {@link CurrentUserOf}).
 */
export interface CurrentUserGetters<OwnedApp> extends UserGettersOf<ContactChannel, OAuthProvider> {
  /** A fresh access token (a JWT) of this session, or null once the session has ended. */
  getAccessToken(): Promise<string | null>;
  /** The refresh token of this session, or null once the session has ended. */
  getRefreshToken(): Promise<string | null>;
  /** Both tokens of this session, the access token fresh: `{ accessToken, refreshToken }`. */
  getAuthJson(): Promise<AuthJson>;
  /**
   * The `Authorization` header value that carries this session to your own backend,
   * `Bearer stackauth_<base64 of getAuthJson()>`, or null once the session has ended.
   */
  getAuthorizationHeader(): Promise<string | null>;
  /** Headers that carry this session to your own backend: `{ "x-stack-auth": "{…}" }`. */
  getAuthHeaders(): Promise<{
    /** The session's tokens as JSON, for your backend to read. */
    "x-stack-auth": string;
  }>;
  /**
   * On the `internal` project: the projects this user owns, each with an admin app for it.
   *
   * @example
   * ```ts
   * for (const project of await user.listOwnedProjects()) console.log(project.displayName);
   * ```
   */
  listOwnedProjects(): Promise<AdminOwnedProjectOf<OwnedApp>[]>;
}

/**
 * The signed-in user, with the actions a user may take on their own account; the projects they own
 * come with an admin app of type `OwnedApp`. apps/ fills it in (`CurrentUser` in
 * apps/public-types.ts is `CurrentUserOf<StackAdminApp>`), so that no module of resources/ imports
 * apps/; code here that only passes the user on takes `CurrentUserOf<unknown>`.
 *
 * @example
 * ```ts
 * const greet = (user: CurrentUserOf<unknown>) => `Hello, ${user.displayName ?? "you"}`;
 * ```
 */
export interface CurrentUserOf<OwnedApp>
  extends Omit<UserFields, "selectedTeam">,
    UserTeamMethods,
    UserPermissionMethods,
    CurrentUserGetters<OwnedApp> {
  /** The team the user works in now, with a member's actions; null when none is selected. */
  readonly selectedTeam: Team | null;
  /** The session this user object is signed in with. */
  readonly currentSession: CurrentSession;
  /**
   * The same object as {@link currentSession}, under the reference SDK's name: what code written
   * for it passes as `projectOwnerSession` to a `StackAdminApp`.
   *
   * @example
   * ```ts
   * const admin = new StackAdminApp({ projectId, projectOwnerSession: user._internalSession });
   * ```
   */
  readonly _internalSession: CurrentSession;
  /**
   * Changes the user's own profile; the cached user updates everywhere. Bad input is a TypeError
   * naming the field, thrown before any request.
   */
  update(patch: UserUpdate): Promise<void>;
  /** Shorthand for `update({ displayName })`. */
  setDisplayName(displayName: string | null): Promise<void>;
  /** Shorthand for `update({ clientMetadata })`: replaces the whole client metadata object. */
  setClientMetadata(metadata: Record<string, unknown> | null): Promise<void>;
  /** The user's JSON as the service sends it to a client (`GET /users/me`), e.g. to pass it on. */
  toClientJson(): ClientUserJson;
  /** Ends this session and clears the tokens. */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Adds an e-mail address; a primary one becomes `primaryEmail`. */
  createContactChannel(data: ContactChannelCreateOptions): Promise<ContactChannel>;
  /**
   * E-mails a link that verifies the primary e-mail. An address already verified comes back as
   * the error; a user without a primary e-mail cannot send one (an Error).
   *
   * @deprecated Use the primary contact channel's `sendVerificationEmail()`.
   */
  sendVerificationEmail(
    options?: SendVerificationEmailOptions,
  ): Promise<KnownErrors["EmailAlreadyVerified"] | undefined>;
  /**
   * On the `internal` project: creates a project this user owns.
   *
   * @example
   * ```ts
   * const project = await user.createProject({ displayName: "My app" });
   * await project.app.listUsers();
   * ```
   */
  createProject(options: AdminProjectCreateOptions): Promise<AdminOwnedProjectOf<OwnedApp>>;
  /**
   * Creates an API key for the user (the project must allow user API keys). The returned key
   * carries its whole `value`, which is never shown again.
   */
  createApiKey(options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView>;
  /** Ends another session of the user; ending this one is sign-out (`signOut()`). */
  revokeSession(sessionId: string): Promise<void>;
  /**
   * Changes the password, given the old one; the user's other sessions end. A wrong old password
   * or a new one that breaks the rules is returned, not thrown.
   */
  updatePassword(options: UpdatePasswordOptions): Promise<UpdatePasswordError | undefined>;
  /** Gives a password to a user who has none; a password that breaks the rules is returned. */
  setPassword(options: SetPasswordOptions): Promise<SetPasswordError | undefined>;
  /** Deletes the account (if the project allows it); the app is then signed out. */
  delete(): Promise<void>;
  /**
   * Registers a passkey for this user on this site (WebAuthn). A cancelled prompt, a domain that
   * cannot hold passkeys or a browser without WebAuthn come back as an error result.
   */
  registerPasskey(
    options?: RegisterPasskeyOptions,
  ): Promise<Result<undefined, PasskeyRegistrationError>>;
  /**
   * Connects another account at an OAuth provider to this user: the browser goes to the provider
   * and comes back to this page.
   */
  linkConnectedAccount(provider: string, options?: LinkConnectedAccountOptions): Promise<void>;
}

/** The current user as this module builds it: the owned projects' app is apps/' to name. */
type BuiltUser = CurrentUserOf<unknown>;

/** The methods of `CurrentUser` that `lazyMethods` makes from their names. */
type LazyByName = Pick<
  BuiltUser,
  | "update"
  | "setDisplayName"
  | "setClientMetadata"
  | "createProject"
  | "setPassword"
  | "registerPasskey"
  | "linkConnectedAccount"
  | "createApiKey"
  | "delete"
>;

type ActionsModule = typeof import("./account-actions.js");
type UserQueries = ActionsModule["userQueries"];
type UserJsonQueries = ActionsModule["userJsonQueries"];
type AuthQueries = typeof import("../sessions/auth-queries.js").authQueries;
// `getters` also makes each getter's hook twin (`useTeams()`…), which `@app/react` types.
/** The getters of `CurrentUser` made from `userQueries`. */
type UserGetters = Pick<BuiltUser, keyof UserQueries> & HookTwinsOf<BuiltUser, keyof UserQueries>;
/** The getters of `CurrentUser` made from `userJsonQueries`. */
type UserJsonGetters = Pick<BuiltUser, keyof UserJsonQueries> &
  HookTwinsOf<BuiltUser, keyof UserJsonQueries>;
/** The token getters of `CurrentUser`, made from `authQueries`. */
type AuthGetters = Pick<BuiltUser, Exclude<keyof AuthQueries, "getTokens">> &
  HookTwinsOf<BuiltUser, Exclude<keyof AuthQueries, "getTokens">>;
const loadUserQueries = lazyModule(async () => (await actions()).userQueries);
const loadUserJsonQueries = lazyModule(async () => (await actions()).userJsonQueries);
const teamMethods = lazyModule(async () => (await actions()).teamMethods);

/** Wraps the current user's JSON with the actions of a signed-in user. */
export function currentUserFromJson(
  context: AppContext,
  json: ClientUserJson,
  session: Session,
): BuiltUser {
  const { cache } = context;
  const currentSession = tokenGetters<CurrentSession>(cache, session, ["getTokens"]);
  return withUserGuard({
    ...userFieldsFromJson(json),
    selectedTeam:
      json.selected_team && clientTeam(context, session, json.selected_team, teamMethods),
    // The getters, and the methods whose operation has their name and takes (context, session,
    // ...args), load their module on first call (the client SIZE RULE).
    ...getters<UserGetters, UserQueries>(
      cache,
      loadUserQueries,
      [
        "listTeams",
        "getTeam",
        "getTeamProfile",
        "listTeamInvitations",
        "listPermissions",
        "getPermission",
        "listApiKeys",
        "listOwnedProjects",
      ],
      context,
      session,
    ),
    ...getters<UserJsonGetters, UserJsonQueries>(
      cache,
      loadUserJsonQueries,
      [
        "listContactChannels",
        "listOAuthProviders",
        "getOAuthProvider",
        "getConnectedAccount",
        "listConnectedAccounts",
        "getOrLinkConnectedAccount",
        "getActiveSessions",
      ],
      context,
      session,
      json,
    ),
    ...tokenGetters<AuthGetters>(cache, session),
    ...lazyMethods<
      Omit<UserTeamMethods & UserPermissionMethods, keyof UserGetters> & LazyByName,
      ActionsModule
    >(
      actions,
      [
        "createTeam",
        "leaveTeam",
        "setSelectedTeam",
        "hasPermission",
        "createProject",
        "setPassword",
        "registerPasskey",
        "linkConnectedAccount",
        "createApiKey",
        "delete",
        "update",
        "setDisplayName",
        "setClientMetadata",
      ],
      context,
      session,
    ),
    currentSession,
    _internalSession: currentSession,
    toClientJson: () => json,
    signOut: (options) => signOutSession(context, session, options),
    createContactChannel: async (data) =>
      (await actions()).createContactChannel(context, session, json.id, data),
    sendVerificationEmail: async (options) =>
      (await actions()).sendPrimaryEmailVerification(context, session, json.primary_email, options),
    revokeSession: async (id) =>
      (await actions()).revokeSession(context, { userId: json.id, session }, id),
    updatePassword: async (options) =>
      (await actions()).updatePassword(context, session, json.id, options),
  });
}
