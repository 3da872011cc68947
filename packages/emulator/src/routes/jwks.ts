import type { Context, Hono } from "hono";
import type { AppEnv, EmulatorServices } from "../context.js";
import { json, text } from "../http/respond.js";

/**
 * The public keys of a project, for verifying its access tokens:
 * `GET /projects/{id}/.well-known/jwks.json?include_anonymous=&include_restricted=`. The
 * anonymous issuer's path serves the same set with the anonymous key included.
 */
export function registerJwksRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const serve = async (c: Context, options: { anonymous: boolean }) => {
    const projectId = c.req.param("project_id") ?? "";
    if (!services.store.projects.get(projectId)) {
      return text(`Project ${projectId} not found`, 404);
    }
    const jwks = await services.keys.jwks(projectId, {
      anonymous: options.anonymous || c.req.query("include_anonymous") === "true",
      restricted: c.req.query("include_restricted") === "true",
    });
    const response = json(c, jwks);
    response.headers.set("cache-control", "public, max-age=3600");
    return response;
  };
  api.get("/projects/:project_id/.well-known/jwks.json", (c) => serve(c, { anonymous: false }));
  api.get("/projects-anonymous-users/:project_id/.well-known/jwks.json", (c) =>
    serve(c, { anonymous: true }),
  );
}
