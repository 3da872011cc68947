import { sendTestEmailRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { sendTestEmail } from "../actions/send-test-email.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { readBody } from "../http/validate.js";
import { sentEmailJson } from "../serialize/email-json.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/**
 * The project's e-mails (admin): `GET /internal/emails` lists what the project sent, from the
 * outbox, and what failed to send, newest first; `POST /internal/send-test-email` tries an SMTP
 * configuration (hosts under `.invalid` fail, see `isUnreachableEmailHost`).
 */
export function registerEmailRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/internal/emails", (c) => {
    const { project } = requireAccess(c, "admin");
    const emails = [
      ...services.outbox.list({ projectId: project.id }),
      ...services.store.failedEmails.list(project.id),
    ].sort((a, b) => b.sentAtMillis - a.sentAtMillis);
    return json(c, { items: emails.map(sentEmailJson), is_paginated: false });
  });

  api.post("/internal/send-test-email", async (c) => {
    const { project } = requireAccess(c, "admin");
    const body = await readBody(c, sendTestEmailRequestSchema);
    return json(c, sendTestEmail(services, project, body));
  });
}
