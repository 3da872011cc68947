// The signed-in user's account, loaded on first use: the methods and getter tables of the user
// object (teams, permissions, API keys, sessions, contact channels, connected accounts, owned
// projects, passkey registration, profile and password), a team's methods (`teamMethods`), and the
// app's invitation and e-mail code steps. The sign-in methods are auth/sign-in-methods.ts.

import type { QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { ownApiKeysQuery } from "../api-keys/client.js";
import { type AccountsUser, clientAccountQueries } from "../connected-accounts/connections.js";
import { contactChannelsQuery } from "../contact-channels/client.js";
import { permissionQuery, permissionsQuery } from "../permissions/client.js";
import { ownedProjectsQuery } from "../projects/owned.js";
import { activeSessionsQuery } from "../sessions/active-sessions.js";
import {
  receivedInvitationsQuery,
  teamProfileQuery,
  teamQuery,
  teamsQuery,
} from "../teams/client.js";

export * from "../api-keys/client.js";
// The user object's methods whose operations have other names, under the methods' names (see
// `currentUserFromJson`, which lists them by name).
export { createOwnApiKey as createApiKey } from "../api-keys/client.js";
export * from "../connected-accounts/client.js";
export * from "../connected-accounts/connections.js";
export * from "../contact-channels/client.js";
export { linkConnectedAccount } from "../oauth/client.js";
export { registerPasskey } from "../passkeys/client.js";
export * from "../permissions/client.js";
export * from "../projects/owned.js";
export * from "../sessions/active-sessions.js";
export * from "../teams/client.js";
export { teamMethods } from "../teams/client-team.js";
export * from "./own-account.js";
export { deleteCurrentUser as delete } from "./own-account.js";
export * from "./own-profile.js";
export { updateOwnUser as update } from "./own-profile.js";

/**
 * The getters of the signed-in user (`CurrentUser`), each `(context, session, …args)` to its
 * query: `user.listTeams()` and its hook twin `user.useTeams()` are made from `listTeams` here.
 */
export const userQueries = {
  listTeams: teamsQuery,
  getTeam: teamQuery,
  getTeamProfile: teamProfileQuery,
  listTeamInvitations: receivedInvitationsQuery,
  listPermissions: permissionsQuery,
  getPermission: permissionQuery,
  listApiKeys: ownApiKeysQuery,
  listOwnedProjects: ownedProjectsQuery,
} satisfies Record<string, QueryFn>;

/**
 * The getters of the signed-in user that read their JSON too (the id, the OAuth accounts), each
 * `(context, session, json, …args)` to its query.
 */
export const userJsonQueries = {
  listContactChannels: (context: AppContext, session: Session, user: AccountsUser) =>
    contactChannelsQuery(context, session, user.id),
  ...clientAccountQueries,
  getActiveSessions: (context: AppContext, session: Session, user: AccountsUser) =>
    activeSessionsQuery(context, { userId: user.id, session }),
} satisfies Record<string, QueryFn>;
