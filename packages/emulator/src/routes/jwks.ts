import type { Context, Hono } from "hono";
import * as v from "valibot";
import { json, text } from "../http/respond.js";
import { readQuery } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

const flag = v.optional(v.picklist(["true", "false"]));
const jwksQuerySchema = v.object({ include_anonymous: flag, include_restricted: flag });

/**
 * The public keys of a project, for verifying its access tokens (WIRE.md section 4):
 * `GET /projects/{id}/.well-known/jwks.json?include_anonymous=&include_restricted=`, two keys per
 * audience. Each issuer has its JWKS beside it: the anonymous issuer's path serves the set with
 * `include_anonymous=true`, the restricted issuer's with `include_restricted=true`.
 */
export function registerJwksRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const serve = async (c: Context, issuer: "default" | "anonymous" | "restricted") => {
    const query = readQuery(c, jwksQuerySchema);
    const projectId = c.req.param("project_id") ?? "";
    if (!services.store.projects.get(projectId)) {
      return text(`Project ${projectId} not found`, 404);
    }
    const jwks = await services.keys.jwks(projectId, {
      anonymous: issuer === "anonymous" || query.include_anonymous === "true",
      restricted: issuer === "restricted" || query.include_restricted === "true",
    });
    const response = json(c, jwks);
    response.headers.set("cache-control", "public, max-age=3600");
    return response;
  };
  api.get("/projects/:project_id/.well-known/jwks.json", (c) => serve(c, "default"));
  api.get("/projects-anonymous-users/:project_id/.well-known/jwks.json", (c) =>
    serve(c, "anonymous"),
  );
  api.get("/projects-restricted-users/:project_id/.well-known/jwks.json", (c) =>
    serve(c, "restricted"),
  );
}
