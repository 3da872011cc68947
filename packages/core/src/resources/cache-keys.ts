import type { CacheKey } from "../cache/keyed-cache.js";
import type { Session } from "../session/session.js";

// The cache keys of teams and permissions. A client key names the session whose user it is about
// (its refresh token, as `["user", session]` does); a server key names "server" instead, then the
// user or team. Mutations invalidate by the first part (`["teams"]`), which covers both.

/** The key part that names a session: its refresh token, else its access token. */
export function sessionKey(session: Session): string {
  const { refreshToken, accessToken } = session.tokens;
  return refreshToken ?? accessToken ?? "";
}

/** Whose view a key is: a client session, or the server. */
export type Viewer = Session | "server";

const viewerPart = (viewer: Viewer) => (viewer === "server" ? "server" : sessionKey(viewer));

/**
 * The cache keys, by what they hold.
 *
 * @example
 * ```ts
 * context.cache.getLatest(keys.teams(session), load);
 * context.cache.invalidate(["teams"]);
 * ```
 */
export const keys = {
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
  /** A team's API keys, as a member (a session) or the server lists them. */
  teamApiKeys: (viewer: Viewer, teamId: string): CacheKey => [
    "teamApiKeys",
    teamId,
    viewerPart(viewer),
  ],
  /** A user's permissions in a team (`teamId`) or the project (null). */
  permissions: (
    viewer: Viewer,
    userId: string,
    teamId: string | null,
    recursive: boolean,
  ): CacheKey => ["permissions", viewerPart(viewer), userId, teamId, recursive],
  /** The permission definitions of a scope (admin). */
  permissionDefinitions: (scope: "team" | "project"): CacheKey => ["permissionDefinitions", scope],
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

/** Invalidates each key prefix. */
export function invalidate(
  cache: { invalidate(prefix: CacheKey): void },
  prefixes: readonly CacheKey[],
) {
  for (const prefix of prefixes) cache.invalidate(prefix);
}
