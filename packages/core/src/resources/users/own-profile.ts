// This module loads lazily (the signed-in user's `update()` and its shorthands, and the session's
// tokens): what it needs from the initial bundle comes through `context.helpers`.

import type { AppContext } from "../../apps/context.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { contactChannelsKey } from "../contact-channels/client.js";
import { userChanged } from "./current-user.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "./update.js";
import { clientUserJsonSchema } from "./wire.js";

/** The tokens of a session, as `user.getAuthJson()` hands them out. */
export interface AuthJson {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * `user.update(patch)`: changes the signed-in user's own profile (`PATCH /users/me`). Bad input is a
 * TypeError naming the field, thrown before any request. The cached user becomes the answer; a new
 * primary e-mail also reloads the user's contact channels and received invitations.
 *
 * @example
 * ```ts
 * await updateOwnUser(context, session, { displayName: "Ada" });
 * ```
 */
export async function updateOwnUser(
  context: AppContext,
  session: Session,
  patch: UserUpdate,
  method = "user.update()",
): Promise<void> {
  const body = toWire(patch, USER_UPDATE_FIELDS, method);
  const json = await context.http.request(
    "/users/me",
    { method: "PATCH", session, body },
    clientUserJsonSchema,
  );
  userChanged(context, session, json);
  if ("primary_email" in body) {
    // The primary e-mail is the primary contact channel; invitations go to verified addresses.
    context.cache.invalidate(contactChannelsKey(json.id));
    context.cache.invalidate(["receivedTeamInvitations"]);
  }
}

/**
 * `user.setDisplayName(displayName)`: `update({ displayName })`.
 *
 * @example
 * ```ts
 * await setDisplayName(context, session, "Ada");
 * ```
 */
export function setDisplayName(
  context: AppContext,
  session: Session,
  displayName: string | null,
): Promise<void> {
  return updateOwnUser(context, session, { displayName }, "user.setDisplayName()");
}

/**
 * `user.setClientMetadata(metadata)`: `update({ clientMetadata })`, replacing the whole object.
 *
 * @example
 * ```ts
 * await setClientMetadata(context, session, { theme: "dark" });
 * ```
 */
export function setClientMetadata(
  context: AppContext,
  session: Session,
  metadata: Record<string, unknown> | null,
): Promise<void> {
  return updateOwnUser(context, session, { clientMetadata: metadata }, "user.setClientMetadata()");
}

/**
 * `user.getAuthJson()`: the session's tokens, the access token refreshed first when it is about to
 * expire (both null once the session has ended).
 *
 * @example
 * ```ts
 * const { accessToken } = await getAuthJson(context, session);
 * ```
 */
export async function getAuthJson(_context: AppContext, session: Session): Promise<AuthJson> {
  const { accessToken, refreshToken } = await session.getTokens();
  return { accessToken, refreshToken };
}

/**
 * `user.getAccessToken()`: a fresh access token (a JWT) of the session, or null once it has ended.
 *
 * @example
 * ```ts
 * const token = await getAccessToken(context, session);
 * ```
 */
export async function getAccessToken(
  context: AppContext,
  session: Session,
): Promise<string | null> {
  return (await getAuthJson(context, session)).accessToken;
}

/**
 * `user.getRefreshToken()`: the session's refresh token, or null once it has ended.
 *
 * @example
 * ```ts
 * const token = await getRefreshToken(context, session);
 * ```
 */
export async function getRefreshToken(
  context: AppContext,
  session: Session,
): Promise<string | null> {
  return (await getAuthJson(context, session)).refreshToken;
}
