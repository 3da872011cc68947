import type { Hono } from "hono";
import { createSession } from "../actions/create-session.js";
import { welcomeNewUser } from "../actions/team-membership.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { emptyBodySchema, readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/** `POST /auth/anonymous/sign-up`: a user with no e-mail and no password. */
export function registerAnonymousRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.post("/auth/anonymous/sign-up", async (c) => {
    const { project } = requireAccess(c, "client");
    await readBody(c, emptyBodySchema);
    const user = services.store.users.create({ projectId: project.id, isAnonymous: true });
    welcomeNewUser(services, project, user);
    const tokens = await createSession(services, user);
    return json(c, {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      user_id: user.id,
    });
  });
}
