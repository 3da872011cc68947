import type { HookNameOf } from "../../cache/hook-adapter.js";
import type { ApiKeyCreationOptions, UserApiKeyFirstView } from "../api-keys/api-key.js";
import type { ServerOAuthProvider } from "../connected-accounts/oauth-provider.js";
import type {
  ServerContactChannel,
  ServerContactChannelCreateOptions,
} from "../contact-channels/contact-channel.js";
import type { ServerTeamFields, Team, TeamMemberProfile } from "../teams/team.js";
import type { ServerTeamCreateOptions, ServerTeamUpdateOptions } from "../teams/update.js";
import type {
  ServerUserPermissionMethods,
  UserPermissionMethods,
  UserTeamMethods,
} from "../teams/user-methods.js";
import type { CurrentUserOf, UserGettersOf } from "./current-user.js";
import type { ServerUserFields } from "./fields.js";
import type { SetPasswordError, SetPasswordOptions } from "./own-account.js";
import type { ServerUserUpdate } from "./server-update.js";
import type { ClientUserJson } from "./wire.js";

// The server's view of users and of their teams, which name each other (a server user's teams are
// server teams, whose members are server users).

/**
 * Options of creating a session for a user.
 *
 * @example
 * ```ts
 * const tokens = await serverUser.createSession({ expiresInMillis: 60 * 60 * 1000 });
 * ```
 */
export interface CreateSessionOptions {
  /** Lifetime of the session; default 31536000000 ms (one year). */
  expiresInMillis?: number;
  /** Marks the session as an impersonation by an admin. */
  isImpersonation?: boolean;
}

/**
 * A new session's tokens. `getTokens()` (the reference SDK's shape) hands out a fresh access token,
 * refreshing it when it is about to expire.
 *
 * @example
 * ```ts
 * const { accessToken, refreshToken } = await serverUser.createSession();
 * ```
 */
export interface SessionTokens {
  /** The new session's access token. */
  accessToken: string;
  /** The new session's refresh token. */
  refreshToken: string;
  /** The session's tokens, the access token refreshed when it has expired. */
  getTokens(): Promise<{
    /** A valid access token; null when the session ended. */
    accessToken: string | null;
    /** The refresh token; null when the session ended. */
    refreshToken: string | null;
  }>;
}

/**
 * A team as the server sees it, with everything the server may do to it.
 *
 * @example
 * ```ts
 * const team = await serverApp.createTeam({ displayName: "Engines" });
 * await team.addUser(userId);
 * ```
 */
export interface ServerTeam
  extends ServerTeamFields,
    // "useUsers": the member's hook twin, which @app/react adds to Team, is the server's here.
    Omit<Team, "update" | "listUsers" | "useUsers" | "removeUser"> {
  /** Changes the team's name, image or any of its metadata. */
  update(update: ServerTeamUpdateOptions): Promise<void>;
  /** The members, each the whole user with their team profile (each call asks the service; its hook reads the stored answer). */
  listUsers(): Promise<ServerTeamUser[]>;
  /** Adds a user to the team as a member. */
  addUser(userId: string): Promise<void>;
  /** Removes a member from the team. */
  removeUser(userId: string): Promise<void>;
}

/**
 * A member of a team as the server sees them: the whole user and their team profile.
 *
 * @example
 * ```ts
 * for (const member of await team.listUsers()) console.log(member.primaryEmail, member.teamProfile.displayName);
 * ```
 */
export type ServerTeamUser = ServerUser & {
  /** The member's name and picture in the team. */
  teamProfile: TeamMemberProfile;
};

/**
 * A server user's team methods: server teams, and any creation option but the creator.
 *
 * @example
 * ```ts
 * const team = await serverUser.createTeam({ displayName: "Engines" });
 * ```
 */
export type ServerUserTeamMethods = UserTeamMethods<
  ServerTeam,
  Omit<ServerTeamCreateOptions, "creatorUserId">
>;

/**
 * Any user, as the server sees it, with the actions the server may take on them.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser(userId);
 * await user?.update({ serverMetadata: { plan: "pro" } });
 * ```
 */
export interface ServerUser
  extends Omit<ServerUserFields, "selectedTeam">,
    ServerUserTeamMethods,
    ServerUserPermissionMethods,
    ServerUserGetters {
  /** The team the user works in now, with the server's actions; null when none is selected. */
  readonly selectedTeam: ServerTeam | null;
  /** Changes the user; bad input is a TypeError naming the field, thrown before any request. */
  update(patch: ServerUserUpdate): Promise<void>;
  /** Shorthand for `update({ displayName })`. */
  setDisplayName(displayName: string | null): Promise<void>;
  /** Shorthand for `update({ clientMetadata })`: replaces the whole object. */
  setClientMetadata(metadata: Record<string, unknown> | null): Promise<void>;
  /** Shorthand for `update({ clientReadOnlyMetadata })`: replaces the whole object. */
  setClientReadOnlyMetadata(metadata: Record<string, unknown> | null): Promise<void>;
  /** Shorthand for `update({ serverMetadata })`: replaces the whole object. */
  setServerMetadata(metadata: Record<string, unknown> | null): Promise<void>;
  /**
   * Shorthand for `update({ primaryEmail: email, primaryEmailVerified: options.verified })`: the
   * primary contact channel changes.
   */
  setPrimaryEmail(
    email: string | null,
    options?: { verified?: boolean | undefined },
  ): Promise<void>;
  /** The user's JSON as the service sends it to a client: without the server-only fields. */
  toClientJson(): ClientUserJson;
  /** Deletes the user and ends their sessions. */
  delete(): Promise<void>;
  /** Creates a session for the user (a sign-in on their behalf) and answers its tokens. */
  createSession(options?: CreateSessionOptions): Promise<SessionTokens>;
  /** Adds an e-mail address, verified if `isVerified`; a primary one becomes `primaryEmail`. */
  createContactChannel(data: ServerContactChannelCreateOptions): Promise<ServerContactChannel>;
  /** Creates an API key for the user; the returned key carries its whole value, shown once. */
  createApiKey(options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView>;
  /** Ends one of the user's sessions. */
  revokeSession(sessionId: string): Promise<void>;
  /**
   * Sets the user's password (`update({ password })`), which ends all their sessions. A password
   * that breaks the rules is returned, not thrown.
   */
  setPassword(options: SetPasswordOptions): Promise<SetPasswordError | undefined>;
}

/**
 * The getters of a server user beyond teams and permissions: the ones of every user's view, with
 * the server's contact channels and OAuth accounts. Each has its hook twin
 * (`useContactChannels()`…, `useConnectedAccount()` with the same overloads) in `@app/react`.
 */
export interface ServerUserGetters
  extends UserGettersOf<ServerContactChannel, ServerOAuthProvider> {}

/**
 * What the current user and the server's view of a user both have, in the server's form; with
 * the hook twins `@app/react` adds to both (their names only: the core declares no hook).
 */
type ServerOverrides =
  | "update"
  | "selectedTeam"
  | "createContactChannel"
  | "useConnectedAccount"
  | keyof ServerUserGetters
  | HookNameOf<keyof ServerUserGetters>;

/**
 * The signed-in user of a request, as the server sees them, the projects they own with an admin
 * app of type `OwnedApp` (`CurrentServerUser` in apps/public-types.ts fills in `StackAdminApp`).
 *
 * @example
 * ```ts
 * const label = (user: CurrentServerUserOf<unknown>) => user.primaryEmail ?? user.id;
 * ```
 */
export interface CurrentServerUserOf<OwnedApp>
  extends Omit<
      CurrentUserOf<OwnedApp>,
      ServerOverrides | keyof ServerUserTeamMethods | keyof UserPermissionMethods
    >,
    ServerUser {}
