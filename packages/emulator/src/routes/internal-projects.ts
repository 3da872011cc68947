import { KnownErrors } from "@app/core/errors";
import { projectCreateRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { createOwnedProject } from "../actions/create-project.js";
import { requireAccess, requireUser, type UserProjectAuth } from "../http/access.js";
import { INTERNAL_PROJECT_ID } from "../http/admin-access-token.js";
import { json } from "../http/respond.js";
import { readBody } from "../http/validate.js";
import { checkProjectConfig } from "../schemas/project-update.js";
import { adminProjectJson } from "../serialize/project-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";

/**
 * A signed-in user of the `internal` project: EXPECTED_INTERNAL_PROJECT on any other project,
 * USER_AUTHENTICATION_REQUIRED without an access token. Anonymous users own no projects.
 */
function requireProjectOwner(auth: ProjectAuth): UserProjectAuth {
  if (auth.project.id !== INTERNAL_PROJECT_ID) throw new KnownErrors.ExpectedInternalProject();
  const owner = requireUser(auth);
  if (owner.user.isAnonymous) throw new KnownErrors.AnonymousAuthenticationNotAllowed();
  return owner;
}

/**
 * The projects a user of the `internal` project owns (WIRE.md section 10): `GET /internal/projects`
 * lists them, `POST /internal/projects` creates one (201, the admin view). The owner's access token
 * then works as `x-stack-admin-access-token` for it.
 */
export function registerInternalProjectRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.get("/internal/projects", (c) => {
    const { user } = requireProjectOwner(requireAccess(c, "client"));
    const items = store.projects
      .list()
      .filter((project) => project.ownerUserIds.has(user.id))
      .map((project) => adminProjectJson(project));
    return json(c, { items, is_paginated: false });
  });

  api.post("/internal/projects", async (c) => {
    const { user } = requireProjectOwner(requireAccess(c, "client"));
    const body = await readBody(c, projectCreateRequestSchema);
    checkProjectConfig(body.config);
    const project = createOwnedProject(store, user.id, body);
    return json(c, adminProjectJson(project), 201);
  });
}
