import { KnownErrors } from "@app/core/errors";
import { type ActiveSessionJson, userIdOrMeSchema, uuidSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../context.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import type { SessionRecord } from "../store/session-store.js";

const listQuerySchema = v.strictObject({ user_id: userIdOrMeSchema });
const deleteQuerySchema = v.strictObject({ user_id: v.optional(userIdOrMeSchema) });
const paramsSchema = v.object({ id: uuidSchema });

/** A session as `GET /auth/sessions` lists it; `currentId` is the session of the request's token. */
function activeSessionJson(session: SessionRecord, currentId: string | null) {
  return {
    id: session.id,
    user_id: session.userId,
    created_at: session.createdAtMillis,
    last_used_at: session.lastUsedAtMillis,
    is_impersonation: session.isImpersonation,
    is_current_session: session.id === currentId,
    // Only once a browser used it, as on the service.
    ...(session.lastUsedIpInfo ? { last_used_at_end_user_ip_info: session.lastUsedIpInfo } : {}),
  } satisfies ActiveSessionJson;
}

/** The signed-in user's id, or CANNOT_GET_OWN_USER_WITHOUT_USER. */
function signedInUserId(auth: ProjectAuth): string {
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user.id;
}

/** The user id a `user_id` query names: `me` is the signed-in user; a client may name only them. */
function listedUserId(auth: ProjectAuth, requested: string): string {
  if (requested !== "me" && auth.accessType !== "client") return requested;
  const own = signedInUserId(auth);
  if (requested !== "me" && requested !== own) {
    throw new StatusError(403, "Client can only list sessions for their own user.");
  }
  return own;
}

/**
 * A user's sessions: `GET /auth/sessions?user_id=` lists the live ones, newest first, with the
 * request's own flagged (impersonations only for admins); `DELETE /auth/sessions/{id}` ends one,
 * but not the request's own (CANNOT_DELETE_CURRENT_SESSION: that is sign-out).
 */
export function registerUserSessionRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { sessions } = services.store;

  api.get("/auth/sessions", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, listQuerySchema);
    const userId = listedUserId(auth, query.user_id);
    const items = sessions
      .listOfUser(auth.project.id, userId)
      .filter((session) => sessions.get(session.id) !== undefined)
      .filter((session) => auth.accessType === "admin" || !session.isImpersonation)
      .map((session) => activeSessionJson(session, auth.refreshTokenId));
    return json(c, { items, is_paginated: false });
  });

  api.delete("/auth/sessions/:id", async (c) => {
    const auth = requireAccess(c, "client");
    const { id } = readParams(c, paramsSchema);
    const query = readQuery(c, deleteQuerySchema);
    await readBody(c, emptyBodySchema);
    if (auth.accessType === "client" && query.user_id === undefined) {
      throw new KnownErrors.SchemaError({ message: "query.user_id: is required" });
    }
    const session = sessions.get(id);
    // A client ends only their own sessions; a server any session, of the user it names if any.
    const named = query.user_id === "me" ? signedInUserId(auth) : query.user_id;
    const owner = auth.accessType === "client" ? signedInUserId(auth) : named;
    if (
      !session ||
      session.projectId !== auth.project.id ||
      (owner !== undefined && session.userId !== owner)
    ) {
      throw new StatusError(404, "Session not found.");
    }
    if (session.id === auth.refreshTokenId) throw new KnownErrors.CannotDeleteCurrentSession();
    sessions.revoke(session.id);
    return json(c, { success: true });
  });
}
