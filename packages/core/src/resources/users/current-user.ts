import type { AppContext } from "../../apps/context.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { AUTH_HEADER_NAME } from "../../session/tokens.js";
import type {
  ApiKeyCreationOptions,
  UserApiKey,
  UserApiKeyFirstView,
} from "../api-keys/api-key.js";
import type { ActiveSession } from "../sessions/active-session.js";
import { type SignOutOptions, signOutSession } from "../sessions/client.js";
import { updateCurrentUserJson } from "./api.js";
import { type UserFields, userFieldsFromJson } from "./fields.js";
import type {
  SetPasswordError,
  SetPasswordOptions,
  UpdatePasswordError,
  UpdatePasswordOptions,
} from "./own-account.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "./update.js";
import { type ClientUserJson, clientUserJsonSchema } from "./wire.js";

export type { SignOutOptions };

// Actions beyond reading and updating the user load their module on first use, so that the
// initial bundle (sign-in, getUser) does not grow with them.
const apiKeys = () => import("../api-keys/client.js");
const sessions = () => import("../sessions/active-sessions.js");
const account = () => import("./own-account.js");

/** The session a signed-in user object belongs to. */
export interface CurrentSession {
  /** The session's tokens; the access token is refreshed first when it is about to expire. */
  getTokens(): Promise<{ accessToken: string | null; refreshToken: string | null }>;
}

/**
 * The signed-in user, with the actions a user may take on their own account.
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: "redirect" });
 * await user.update({ displayName: "Ada" });
 * ```
 */
export interface CurrentUser extends UserFields {
  /** The session this user object is signed in with. */
  readonly currentSession: CurrentSession;
  /** Changes the user's own profile; the cached user updates everywhere. */
  update(patch: UserUpdate): Promise<void>;
  /** Ends this session and clears the tokens. */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Headers that carry this session to your own backend: `{ "x-stack-auth": "{…}" }`. */
  getAuthHeaders(): Promise<Record<string, string>>;
  /**
   * Creates an API key for the user (the project must allow user API keys). The returned key
   * carries its whole `value`, which is never shown again.
   */
  createApiKey(options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView>;
  /** The user's API keys, newest first, revoked and expired ones included (cached). */
  listApiKeys(): Promise<UserApiKey[]>;
  /** The user's signed-in sessions, newest first, this one flagged `isCurrentSession`. */
  getActiveSessions(): Promise<ActiveSession[]>;
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
}

/** Wraps the current user's JSON with the actions of a signed-in user. */
export function currentUserFromJson(
  context: AppContext,
  json: ClientUserJson,
  session: Session,
): CurrentUser {
  return {
    ...userFieldsFromJson(json),
    currentSession: { getTokens: () => session.getTokens() },
    update: async (patch) => {
      const body = toWire(patch, USER_UPDATE_FIELDS, "user.update()");
      const json = await updateCurrentUserJson(context.http, session, body, clientUserJsonSchema);
      userChanged(context, session, json);
    },
    signOut: (options) => signOutSession(context, session, options),
    getAuthHeaders: () => authHeaders(session),
    createApiKey: async (options) => (await apiKeys()).createOwnApiKey(context, session, options),
    listApiKeys: async () => (await apiKeys()).listOwnApiKeys(context, session),
    getActiveSessions: async () =>
      (await sessions()).getActiveSessions(context, { userId: json.id, session }),
    revokeSession: async (id) =>
      (await sessions()).revokeSession(context, { userId: json.id, session }, id),
    updatePassword: async (options) =>
      (await account()).updatePassword(context, session, json.id, options),
    setPassword: async (options) => (await account()).setPassword(context, session, options),
    delete: async () => (await account()).deleteCurrentUser(context, session),
  };
}

/**
 * After a change to a user: the session's access token carries stale name and e-mail claims, and
 * the cached current user shows the new `json`, or reloads when the change came from elsewhere.
 */
export function userChanged(
  context: AppContext,
  session: Session | null,
  json?: ClientUserJson,
): void {
  session?.markStale();
  if (json && session && session === context.session) {
    context.users?.set(context.currentUserFromJson(json, session));
  } else {
    context.cache.invalidate(["user"]);
  }
}

/** The `x-stack-auth` header of a session. */
export async function authHeaders(session: Session): Promise<Record<string, string>> {
  return { [AUTH_HEADER_NAME]: JSON.stringify(await session.getTokens()) };
}
