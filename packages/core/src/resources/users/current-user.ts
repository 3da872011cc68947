import type { AppContext } from "../../apps/context.js";
import type { Result } from "../../result.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { AUTH_HEADER_NAME } from "../../session/tokens.js";
import type { LinkConnectedAccountOptions } from "../oauth/client.js";
import type { PasskeyRegistrationError, RegisterPasskeyOptions } from "../passkeys/client.js";
import { type SignOutOptions, signOutSession } from "../sessions/client.js";
import { updateCurrentUserJson } from "./api.js";
import { type UserFields, userFieldsFromJson } from "./fields.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "./update.js";
import { type ClientUserJson, clientUserJsonSchema } from "./wire.js";

export type { SignOutOptions };

// Loaded on first use: most pages never register a passkey or link an account.
const actions = () => import("../client-actions.js");

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
    registerPasskey: async (options) =>
      (await actions()).registerPasskey(context, session, options),
    linkConnectedAccount: async (provider, options) =>
      (await actions()).linkConnectedAccount(context, session, provider, options),
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
