import { KnownErrors } from "@app/core/errors";
import type { Hono } from "hono";
import * as v from "valibot";
import { createSession } from "../actions/create-session.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { readBody, schemaError } from "../http/validate.js";
import {
  type CliAuthRecord,
  DEFAULT_CLI_AUTH_LIFETIME_MS,
  MAX_CLI_AUTH_LIFETIME_MS,
} from "../store/cli-auth-store.js";
import type { ProjectRecord } from "../store/project-store.js";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "is required"));

const startBodySchema = v.strictObject({
  expires_in_millis: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CLI_AUTH_LIFETIME_MS)),
  ),
  anon_refresh_token: v.optional(nonEmpty),
});

const pollBodySchema = v.strictObject({ polling_code: nonEmpty });

const completeBodySchema = v.strictObject({
  login_code: nonEmpty,
  refresh_token: v.optional(nonEmpty),
  mode: v.optional(v.picklist(["check", "claim-anon-session", "complete"])),
});

/** The session of a refresh token of the project, with its user. */
function sessionOf(services: EmulatorServices, project: ProjectRecord, refreshToken: string) {
  const session = services.store.sessions.findByRefreshToken(project.id, refreshToken);
  const user = session && services.store.users.get(project.id, session.userId);
  return session && user ? { session, user } : undefined;
}

/** The command-line program's anonymous user, while it still is one. */
function anonymousUserOf(services: EmulatorServices, project: ProjectRecord, login: CliAuthRecord) {
  if (login.anonRefreshToken === null) return undefined;
  const found = sessionOf(services, project, login.anonRefreshToken);
  return found?.user.isAnonymous ? found : undefined;
}

/**
 * Command-line login (WIRE.md section 5): `POST /auth/cli` starts one (`polling_code` for the
 * program, `login_code` for the confirmation page); `POST /auth/cli/poll` answers `waiting`,
 * `expired` or `used` (200), or, once, `success` with a refresh token (201);
 * `POST /auth/cli/complete` is the confirmation page's: `check` tells whether the program brought
 * an anonymous session, `claim-anon-session` hands that session to the browser, and `complete`
 * (the default) gives the program a new session of the signed-in user.
 */
export function registerCliAuthRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { cliAuth } = services.store;

  api.post("/auth/cli", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, startBodySchema);
    if (
      body.anon_refresh_token !== undefined &&
      !sessionOf(services, project, body.anon_refresh_token)?.user.isAnonymous
    ) {
      schemaError("body.anon_refresh_token", "is not a session of an anonymous user");
    }
    const login = cliAuth.start(project.id, {
      expiresInMillis: body.expires_in_millis ?? DEFAULT_CLI_AUTH_LIFETIME_MS,
      anonRefreshToken: body.anon_refresh_token ?? null,
    });
    return json(c, {
      polling_code: login.pollingCode,
      login_code: login.loginCode,
      expires_at: new Date(login.expiresAtMillis).toISOString(),
    });
  });

  api.post("/auth/cli/poll", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, pollBodySchema);
    const login = cliAuth.findByPollingCode(project.id, body.polling_code);
    if (!login) throw new KnownErrors.InvalidPollingCode();
    if (cliAuth.isExpired(login)) return json(c, { status: "expired" });
    if (login.usedAtMillis !== null) return json(c, { status: "used" });
    if (login.refreshToken === null) return json(c, { status: "waiting" });
    login.usedAtMillis = services.clock.now();
    return json(c, { status: "success", refresh_token: login.refreshToken }, 201);
  });

  api.post("/auth/cli/complete", async (c) => {
    const auth = requireAccess(c, "client");
    const { project } = auth;
    const body = await readBody(c, completeBodySchema);
    const login = cliAuth.findByLoginCode(project.id, body.login_code);
    if (!login || cliAuth.isExpired(login) || login.refreshToken !== null) {
      schemaError(
        "body.login_code",
        "no command-line login waits for this code (unknown, expired or used)",
      );
    }
    const anonymous = anonymousUserOf(services, project, login);
    switch (body.mode ?? "complete") {
      case "check":
        return json(c, { cli_session_state: anonymous ? "anonymous" : "none" });
      case "claim-anon-session": {
        if (!anonymous) schemaError("body.login_code", "this login brought no anonymous session");
        const tokens = await createSession(services, anonymous.user);
        return json(c, { access_token: tokens.access_token, refresh_token: tokens.refresh_token });
      }
      default: {
        // The signed-in user of the request, or the owner of the refresh token sent along.
        const user =
          auth.user ??
          (body.refresh_token === undefined
            ? undefined
            : sessionOf(services, project, body.refresh_token)?.user);
        if (!user) throw new KnownErrors.UserAuthenticationRequired();
        const tokens = await createSession(services, user);
        login.refreshToken = tokens.refresh_token;
        return json(c, { success: true });
      }
    }
  });
}
