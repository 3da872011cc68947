import { KnownErrors } from "@app/core/errors";
import { sessionCreateRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { createSession } from "../actions/create-session.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { requireAccess } from "../http/access.js";
import { markSessionUsed } from "../http/end-user-ip-info.js";
import { readHeader } from "../http/headers.js";
import { json } from "../http/respond.js";
import { emptyBodySchema, readBody, schemaError } from "../http/validate.js";
import { DEFAULT_SESSION_LIFETIME_MS } from "../store/session-store.js";

/**
 * Sessions: refresh with the `x-stack-refresh-token` header, sign out (ends the refresh token),
 * and server-created sessions.
 */
export function registerSessionRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store, tokens } = services;

  api.post("/auth/sessions/current/refresh", async (c) => {
    const { project } = requireAccess(c, "client");
    const refreshToken = readHeader(c, "refresh-token");
    if (refreshToken === undefined) schemaError("headers.x-stack-refresh-token", "is required");
    const session = store.sessions.findByRefreshToken(project.id, refreshToken);
    const user = session && store.users.get(project.id, session.userId);
    if (!session || !user) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    markSessionUsed(session, c, services.clock.now());
    return json(c, { access_token: await tokens.issue(user, session, project) });
  });

  api.delete("/auth/sessions/current", async (c) => {
    const auth = requireAccess(c, "client");
    await readBody(c, emptyBodySchema);
    let session = auth.session;
    // The access token of a session that already ended: nothing left to end.
    if (!session && auth.refreshTokenId !== null) {
      throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    }
    if (!session) {
      const refreshToken = readHeader(c, "refresh-token");
      if (refreshToken === undefined) throw new KnownErrors.UserAuthenticationRequired();
      session = store.sessions.findByRefreshToken(auth.project.id, refreshToken) ?? null;
      if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    }
    store.sessions.revoke(session.id);
    return json(c, { success: true });
  });

  api.post("/auth/sessions", async (c) => {
    const { project } = requireAccess(c, "server");
    const body = await readBody(c, sessionCreateRequestSchema);
    const user = store.users.get(project.id, body.user_id);
    if (!user) throw new KnownErrors.UserNotFound();
    const created = await createSession(services, user, {
      expiresInMillis: body.expires_in_millis ?? DEFAULT_SESSION_LIFETIME_MS,
      isImpersonation: body.is_impersonation ?? false,
    });
    return json(c, { refresh_token: created.refresh_token, access_token: created.access_token });
  });
}
