import { Hono } from "hono";
import type { AppEnv, EmulatorServices } from "./context.js";
import { contentLengthLimit } from "./http/body-limit.js";
import { envelope, handleError, notFound } from "./http/envelope.js";
import { projectAuth } from "./http/project-auth.js";
import { registerAnonymousRoutes } from "./routes/auth-anonymous.js";
import { registerOAuthTokenRoutes } from "./routes/auth-oauth-token.js";
import { registerPasswordRoutes } from "./routes/auth-password.js";
import { registerSessionRoutes } from "./routes/auth-sessions.js";
import { registerJwksRoutes } from "./routes/jwks.js";
import { registerProjectRoutes } from "./routes/projects.js";
import { registerUserRoutes } from "./routes/users.js";
import { registerCurrentUserRoutes } from "./routes/users-me.js";

/**
 * The HTTP application: the envelope (CORS, request ids, error rewriting) and the request body
 * limit around the API, which is served under `/api/v1` and its alias `/api/latest`. Each resource
 * registers its own routes.
 */
export function createApp(services: EmulatorServices): Hono {
  const api = new Hono<AppEnv>();
  // The OAuth token endpoint authenticates its client from the form (client_id, client_secret)
  // and ignores the x-stack-* headers, an access token included (WIRE.md section 10). Registered
  // before the project authentication middleware, it answers without that middleware running.
  registerOAuthTokenRoutes(api, services);
  api.use("*", projectAuth(services));
  registerJwksRoutes(api, services);
  registerPasswordRoutes(api, services);
  registerAnonymousRoutes(api, services);
  registerSessionRoutes(api, services);
  // `/users/me` before `/users/:user_id`.
  registerCurrentUserRoutes(api, services);
  registerUserRoutes(api, services);
  registerProjectRoutes(api, services);

  const app = new Hono();
  app.use("*", envelope(services.log));
  app.use("*", contentLengthLimit());
  app.route("/api/v1", api);
  app.route("/api/latest", api);
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
