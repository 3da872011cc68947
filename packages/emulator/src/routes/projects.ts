import { projectUpdateRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { updateProject } from "../actions/update-project.js";
import { requireAccess } from "../http/access.js";
import { INTERNAL_PROJECT_ID } from "../http/admin-access-token.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { emptyBodySchema, readBody } from "../http/validate.js";
import { checkProjectConfig } from "../schemas/project-update.js";
import { adminProjectJson, clientProjectJson } from "../serialize/project-json.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/** The current project: its public view for clients, and reading, changing and deleting it for admins. */
export function registerProjectRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.get("/projects/current", (c) => {
    const { project } = requireAccess(c, "client");
    return json(c, clientProjectJson(project));
  });

  api.get("/internal/projects/current", (c) => {
    const { project } = requireAccess(c, "admin");
    return json(c, adminProjectJson(project));
  });

  api.patch("/internal/projects/current", async (c) => {
    const { project } = requireAccess(c, "admin");
    const body = await readBody(c, projectUpdateRequestSchema);
    checkProjectConfig(body.config);
    updateProject(project, body);
    return json(c, adminProjectJson(project));
  });

  api.delete("/internal/projects/current", async (c) => {
    const { project } = requireAccess(c, "admin");
    await readBody(c, emptyBodySchema);
    if (project.id === INTERNAL_PROJECT_ID) {
      throw new StatusError(400, "The internal project cannot be deleted");
    }
    store.deleteProject(project.id);
    services.keys.forget(project.id);
    return json(c, { success: true });
  });
}
