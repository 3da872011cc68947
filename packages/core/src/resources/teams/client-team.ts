import type { Query, QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { pageLocation } from "../../platform/page-location.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import type { ApiKeyCreationOptions, TeamApiKeyFirstView } from "../api-keys/api-key.js";
import { createTeamApiKey, teamApiKeysQuery } from "../api-keys/client.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import * as api from "./api.js";
import type { SentTeamInvitation, TeamInviteOptions, TeamUser } from "./team.js";
import { TEAM_UPDATE_FIELDS, type TeamUpdateOptions } from "./update.js";
import { clientTeamJsonSchema, type TeamInvitationJson } from "./wire.js";

// A member's actions on a team (the `Team` object's methods), each `(context, session, teamId,
// …args)`. Loaded on the first call of one of them (see `clientTeam()` in team.ts).

/** Changes the team (needs `$update_team`); every cached view of it reloads. */
export async function update(
  context: AppContext,
  session: Session,
  teamId: string,
  options: TeamUpdateOptions,
): Promise<void> {
  const body = toWire(options, TEAM_UPDATE_FIELDS, "team.update()");
  await api.updateTeamJson(context.http, session, teamId, body, clientTeamJsonSchema);
  changed(context, "team.update");
}

/** Deletes the team (needs `$delete_team`). */
async function deleteTeam(context: AppContext, session: Session, teamId: string): Promise<void> {
  await api.deleteTeamJson(context.http, session, teamId);
  changed(context, "team.delete");
}

export { deleteTeam as delete };

/**
 * Invites someone by e-mail (needs `$invite_members`). The e-mail links to `callbackUrl`, by
 * default the handler's team-invitation page, with the code in its `code` parameter.
 */
export function inviteUser(
  context: AppContext,
  session: Session,
  teamId: string,
  options: TeamInviteOptions,
): Promise<void> {
  return sendInvitation(context, session, teamId, options);
}

/** Sends an invitation as the user of `session`, or as the server without one. */
export async function sendInvitation(
  context: AppContext,
  session: Session | undefined,
  teamId: string,
  options: TeamInviteOptions,
): Promise<void> {
  // The address's form is the service's to judge (SCHEMA_ERROR), as @stackframe/js sends it.
  if (typeof options?.email !== "string") {
    throw new TypeError(
      `team.inviteUser(): email must be a string; got ${JSON.stringify(options?.email)}.`,
    );
  }
  const callbackUrl = absoluteCallbackUrl(options.callbackUrl ?? context.urls.teamInvitation);
  await api.sendTeamInvitationJson(context.http, session, {
    email: options.email,
    team_id: teamId,
    callback_url: callbackUrl,
  });
  changed(context, "team.inviteUser");
}

/**
 * Removes another member (needs `$remove_members`; leaving is `user.leaveTeam()`); their team
 * permissions go too, and the member lists reload.
 */
export async function removeUser(
  context: AppContext,
  session: Session,
  teamId: string,
  userId: string,
): Promise<void> {
  if (typeof userId !== "string" || userId === "") {
    throw new TypeError(`team.removeUser() expects a user id; got ${JSON.stringify(userId)}.`);
  }
  await api.removeTeamMemberJson(context.http, session, teamId, userId);
  changed(context, "team.removeUser");
}

/** `team.listUsers()`: the team's members with their team profiles (needs `$read_members`). */
export const membersQuery = (
  context: AppContext,
  session: Session,
  teamId: string,
): Query<TeamUser[]> => ({
  key: keys.teamMembers(session, teamId),
  load: async () => {
    const { items } = await api.listMemberProfilesJson(context.http, session, teamId);
    return items.map((profile) => ({
      id: profile.user_id,
      teamProfile: {
        displayName: profile.display_name,
        profileImageUrl: profile.profile_image_url,
      },
    }));
  },
});

/** `team.listInvitations()`: the pending invitations (needs `$invite_members`), revocable. */
export const sentInvitationsQuery = (
  context: AppContext,
  session: Session,
  teamId: string,
): Query<SentTeamInvitation[]> => ({
  key: keys.teamInvitations(session, teamId),
  load: async () => {
    const { items } = await api.listTeamInvitationsJson(context.http, session, teamId);
    return items.map((json) => sentInvitation(context, session, json));
  },
});

/** Creates an API key for the team (needs `$manage_api_keys`); its whole value shows only here. */
export function createApiKey(
  context: AppContext,
  session: Session,
  teamId: string,
  options: ApiKeyCreationOptions,
): Promise<TeamApiKeyFirstView> {
  return createTeamApiKey(context, session, teamId, options);
}

/** The getters of a member's `Team` (each `(context, session, teamId, …args)`), with hooks. */
export const teamQueries = {
  listUsers: membersQuery,
  listInvitations: sentInvitationsQuery,
  listApiKeys: teamApiKeysQuery,
} satisfies Record<string, QueryFn>;

/** An invitation the team sent, with `revoke()`. Also used by server teams (no session). */
export function sentInvitation(
  context: AppContext,
  session: Session | undefined,
  json: TeamInvitationJson,
): SentTeamInvitation {
  return {
    id: json.id,
    recipientEmail: json.recipient_email,
    expiresAt: new Date(json.expires_at_millis),
    revoke: async () => {
      await api.revokeTeamInvitationJson(context.http, session, json.id, json.team_id);
      changed(context, "invitation.revoke");
    },
  };
}

/**
 * The callback URL as the service wants it: absolute. A relative one is resolved against the
 * page; without a page (on a server) it must be absolute already.
 */
export function absoluteCallbackUrl(url: string): string {
  if (typeof url !== "string") {
    throw new TypeError(`team.inviteUser(): callbackUrl must be a string; got ${typeof url}.`);
  }
  const location = pageLocation();
  if (location !== undefined) return new URL(url, location.href).toString();
  try {
    return new URL(url).toString();
  } catch {
    throw new TypeError(
      `team.inviteUser(): callbackUrl must be an absolute URL where there is no page to resolve ${JSON.stringify(url)} against; pass the full URL of your team-invitation page.`,
    );
  }
}

/**
 * The module's functions as one object, which the client actions' chunk re-exports (a namespace
 * re-export, `export * as`, would make bundlers add a helper chunk to every page's first load).
 */
export const teamMethods = {
  ...teamQueries,
  update,
  delete: deleteTeam,
  inviteUser,
  sendInvitation,
  removeUser,
  membersQuery,
  sentInvitationsQuery,
  createApiKey,
  teamQueries,
  sentInvitation,
  absoluteCallbackUrl,
};
