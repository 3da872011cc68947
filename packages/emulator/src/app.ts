import { Hono } from "hono";
import type { AppEnv, EmulatorServices, OuterEnv } from "./context.js";
import { faultInjection } from "./faults/fault-injection.js";
import { contentLengthLimit } from "./http/body-limit.js";
import { envelope, handleError, notFound } from "./http/envelope.js";
import { projectAuth } from "./http/project-auth.js";
import { registerAnonymousRoutes } from "./routes/auth-anonymous.js";
import { registerMfaRoutes } from "./routes/auth-mfa.js";
import { registerOAuthTokenRoutes } from "./routes/auth-oauth-token.js";
import { registerOtpRoutes } from "./routes/auth-otp.js";
import { registerPasswordRoutes } from "./routes/auth-password.js";
import { registerPasswordResetRoutes } from "./routes/auth-password-reset.js";
import { registerSessionRoutes } from "./routes/auth-sessions.js";
import { registerEmailVerificationRoutes } from "./routes/contact-channels-verify.js";
import { registerEmulatorControlRoutes } from "./routes/emulator-control.js";
import { registerJwksRoutes } from "./routes/jwks.js";
import { registerProjectRoutes } from "./routes/projects.js";
import { registerUserRoutes } from "./routes/users.js";
import { registerCurrentUserRoutes } from "./routes/users-me.js";

/**
 * The HTTP application: the envelope (CORS, request ids, error rewriting), the request body
 * limit and fault injection around the API and the emulator's controls (`/emulator/…`), which is served under `/api/v1` and its alias `/api/latest`. Each resource
 * registers its own routes.
 */
export function createApp(services: EmulatorServices): Hono<OuterEnv> {
  const api = new Hono<AppEnv>();
  // The OAuth token endpoint authenticates its client from the form (client_id, client_secret)
  // and ignores the x-stack-* headers, an access token included (WIRE.md section 10). Registered
  // before the project authentication middleware, it answers without that middleware running.
  registerOAuthTokenRoutes(api, services);
  api.use("*", projectAuth(services));
  registerJwksRoutes(api, services);
  registerPasswordRoutes(api, services);
  registerPasswordResetRoutes(api, services);
  registerOtpRoutes(api, services);
  registerMfaRoutes(api, services);
  registerEmailVerificationRoutes(api, services);
  registerAnonymousRoutes(api, services);
  registerSessionRoutes(api, services);
  // `/users/me` before `/users/:user_id`.
  registerCurrentUserRoutes(api, services);
  registerUserRoutes(api, services);
  registerProjectRoutes(api, services);

  const app = new Hono<OuterEnv>();
  app.use("*", envelope(services.log));
  app.use("*", contentLengthLimit());
  app.use("*", faultInjection(services.faults));
  registerEmulatorControlRoutes(app, services);
  app.route("/api/v1", api);
  app.route("/api/latest", api);
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
