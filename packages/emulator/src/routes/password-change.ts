import { KnownErrors } from "@app/core/errors";
import {
  getPasswordError,
  passwordSetRequestSchema,
  passwordUpdateRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import { requireAccess, requireUser } from "../http/access.js";
import { readHeader } from "../http/headers.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";

/** Refuses a project without password sign-in and a password that breaks the length rules. */
function checkNewPassword(project: ProjectRecord, password: string): void {
  if (!project.config.credential_enabled) throw new KnownErrors.PasswordAuthenticationNotEnabled();
  const error = getPasswordError(password);
  if (error) throw error;
}

/**
 * The signed-in user's own password: `POST /auth/password/update` changes it given the old one
 * and ends every other session of the user (all but the one of `x-stack-refresh-token`);
 * `POST /auth/password/set` gives a password to a user who has none.
 */
export function registerPasswordChangeRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store, passwords } = services;

  api.post("/auth/password/update", async (c) => {
    const auth = requireUser(requireAccess(c, "client"));
    const body = await readBody(c, passwordUpdateRequestSchema);
    checkNewPassword(auth.project, body.new_password);
    if (auth.user.passwordHash === null) throw new KnownErrors.UserDoesNotHavePassword();
    if (!(await passwords.verify(body.old_password, auth.user.passwordHash))) {
      throw new KnownErrors.PasswordConfirmationMismatch();
    }
    auth.user.passwordHash = await passwords.hash(body.new_password);
    const keep = readHeader(c, "refresh-token");
    for (const session of store.sessions.listOfUser(auth.project.id, auth.user.id)) {
      if (session.refreshToken !== keep) store.sessions.revoke(session.id);
    }
    return json(c, { success: true });
  });

  api.post("/auth/password/set", async (c) => {
    const auth = requireUser(requireAccess(c, "client"));
    const body = await readBody(c, passwordSetRequestSchema);
    checkNewPassword(auth.project, body.password);
    if (auth.user.passwordHash !== null) {
      throw new StatusError(400, "User already has a password set.");
    }
    auth.user.passwordHash = await passwords.hash(body.password);
    return json(c, { success: true });
  });
}
