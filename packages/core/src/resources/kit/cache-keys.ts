import type { CacheKey } from "../../cache/keyed-cache.js";
import type { Session } from "../../session/session.js";

// The cache keys of everything a getter reads, in one place (the mutation table, changes.ts,
// names them too). A client key names the session whose user it is about (its refresh token, as
// `["user", session]` does); a server key names "server" instead, then the user or team.
// Mutations invalidate by leading parts (`["teams"]`), which covers both views. A leaf module:
// client and server code share it.

/** The key part that names a session: its refresh token, else its access token. */
export function sessionKey(session: Session): string {
  const { refreshToken, accessToken } = session.tokens;
  return refreshToken ?? accessToken ?? "";
}

/** Whose view a key is: a client session, or the server. */
export type Viewer = Session | "server";

/** The key part that names a viewer: `server`, or the session's {@link sessionKey}. */
export const viewerKey = (viewer: Viewer): string =>
  viewer === "server" ? "server" : sessionKey(viewer);
const viewerPart = viewerKey;

/**
 * The cache keys, by what they hold.
 *
 * @example
 * ```ts
 * context.cache.getLatest(keys.teams(session), load);
 * changed(context, "team.create"); // invalidates ["teams"]
 * ```
 */
export const keys = {
  /** Any user as the server reads them, by id (`["user"]` covers it with the current user). */
  serverUser: (userId: string): CacheKey => ["user", "server", userId],
  /** The user or team of an API key's secret, as the server checks it; every one's without it. */
  apiKeyOwner: (type: "user" | "team", apiKey?: string): CacheKey =>
    apiKey === undefined ? [type, "server", "apiKey"] : [type, "server", "apiKey", apiKey],
  /** A page of the project's users (server), by its query. */
  users: (query: string): CacheKey => ["users", query],
  /** A user's teams: the session's user, or (server) a user id or every team with a query. */
  teams: (viewer: Viewer, ...rest: (string | null)[]): CacheKey => [
    "teams",
    viewerPart(viewer),
    ...rest,
  ],
  /** One team by id (server). */
  team: (teamId: string): CacheKey => ["team", "server", teamId],
  /** The member profiles of a team. */
  teamMembers: (viewer: Viewer, teamId: string): CacheKey => [
    "teamMembers",
    viewerPart(viewer),
    teamId,
  ],
  /** A member's own profile in a team. */
  teamProfile: (viewer: Viewer, teamId: string, userId: string): CacheKey => [
    "teamProfile",
    viewerPart(viewer),
    teamId,
    userId,
  ],
  /** The pending invitations of a team. */
  teamInvitations: (viewer: Viewer, teamId: string): CacheKey => [
    "teamInvitations",
    viewerPart(viewer),
    teamId,
  ],
  /**
   * The pending invitations a user received: the session's user (`me`), or a user id for the
   * server. They change with the invitations sent and with the user's verified addresses.
   */
  receivedTeamInvitations: (viewer: Viewer, userId: string): CacheKey => [
    "receivedTeamInvitations",
    viewerPart(viewer),
    userId,
  ],
  /** A team's API keys, as a member (a session) or the server lists them; every view without one. */
  teamApiKeys: (teamId: string, viewer?: Viewer): CacheKey =>
    viewer === undefined ? ["teamApiKeys", teamId] : ["teamApiKeys", teamId, viewerPart(viewer)],
  /** The signed-in user's own API keys, per session. */
  userApiKeys: (session: Session): CacheKey => ["userApiKeys", session.tokens.refreshToken ?? ""],
  /** A user's API keys as the server lists them. */
  serverUserApiKeys: (userId: string): CacheKey => ["serverUserApiKeys", userId],
  /** A user's permissions in a team (`teamId`) or the project (null). */
  permissions: (
    viewer: Viewer,
    userId: string,
    teamId: string | null,
    recursive: boolean,
  ): CacheKey => ["permissions", viewerPart(viewer), userId, teamId, recursive],
  /** The permission definitions of a scope (admin). */
  permissionDefinitions: (scope: "team" | "project"): CacheKey => ["permissionDefinitions", scope],
  /** A user's contact channels in one view; every view's without one. */
  contactChannels: (userId: string, viewer?: Viewer): CacheKey =>
    viewer === undefined
      ? ["contactChannels", userId]
      : ["contactChannels", userId, viewerPart(viewer)],
  /** A user's OAuth accounts in one view (then `rest`: what is derived from them); every view's. */
  oauthProviders: (userId: string, viewer?: Viewer, ...rest: string[]): CacheKey =>
    viewer === undefined
      ? ["oauthProviders", userId]
      : ["oauthProviders", userId, viewerPart(viewer), ...rest],
  /**
   * What a user's connected accounts give: `["connectedAccount", userId, "token", provider,
   * scope]` the provider access token (null: none for those scopes), and the connections read
   * through it. Every one of the user's without `rest`.
   */
  connectedAccount: (userId: string, ...rest: (string | boolean)[]): CacheKey => [
    "connectedAccount",
    userId,
    ...rest,
  ],
  /** The sessions a signed-in session lists. */
  sessions: (session: Session): CacheKey => ["sessions", session.tokens.refreshToken ?? ""],
  /** A user's sessions as the server lists them. */
  serverSessions: (userId: string): CacheKey => ["serverSessions", userId],
  /** The projects a session's user owns (the `internal` project). */
  ownedProjects: (session: Session): CacheKey => [
    "ownedProjects",
    session.tokens.refreshToken ?? "",
  ],
  /** The project, every view of it (`projects/client.ts` keeps the client view's key itself). */
  project: (): CacheKey => ["project"],
  /** The admin view of the project. */
  adminProject: (): CacheKey => ["project", "admin"],
  /** The project's effective config (admin). */
  projectConfig: (): CacheKey => ["project", "config"],
  /** The project's e-mail templates (admin). */
  emailTemplates: (): CacheKey => ["emailTemplates"],
  /** The e-mails the project sent (admin). */
  sentEmails: (): CacheKey => ["sentEmails"],
  /** The project's internal API keys (admin). */
  internalApiKeys: (): CacheKey => ["internalApiKeys"],
  /** A token for the webhooks portal (admin). */
  svixToken: (): CacheKey => ["svixToken"],
  /** The project's user metrics (admin). */
  metrics: (includeAnonymous: boolean): CacheKey => ["metrics", includeAnonymous],
  /** The user of an access token, read from its claims (server): a token's, or (null) the app's. */
  partialUser: (token: string | null, anonymous: boolean): CacheKey => [
    "partialUser",
    token,
    anonymous,
  ],
} as const;

/**
 * What changes when someone joins or leaves a team, or the team goes (with its API keys, and who
 * may list them).
 */
export const MEMBERSHIP_KEYS: readonly CacheKey[] = [
  ["teams"],
  ["team"],
  ["user"],
  ["teamMembers"],
  ["teamProfile"],
  ["teamInvitations"],
  ["receivedTeamInvitations"],
  ["permissions"],
  ["teamApiKeys"],
];

/** What changes when an invitation is sent or revoked: the team's list and its recipient's. */
export const INVITATION_KEYS: readonly CacheKey[] = [
  ["teamInvitations"],
  ["receivedTeamInvitations"],
];
