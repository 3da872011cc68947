import { KnownErrors } from "@app/core/errors";
import {
  cliLoginCompleteRequestSchema,
  cliLoginPollRequestSchema,
  cliLoginStartRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import { type CliAuthRecord, DEFAULT_CLI_AUTH_LIFETIME_MS } from "../store/cli-auth-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import { restrictedStatus } from "../tokens/restricted-status.js";

/** The session of a refresh token of the project, with its user. */
function sessionOf(services: EmulatorServices, project: ProjectRecord, refreshToken: string) {
  const session = services.store.sessions.findByRefreshToken(project.id, refreshToken);
  const user = session && services.store.users.get(project.id, session.userId);
  return session && user ? { session, user } : undefined;
}

/** The command-line program's anonymous session, while its user still is anonymous. */
function anonymousSessionOf(
  services: EmulatorServices,
  project: ProjectRecord,
  login: CliAuthRecord,
) {
  if (login.anonRefreshToken === null) return undefined;
  const found = sessionOf(services, project, login.anonRefreshToken);
  return found?.user.isAnonymous ? found : undefined;
}

/** The service's plain-text 400 for a login code that waits for no confirmation. */
const INVALID_LOGIN_CODE = "Invalid login code or the code has expired";

/**
 * Command-line login (WIRE.md section 5): `POST /auth/cli` starts one (`polling_code` for the
 * program, `login_code` for the confirmation page); `POST /auth/cli/poll` answers `waiting`,
 * `expired` or `used` (200), or, once, `success` with the refresh token the confirmation page
 * handed over (201); `POST /auth/cli/complete` is the confirmation page's: `check` tells whether
 * the program brought an anonymous session, `claim-anon-session` hands that session to the
 * browser (once), and `complete` (the default) gives the program the browser's session, named by
 * its `refresh_token`. The refusals are the service's plain-text 400s.
 */
export function registerCliAuthRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { cliAuth } = services.store;

  api.post("/auth/cli", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, cliLoginStartRequestSchema);
    if (body.anon_refresh_token !== undefined) {
      const found = sessionOf(services, project, body.anon_refresh_token);
      if (!found) throw new StatusError(400, "Invalid anon refresh token");
      if (!found.user.isAnonymous) {
        throw new StatusError(
          400,
          "The provided refresh token does not belong to an anonymous user",
        );
      }
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
    const body = await readBody(c, cliLoginPollRequestSchema);
    const login = cliAuth.findByPollingCode(project.id, body.polling_code);
    if (!login) throw new KnownErrors.InvalidPollingCode();
    if (cliAuth.isExpired(login)) return json(c, { status: "expired" });
    if (login.usedAtMillis !== null) return json(c, { status: "used" });
    if (login.refreshToken === null) return json(c, { status: "waiting" });
    login.usedAtMillis = services.clock.now();
    return json(c, { status: "success", refresh_token: login.refreshToken }, 201);
  });

  api.post("/auth/cli/complete", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, cliLoginCompleteRequestSchema);
    const login = cliAuth.findByLoginCode(project.id, body.login_code);
    if (
      !login ||
      cliAuth.isExpired(login) ||
      login.refreshToken !== null ||
      login.usedAtMillis !== null
    ) {
      throw new StatusError(400, INVALID_LOGIN_CODE);
    }
    switch (body.mode ?? "complete") {
      case "check": {
        const anonymous = anonymousSessionOf(services, project, login);
        return json(c, { cli_session_state: anonymous ? "anonymous" : "none" });
      }
      case "claim-anon-session": {
        const anonymous = anonymousSessionOf(services, project, login);
        if (!anonymous) {
          throw new StatusError(400, "No anonymous session associated with this code");
        }
        // The anonymous session itself goes to the browser, once.
        login.anonRefreshToken = null;
        return json(c, {
          access_token: await services.tokens.issue(anonymous.user, anonymous.session, project),
          refresh_token: anonymous.session.refreshToken,
        });
      }
      default: {
        if (body.refresh_token === undefined) {
          throw new StatusError(400, "refresh_token is required when mode is 'complete'");
        }
        const browser = sessionOf(services, project, body.refresh_token);
        if (!browser) throw new StatusError(400, "Invalid refresh token");
        const { restricted_reason } = restrictedStatus(browser.user, project);
        if (restricted_reason !== null) {
          throw new KnownErrors.RestrictedUserNotAllowed({ restricted_reason });
        }
        // The program gets the browser's own session; an anonymous session it brought is left
        // alone.
        login.refreshToken = browser.session.refreshToken;
        login.anonRefreshToken = null;
        return json(c, { success: true });
      }
    }
  });
}
