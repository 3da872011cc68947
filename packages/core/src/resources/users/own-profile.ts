// This module loads lazily (the signed-in user's `update()` and its shorthands).

import type { AppContext } from "../../context/app-context.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { changed, userChanged } from "../kit/changes.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "./update.js";
import { clientUserJsonSchema } from "./wire.js";

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
  if (!userChanged(context, session, json)) changed(context, "user.update");
  if ("primary_email" in body) changed(context, "user.primaryEmail", json.id);
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
