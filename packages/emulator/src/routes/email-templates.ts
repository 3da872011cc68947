import { emailTemplateUpdateRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { emptyBodySchema, readBody, readParams } from "../http/validate.js";
import { emailTemplateParamsSchema } from "../schemas/emails.js";
import { emailTemplateJson } from "../serialize/email-json.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/**
 * The project's e-mail templates (admin): one per kind of e-mail, the default until changed.
 * `GET` lists them all (or reads one kind), `PATCH /{type}` changes the subject or content,
 * `DELETE /{type}` resets to the default. Served at `/email-templates`, the path of SPEC.md, and
 * at `/internal/email-templates`, where the current service serves its newer template model.
 */
export function registerEmailTemplateRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const templates = services.store.emailTemplates;

  for (const base of ["/email-templates", "/internal/email-templates"]) {
    api.get(base, (c) => {
      const { project } = requireAccess(c, "admin");
      const items = templates.list(project.id).map(emailTemplateJson);
      return json(c, { items, is_paginated: false });
    });

    api.get(`${base}/:type`, (c) => {
      const { project } = requireAccess(c, "admin");
      const { type } = readParams(c, emailTemplateParamsSchema);
      return json(c, emailTemplateJson(templates.get(project.id, type)));
    });

    api.patch(`${base}/:type`, async (c) => {
      const { project } = requireAccess(c, "admin");
      const { type } = readParams(c, emailTemplateParamsSchema);
      const body = await readBody(c, emailTemplateUpdateRequestSchema);
      return json(c, emailTemplateJson(templates.update(project.id, type, body)));
    });

    api.delete(`${base}/:type`, async (c) => {
      const { project } = requireAccess(c, "admin");
      const { type } = readParams(c, emailTemplateParamsSchema);
      await readBody(c, emptyBodySchema);
      templates.reset(project.id, type);
      return json(c, { success: true });
    });
  }
}
