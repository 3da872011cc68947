import type { HookTwinsOf } from "../../cache/hook-adapter.js";
import { type Query, type QueryFn, readQuery } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { KnownError } from "../../errors/known-error.js";
import { toWire } from "../../schemas/to-wire.js";
import { createTeamApiKey, teamApiKeysQuery } from "../api-keys/client.js";
import { checkApiKey, checkedApiKey } from "../api-keys/server.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import { getters } from "../kit/lazy.js";
import { serverTeamFromJson } from "../users/server-fields.js";
import type {
  ServerTeam,
  ServerTeamUser,
  ServerUser,
  ServerUserTeamMethods,
} from "../users/server-user.js";
import { withUserGuard } from "../users/user-guard.js";
import * as api from "./api.js";
import { receivedInvitation, type TeamOrId, teamIdOf } from "./client.js";
import { sendInvitation, sentInvitation } from "./client-team.js";
import { checkListTeamsOptions, pageTeams, type ServerListTeamsOptions } from "./list-teams.js";
import * as serverApi from "./server-api.js";
import { SERVER_TEAM_FIELDS } from "./server-update.js";
import { type ServerTeamJson, serverTeamJsonSchema } from "./server-wire.js";
import type {
  EditableTeamMemberProfile,
  ReceivedTeamInvitation,
  SentTeamInvitation,
} from "./team.js";
import {
  type ServerTeamCreateOptions,
  type ServerTeamUpdateOptions,
  TEAM_MEMBER_PROFILE_FIELDS,
} from "./update.js";

// Teams as the server manages them (server and admin apps): any team, any member.

/**
 * A page of teams with the cursor of the next page.
 *
 * @example
 * ```ts
 * const teams: TeamPage = await serverApp.listTeams();
 * ```
 */
export type TeamPage = ServerTeam[] & {
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
};

/** Wraps server team JSON with the actions the server may take on the team. */
export function serverTeam(context: AppContext, json: ServerTeamJson): ServerTeam {
  const id = json.id;
  return {
    ...serverTeamFromJson(json),
    update: async (options) => {
      await updateTeam(context, id, options);
    },
    delete: () => deleteTeam(context, id),
    inviteUser: (options) => sendInvitation(context, undefined, id, options),
    addUser: (userId) => addUser(context, id, userId),
    removeUser: (userId) => removeUser(context, id, userId),
    createApiKey: (options) => createTeamApiKey(context, null, id, options),
    ...getters<ServerTeamGetters, typeof serverTeamQueries>(
      context.cache,
      serverTeamQueries,
      ["listInvitations", "listUsers", "listApiKeys"],
      context,
      id,
    ),
  };
}

// `getters` also makes each getter's hook twin (`useUsers()`…), which `@app/react` types.
type Names = "listInvitations" | "listUsers" | "listApiKeys";
type ServerTeamGetters = Pick<ServerTeam, Names> & HookTwinsOf<ServerTeam, Names>;

/**
 * Creates a team; a `creatorUserId` becomes its first member (the service does not select the
 * team for them, as the reference's server app does not either).
 */
export async function createTeam(
  context: AppContext,
  options: ServerTeamCreateOptions,
): Promise<ServerTeam> {
  const method = "createTeam()";
  // A string's rules (not empty) are the service's to judge, as @stackframe/js sends it.
  if (typeof options?.displayName !== "string") {
    throw new TypeError(`${method}: displayName must be a string.`);
  }
  const body = toWire(options, SERVER_TEAM_FIELDS, method);
  const json = await api.createTeamJson(context.http, undefined, body, serverTeamJsonSchema);
  changed(context, "team.create");
  // The creator's teams changed.
  if (options.creatorUserId !== undefined) changed(context, "user.update");
  return serverTeam(context, json);
}

/**
 * `serverApp.listTeams(options)`: a page of teams (every team, oldest first unless `desc`). The
 * service answers `GET /teams` whole and takes no paging parameters, so the page is cut here
 * (`pageTeams`).
 */
export const teamsPageQuery = (
  context: AppContext,
  options: ServerListTeamsOptions = {},
): Query<TeamPage> => {
  checkListTeamsOptions(options);
  const { cursor, limit, desc, query } = options;
  return {
    key: keys.teams("server", null, JSON.stringify({ cursor, limit, desc, query })),
    load: async () => {
      const all = await api.listTeamsJson(context.http, undefined, {}, serverTeamJsonSchema);
      const page = pageTeams(all.items, options);
      const teams = page.items.map((json) => serverTeam(context, json)) as TeamPage;
      teams.nextCursor = page.nextCursor;
      return teams;
    },
  };
};

/** `serverApp.getTeam(id)`: a team by id, or null when there is none. */
export const teamQuery = (context: AppContext, teamId: string): Query<ServerTeam | null> => {
  const id = teamIdOf(teamId, "getTeam()");
  return {
    key: keys.team(id),
    load: async () => {
      try {
        return serverTeam(
          context,
          await api.getTeamJson(context.http, undefined, id, serverTeamJsonSchema),
        );
      } catch (error) {
        if (KnownError.hasCode(error, "TEAM_NOT_FOUND")) return null;
        throw error;
      }
    },
  };
};

/**
 * `serverApp.getTeam({ apiKey })`: the team of a team API key, or null when the key is unknown,
 * revoked, expired or a user key. The project must allow team API keys. The getter checks the key
 * on every call (it may have been revoked elsewhere); a hook shows the last answer.
 */
export const teamByApiKeyQuery = (
  context: AppContext,
  apiKey: string,
): Query<ServerTeam | null> => ({
  key: keys.apiKeyOwner("team", checkedApiKey(apiKey, "getTeam")),
  load: async () => {
    const key = await checkApiKey(context, "team", apiKey, "getTeam");
    return key?.type === "team" ? readQuery(context.cache, teamQuery(context, key.team_id)) : null;
  },
  reload: true,
});

/** Changes a team, server fields included. */
export async function updateTeam(
  context: AppContext,
  teamId: string,
  options: ServerTeamUpdateOptions,
): Promise<ServerTeam> {
  const { creatorUserId: _, ...fields } = SERVER_TEAM_FIELDS;
  const body = toWire(options, fields, "team.update()");
  const json = await api.updateTeamJson(
    context.http,
    undefined,
    teamId,
    body,
    serverTeamJsonSchema,
  );
  changed(context, "team.update");
  return serverTeam(context, json);
}

/** Deletes a team with its memberships, permissions and invitations. */
export async function deleteTeam(context: AppContext, teamId: string): Promise<void> {
  await api.deleteTeamJson(context.http, undefined, teamId);
  changed(context, "team.delete");
}

/** Adds a user to a team with the project's team member permissions. */
export async function addUser(context: AppContext, teamId: string, userId: string): Promise<void> {
  await serverApi.addTeamMemberJson(context.http, teamId, checkUserId(userId, "team.addUser()"));
  changed(context, "team.addUser");
}

/** Removes a user from a team; their team permissions go too. */
export async function removeUser(
  context: AppContext,
  teamId: string,
  userId: string,
): Promise<void> {
  await api.removeTeamMemberJson(
    context.http,
    undefined,
    teamId,
    checkUserId(userId, "team.removeUser()"),
  );
  changed(context, "team.removeUser");
}

/** `team.listInvitations()` (server): the pending invitations of a team. */
const sentInvitationsQuery = (
  context: AppContext,
  teamId: string,
): Query<SentTeamInvitation[]> => ({
  key: keys.teamInvitations("server", teamId),
  load: async () => {
    const { items } = await api.listTeamInvitationsJson(context.http, undefined, teamId);
    return items.map((json) => sentInvitation(context, undefined, json));
  },
});

/** `team.listUsers()` (server): the members of a team, each whole user with their team profile. */
const membersQuery = (context: AppContext, teamId: string): Query<ServerTeamUser[]> => ({
  key: keys.teamMembers("server", teamId),
  load: async () => {
    // The server user's module imports this one: the app passes its builder in.
    const userFromJson = context.serverUserFromJson as (json: unknown) => ServerUser;
    const { items } = await serverApi.listServerMemberProfilesJson(context.http, teamId);
    return items.map((profile) =>
      withUserGuard({
        ...userFromJson(profile.user),
        teamProfile: {
          displayName: profile.display_name,
          profileImageUrl: profile.profile_image_url,
        },
      }),
    );
  },
});

/** The getters of a `ServerTeam`, each `(context, teamId, …args)`, with their hooks. */
const serverTeamQueries = {
  listInvitations: sentInvitationsQuery,
  listUsers: membersQuery,
  listApiKeys: (context: AppContext, teamId: string) => teamApiKeysQuery(context, null, teamId),
} satisfies Record<string, QueryFn>;

/** `user.listTeams()` (server): the teams of a user. */
const userTeamsQuery = (context: AppContext, userId: string): Query<ServerTeam[]> => ({
  key: keys.teams("server", "user", userId),
  load: async () => {
    const { items } = await api.listTeamsJson(
      context.http,
      undefined,
      { user_id: userId },
      serverTeamJsonSchema,
    );
    return items.map((json) => serverTeam(context, json));
  },
});

/** The team getters of a server user, each `(context, userId, …args)`, with their hooks. */
const serverUserTeamQueries = {
  listTeams: userTeamsQuery,
  getTeam: (
    context: AppContext,
    userId: string,
    teamId: string,
  ): Query<ServerTeam[], ServerTeam | null> => {
    const id = teamIdOf(teamId, "user.getTeam()");
    return {
      ...userTeamsQuery(context, userId),
      select: (teams) => teams.find((team) => team.id === id) ?? null,
    };
  },
  getTeamProfile: (context: AppContext, userId: string, team: TeamOrId) =>
    memberProfileQuery(context, teamIdOf(team, "user.getTeamProfile()"), userId),
  listTeamInvitations: (context: AppContext, userId: string): Query<ReceivedTeamInvitation[]> => ({
    key: keys.receivedTeamInvitations("server", userId),
    load: async () => {
      const { items } = await api.listReceivedTeamInvitationsJson(context.http, undefined, userId);
      return items.map((json) => receivedInvitation(context, undefined, userId, json));
    },
  }),
} satisfies Record<string, QueryFn>;

/**
 * The team methods of a server user (`userId`) but `setSelectedTeam()`, a change of the user that
 * the user's module makes.
 */
export function serverUserTeamMethods(
  context: AppContext,
  userId: string,
): Omit<ServerUserTeamMethods, "setSelectedTeam"> {
  return {
    createTeam: (data) => createTeam(context, { ...data, creatorUserId: userId }),
    leaveTeam: (team) => removeUser(context, teamIdOf(team, "user.leaveTeam()"), userId),
    ...getters<
      Omit<ServerUserTeamMethods, "createTeam" | "leaveTeam" | "setSelectedTeam">,
      typeof serverUserTeamQueries
    >(
      context.cache,
      serverUserTeamQueries,
      ["listTeams", "getTeam", "getTeamProfile", "listTeamInvitations"],
      context,
      userId,
    ),
  };
}

/** A member's profile in a team, which the server may change. */
function memberProfileQuery(
  context: AppContext,
  teamId: string,
  userId: string,
): Query<EditableTeamMemberProfile> {
  return {
    key: keys.teamProfile("server", teamId, userId),
    load: async () => {
      const json = await api.getMemberProfileJson(context.http, undefined, teamId, userId);
      return {
        displayName: json.display_name,
        profileImageUrl: json.profile_image_url,
        update: async (patch) => {
          const body = toWire(patch, TEAM_MEMBER_PROFILE_FIELDS, "profile.update()");
          await api.updateMemberProfileJson(context.http, undefined, teamId, userId, body);
          changed(context, "teamProfile.update");
        },
      };
    },
  };
}

function checkUserId(userId: unknown, method: string): string {
  if (typeof userId !== "string" || userId === "") {
    throw new TypeError(`${method} expects a user id; got ${JSON.stringify(userId)}.`);
  }
  return userId;
}
