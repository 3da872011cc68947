import type { HookNameOf, HookTwinsOf } from "../../cache/hook-adapter.js";
import type { TrackedPromise } from "../../cache/keyed-cache.js";
import type { QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import type {
  ApiKeyCreationOptions,
  TeamApiKey,
  TeamApiKeyFirstView,
} from "../api-keys/api-key.js";
import { getters, lazyMethods } from "../kit/lazy.js";
import type { ClientTeamJson } from "../users/wire.js";
import type { TeamUpdateOptions } from "./update.js";

/**
 * What a member reads about a team.
 *
 * @example
 * ```ts
 * const { id, displayName } = user.selectedTeam ?? {};
 * ```
 */
export interface TeamFields {
  /** The team's id. */
  id: string;
  /** The team's name. */
  displayName: string;
  /** The URL of the team's image; null when it has none. */
  profileImageUrl: string | null;
  /** Metadata the members' clients may read and write. */
  clientMetadata: unknown;
  /** Metadata the members' clients may read but only a server may write. */
  clientReadOnlyMetadata: unknown;
}

/**
 * What the server reads about a team: also its creation time and server metadata.
 *
 * @example
 * ```ts
 * const team = await serverApp.getTeam(teamId);
 * console.log(team?.createdAt, team?.serverMetadata);
 * ```
 */
export interface ServerTeamFields extends TeamFields {
  /** When the team was created. */
  createdAt: Date;
  /** Metadata only a server may read and write. */
  serverMetadata: unknown;
}

/**
 * A member's name and picture in one team (their own unless they set others there).
 *
 * @example
 * ```ts
 * const [member] = await team.listUsers();
 * console.log(member.teamProfile.displayName);
 * ```
 */
export interface TeamMemberProfile {
  /** The member's name in the team; null when they have none. */
  displayName: string | null;
  /** The URL of the member's picture in the team; null when they have none. */
  profileImageUrl: string | null;
}

/**
 * The signed-in user's profile in a team, which they may change.
 *
 * @example
 * ```ts
 * const profile = await user.getTeamProfile(team);
 * await profile.update({ displayName: "Ada (Engines)" });
 * ```
 */
export interface EditableTeamMemberProfile extends TeamMemberProfile {
  /** Changes the user's name or picture in this team (null clears it). */
  update(update: {
    /** The name to show in this team; null shows the user's own. */
    displayName?: string | null;
    /** The picture to show in this team; null shows the user's own. */
    profileImageUrl?: string | null;
  }): Promise<void>;
}

/**
 * A member of a team, as the other members see them.
 *
 * @example
 * ```ts
 * for (const member of await team.listUsers()) console.log(member.id, member.teamProfile.displayName);
 * ```
 */
export interface TeamUser {
  /** The member's user id. */
  id: string;
  /** The member's name and picture in the team. */
  teamProfile: TeamMemberProfile;
}

/**
 * An invitation the team sent and that is still pending.
 *
 * @example
 * ```ts
 * for (const invitation of await team.listInvitations()) await invitation.revoke();
 * ```
 */
export interface SentTeamInvitation {
  /** The invitation's id. */
  id: string;
  /** The address the invitation went to; null when the service does not say. */
  recipientEmail: string | null;
  /** When the invitation's code stops working. */
  expiresAt: Date;
  /** Withdraws the invitation: its code no longer works. Needs `$remove_members`. */
  revoke(): Promise<void>;
}

/**
 * An invitation the signed-in user received: one sent to any of their verified e-mail addresses,
 * still pending. `accept()` joins the team without the code of the e-mail.
 *
 * @example
 * ```ts
 * for (const invitation of await user.listTeamInvitations()) {
 *   if (invitation.teamDisplayName === "Engines") await invitation.accept();
 * }
 * ```
 */
export interface ReceivedTeamInvitation {
  /** The invitation's id. */
  id: string;
  /** The id of the team it invites to. */
  teamId: string;
  /** The name of the team it invites to. */
  teamDisplayName: string;
  /** The user's address the invitation went to. */
  recipientEmail: string;
  /** When the invitation stops working. */
  expiresAt: Date;
  /** Joins the team; the user's teams, invitations and permissions reload. */
  accept(): Promise<void>;
}

/**
 * Who to invite to a team, and the page of your app their e-mail links to.
 *
 * @example
 * ```ts
 * await team.inviteUser({ email: "grace@example.com", callbackUrl: "/join" });
 * ```
 */
export interface TeamInviteOptions {
  /** The e-mail address to invite. */
  email: string;
  /** Absolute, or relative to the page; default the handler's team-invitation page. */
  callbackUrl?: string;
}

/**
 * A team of the signed-in user, with what a member may do. Each action needs its permission in
 * the team (`$update_team`, `$delete_team`, `$invite_members`, `$read_members`,
 * `$manage_api_keys`).
 *
 * @example
 * ```ts
 * const team = await user.createTeam({ displayName: "Engines" });
 * await team.inviteUser({ email: "grace@example.com" });
 * const key = await team.createApiKey({ description: "CI", expiresAt: null });
 * ```
 */
export interface Team extends TeamFields, TeamGetters {
  /** Changes the team's name, image or client metadata (needs `$update_team`). */
  update(update: TeamUpdateOptions): Promise<void>;
  /** Deletes the team (needs `$delete_team`). */
  delete(): Promise<void>;
  /** Sends an invitation e-mail (needs `$invite_members`). */
  inviteUser(options: TeamInviteOptions): Promise<void>;
  /**
   * Removes another member (needs `$remove_members`); to leave the team yourself, use
   * `user.leaveTeam(team)`.
   */
  removeUser(userId: string): Promise<void>;
  /**
   * Creates an API key for the team (needs `$manage_api_keys`; the project must allow team API
   * keys). The returned key carries its whole `value`, which is never shown again.
   */
  createApiKey(options: ApiKeyCreationOptions<"team">): Promise<TeamApiKeyFirstView>;
}

/** A member's getters of a team; each has its hook twin (`useUsers()`…) in `@app/react`. */
export interface TeamGetters {
  /** The members with their team profiles (needs `$read_members`; cached). */
  listUsers(): Promise<TeamUser[]>;
  /** The pending invitations (needs `$invite_members`; cached), each revocable. */
  listInvitations(): Promise<SentTeamInvitation[]>;
  /** The team's API keys, newest first, revoked and expired ones included (each call asks the service; its hook reads the stored answer). */
  listApiKeys(): Promise<TeamApiKey[]>;
}

/**
 * A team's actions and getters' queries, each `(context, session, teamId, …args)`: the
 * `teamMethods` of client-team.ts. The caller passes them in (loaded on first call, or already
 * there), since that module names this one's types.
 */
export type TeamMethods = Record<keyof TeamGetters, QueryFn> &
  Record<keyof TeamActions, (...args: never[]) => Promise<unknown>>;

/**
 * A team of the user of `session`, with a member's actions from `methods` (the user object's
 * selected team loads them on first call, so a browser bundle that only reads teams does not
 * carry them).
 */
export function clientTeam(
  context: AppContext,
  session: Session,
  json: ClientTeamJson,
  methods: () => TrackedPromise<TeamMethods>,
): Team {
  return {
    ...teamFromJson(json),
    ...lazyMethods<TeamActions, TeamMethods>(
      methods,
      ["update", "delete", "inviteUser", "removeUser", "createApiKey"],
      context,
      session,
      json.id,
    ),
    // With their hook twins (`useUsers()`…), which @app/react types.
    ...getters<
      TeamGetters & HookTwinsOf<Team, keyof TeamGetters>,
      Record<keyof TeamGetters, QueryFn>
    >(
      context.cache,
      methods,
      ["listUsers", "listInvitations", "listApiKeys"],
      context,
      session,
      json.id,
    ),
  };
}

// Without the hook twins @app/react adds to Team (their names only: the core declares no hook).
type TeamActions = Omit<
  Team,
  keyof TeamFields | keyof TeamGetters | HookNameOf<keyof TeamGetters & string>
>;

/** Maps the wire form of a team. */
export function teamFromJson(json: ClientTeamJson): TeamFields {
  return {
    id: json.id,
    displayName: json.display_name,
    profileImageUrl: json.profile_image_url,
    clientMetadata: json.client_metadata ?? null,
    clientReadOnlyMetadata: json.client_read_only_metadata ?? null,
  };
}
