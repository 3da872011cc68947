import type { HookTwinsOf } from "../../cache/hook-adapter.js";
import { type Query, type QueryFn, readQuery } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { KnownError } from "../../errors/known-error.js";
import { getPasswordError } from "../../schemas/password.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { MemoryTokenStore } from "../../session/token-store.js";
import {
  checkedApiKey,
  checkUserApiKey,
  createServerUserApiKey,
  serverUserApiKeysQuery,
} from "../api-keys/server.js";
import { serverAccountQueries } from "../connected-accounts/server.js";
import * as channels from "../contact-channels/server.js";
import { keys } from "../kit/cache-keys.js";
import { changed, userChanged } from "../kit/changes.js";
import { getters } from "../kit/lazy.js";
import { serverUserPermissionMethods } from "../permissions/server.js";
import { activeSessionsQuery, revokeSession } from "../sessions/active-sessions.js";
import { teamIdOf } from "../teams/client.js";
import { serverTeam, serverUserTeamMethods } from "../teams/server.js";
import { clientUserJsonOf } from "./client-json.js";
import { type CurrentUserOf, currentUserFromJson } from "./current-user.js";
import { type ListUsersOptions, listUsersQuery } from "./list-users.js";
import type { SetPasswordError, SetPasswordOptions } from "./own-account.js";
import * as api from "./server-api.js";
import { serverUserFieldsFromJson } from "./server-fields.js";
import {
  SERVER_USER_CREATE_FIELDS,
  SERVER_USER_FIELDS,
  type ServerUserCreate,
  type ServerUserUpdate,
} from "./server-update.js";
import type {
  CreateSessionOptions,
  CurrentServerUserOf,
  ServerUser,
  ServerUserGetters,
  SessionTokens,
} from "./server-user.js";
import type { ServerUserJson } from "./server-wire.js";
import { withUserGuard } from "./user-guard.js";
import type { ClientUserJson } from "./wire.js";

/**
 * Default lifetime of a session created by the server: one year.
 *
 * @example
 * ```ts
 * const expiresAt = new Date(Date.now() + DEFAULT_SESSION_EXPIRY_MS);
 * ```
 */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

/** The wire fields of a user change that change the primary contact channel. */
const PRIMARY_EMAIL_FIELDS = [
  "primary_email",
  "primary_email_verified",
  "primary_email_auth_enabled",
];

/**
 * The getters of a `ServerUser` beyond teams and permissions (those have tables of their own),
 * each `(context, json, …args)` to its query: `serverUser.listContactChannels()` and its hook
 * twin `serverUser.useContactChannels()` are made from `listContactChannels` here.
 *
 * @example
 * ```ts
 * const user = { ...getters(context.cache, serverUserQueries, ["listApiKeys"], context, json) };
 * await user.listApiKeys();
 * ```
 */
export const serverUserQueries = {
  listContactChannels: (context: AppContext, json: ServerUserJson) =>
    channels.serverContactChannelsQuery(context, json.id),
  ...serverAccountQueries,
  listApiKeys: (context: AppContext, json: ServerUserJson) =>
    serverUserApiKeysQuery(context, json.id),
  getActiveSessions: (context: AppContext, json: ServerUserJson) =>
    activeSessionsQuery(context, { userId: json.id, session: null }),
} satisfies Record<string, QueryFn>;

/**
 * The getters of `ServerUser` made from `serverUserQueries` (with their hook twins, which
 * `@app/react` types).
 */
type ServerUserGetterMethods = Pick<ServerUser, keyof ServerUserGetters> &
  HookTwinsOf<ServerUser, keyof ServerUserGetters>;

/**
 * A page of users with the cursor of the next page.
 *
 * @example
 * ```ts
 * const users: UserPage = await serverApp.listUsers({ limit: 100 });
 * console.log(users.length, users.nextCursor);
 * ```
 */
export type UserPage = ServerUser[] & {
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
};

/**
 * Wraps server user JSON with the actions the server may take on any user. With `session` (the
 * user's own, for the current user), a change also marks its access token stale.
 */
export function serverUserFromJson(
  context: AppContext,
  json: ServerUserJson,
  session: Session | null = null,
): ServerUser {
  const set = (method: string) => (patch: ServerUserUpdate) =>
    updateUser(context, json.id, patch, session, `user.${method}()`).then(() => {});
  return withUserGuard({
    ...serverUserFieldsFromJson(json),
    selectedTeam: json.selected_team && serverTeam(context, json.selected_team),
    ...serverUserTeamMethods(context, json.id),
    setSelectedTeam: async (team) => {
      const teamId = team === null ? null : teamIdOf(team, "user.setSelectedTeam()");
      await updateUser(context, json.id, { selectedTeamId: teamId });
    },
    ...serverUserPermissionMethods(context, json.id),
    update: set("update"),
    setDisplayName: (displayName) => set("setDisplayName")({ displayName }),
    setClientMetadata: (clientMetadata) => set("setClientMetadata")({ clientMetadata }),
    setClientReadOnlyMetadata: (clientReadOnlyMetadata) =>
      set("setClientReadOnlyMetadata")({ clientReadOnlyMetadata }),
    setServerMetadata: (serverMetadata) => set("setServerMetadata")({ serverMetadata }),
    setPrimaryEmail: (primaryEmail, options) =>
      set("setPrimaryEmail")({ primaryEmail, primaryEmailVerified: options?.verified }),
    toClientJson: () => clientUserJsonOf(json),
    delete: () => deleteUser(context, json.id),
    createSession: (options) => createSession(context, { userId: json.id, ...options }),
    createContactChannel: (data) => channels.createServerContactChannel(context, json.id, data),
    createApiKey: (options) => createServerUserApiKey(context, json.id, options),
    ...getters<ServerUserGetterMethods, typeof serverUserQueries>(
      context.cache,
      serverUserQueries,
      [
        "listContactChannels",
        "listOAuthProviders",
        "getOAuthProvider",
        "getConnectedAccount",
        "listConnectedAccounts",
        "getOrLinkConnectedAccount",
        "listApiKeys",
        "getActiveSessions",
      ],
      context,
      json,
    ),
    revokeSession: (id) => revokeSession(context, { userId: json.id, session: null }, id),
    setPassword: (options) => setUserPassword(context, json.id, options),
  });
}

/** The signed-in user as the server sees them: both sets of fields and actions. */
export function currentServerUserFromJson(
  context: AppContext,
  json: ClientUserJson,
  session: Session,
): CurrentUserOf<unknown> {
  const client = currentUserFromJson(context, json, session);
  const current: CurrentServerUserOf<unknown> = {
    ...client,
    ...serverUserFromJson(context, json as ServerUserJson, session),
    // Through the user's own session: it is flagged in the list, and it stays signed in.
    getActiveSessions: client.getActiveSessions,
    // Its hook twin too (typed by @app/react, so not in the type here).
    ...({
      useActiveSessions: (client as { useActiveSessions?: unknown }).useActiveSessions,
    } as HookTwinsOf<CurrentServerUserOf<unknown>, "getActiveSessions">),
    revokeSession: client.revokeSession,
    setPassword: client.setPassword,
  };
  return withUserGuard(current) as CurrentUserOf<unknown>;
}

/**
 * `serverApp.getUser({ apiKey })`: the user of a user API key, or `null` when the key is unknown,
 * revoked, expired or a team key. The getter checks the key on every call (it may have been
 * revoked elsewhere); a hook shows the last answer.
 *
 * @example
 * ```ts
 * const user = await readQuery(context.cache, userByApiKeyQuery(context, apiKey));
 * ```
 */
export const userByApiKeyQuery = (
  context: AppContext,
  apiKey: string,
): Query<ServerUser | null> => ({
  key: keys.apiKeyOwner("user", checkedApiKey(apiKey, "getUser")),
  load: async () => {
    const key = await checkUserApiKey(context, apiKey);
    return key?.type === "user"
      ? readQuery(context.cache, serverUserQuery(context, key.user_id))
      : null;
  },
  reload: true,
});

/**
 * Sets a user's password, which ends all their sessions. A password of the wrong length is
 * returned before any request, as is the service's PASSWORD_REQUIREMENTS_NOT_MET.
 */
export async function setUserPassword(
  context: AppContext,
  userId: string,
  options: SetPasswordOptions,
): Promise<SetPasswordError | undefined> {
  if (typeof options?.password !== "string") {
    throw new TypeError("user.setPassword(): password must be a string.");
  }
  const lengthError = getPasswordError(options.password);
  if (lengthError) return lengthError as SetPasswordError;
  try {
    await updateUser(context, userId, { password: options.password });
    return undefined;
  } catch (error) {
    if (KnownError.hasCode(error, "PASSWORD_REQUIREMENTS_NOT_MET"))
      return error as SetPasswordError;
    throw error;
  }
}

/**
 * `serverApp.getUser(id)`: a user by id, or `null` when there is none. A user changes in their
 * own browser too, so the getter asks the service on every call; a hook shows the last answer
 * and follows this app's changes.
 */
export const serverUserQuery = (context: AppContext, userId: string): Query<ServerUser | null> => {
  assertId(userId, "getUser");
  return {
    key: keys.serverUser(userId),
    load: async () => {
      const json = await api.getUserJson(context.http, userId);
      return json && serverUserFromJson(context, json);
    },
    reload: true,
  };
};

/**
 * Creates a user, even when sign-up is disabled for the project. A user created with an e-mail
 * and a password can sign in with them unless `primaryEmailAuthEnabled` is set to false.
 */
export async function createUser(
  context: AppContext,
  options: ServerUserCreate,
): Promise<ServerUser> {
  const body = toWire(options, SERVER_USER_CREATE_FIELDS, "createUser()");
  if (body.password && body.primary_email && body.primary_email_auth_enabled === undefined) {
    body.primary_email_auth_enabled = true;
  }
  const user = serverUserFromJson(context, await api.createUserJson(context.http, body));
  changed(context, "user.create");
  return user;
}

/**
 * `serverApp.listUsers(options)`: a page of users, oldest first unless `desc`; pass `nextCursor`
 * as `cursor` for the next. Users sign up and change elsewhere, so the getter asks the service
 * on every call; a hook shows the last answer and follows this app's changes.
 */
export const usersQuery = (
  context: AppContext,
  options: ListUsersOptions = {},
): Query<UserPage> => {
  const query = listUsersQuery(options);
  return {
    key: keys.users(JSON.stringify(query)),
    load: async () => {
      const page = await api.listUsersJson(context.http, query);
      const users = page.items.map((json) => serverUserFromJson(context, json)) as UserPage;
      users.nextCursor = page.pagination?.next_cursor ?? null;
      return users;
    },
    reload: true,
  };
};

/**
 * Changes any user. Setting a password or a password hash revokes their current sessions. The
 * cached current user follows (`["user"]`), and `session`, if given, treats its token as stale.
 */
export async function updateUser(
  context: AppContext,
  userId: string,
  patch: ServerUserUpdate,
  session: Session | null = null,
  method = "updateUser()",
): Promise<ServerUser> {
  assertId(userId, "updateUser");
  const body = toWire(patch, SERVER_USER_FIELDS, method);
  const json = await api.updateUserJson(context.http, userId, body);
  if (userChanged(context, session, json)) changed(context, "user.updateShown", userId);
  else changed(context, "user.update");
  if (PRIMARY_EMAIL_FIELDS.some((field) => field in body)) {
    changed(context, "user.primaryEmail", userId);
  }
  // The service ended every session of the user.
  if ("password" in body || "password_hash" in body) changed(context, "user.password", userId);
  return serverUserFromJson(context, json);
}

/** Deletes a user; a cached current user reloads (and reads as signed out if it was them). */
export async function deleteUser(context: AppContext, userId: string): Promise<void> {
  assertId(userId, "deleteUser");
  await api.deleteUserJson(context.http, userId);
  changed(context, "user.delete");
}

/** Creates a session for a user (default lifetime one year), e.g. for tests or impersonation. */
export async function createSession(
  context: AppContext,
  options: CreateSessionOptions & { userId: string },
): Promise<SessionTokens> {
  assertId(options?.userId, "createSession");
  const expiresInMillis = options.expiresInMillis ?? DEFAULT_SESSION_EXPIRY_MS;
  // The range is the service's to judge (SCHEMA_ERROR), as @stackframe/js sends it.
  if (typeof expiresInMillis !== "number") {
    throw new TypeError(
      `createSession: expiresInMillis must be a number of milliseconds; got ${JSON.stringify(expiresInMillis)}.`,
    );
  }
  const tokens = await api.createSessionJson(context.http, {
    user_id: options.userId,
    expires_in_millis: expiresInMillis,
    is_impersonation: options.isImpersonation ?? false,
  });
  const accessToken = tokens.access_token;
  const refreshToken = tokens.refresh_token;
  const session = context.sessionFor(new MemoryTokenStore({ accessToken, refreshToken }));
  return { accessToken, refreshToken, getTokens: () => session.getTokens() };
}

function assertId(userId: unknown, method: string): asserts userId is string {
  if (typeof userId !== "string" || userId === "") {
    throw new TypeError(
      `${method}: userId must be a non-empty string; got ${JSON.stringify(userId)}.`,
    );
  }
}
