import * as v from "valibot";
import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { listJsonSchema } from "../../schemas/list.js";
import { toWire } from "../../schemas/to-wire.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import {
  type AdminEmailTemplate,
  type AdminEmailTemplateUpdateOptions,
  EMAIL_TEMPLATE_UPDATE_FIELDS,
  type EmailTemplateType,
  emailTemplateFromJson,
} from "./email-template.js";
import { EMAIL_TEMPLATE_TYPES, emailTemplateJsonSchema, emailTemplateTypeSchema } from "./wire.js";

const PATH = "/email-templates";

function templatePath(type: unknown, method: string): string {
  if (!v.is(emailTemplateTypeSchema, type)) {
    throw new TypeError(
      `${method}: type must be one of ${EMAIL_TEMPLATE_TYPES.join(", ")}; got ${JSON.stringify(type)}.`,
    );
  }
  return `${PATH}/${type}`;
}

/**
 * `adminApp.listEmailTemplates()`: every e-mail template of the project, the defaults included
 * (`GET /email-templates`, cached).
 */
export const emailTemplatesQuery = (context: AppContext): Query<AdminEmailTemplate[]> => ({
  key: keys.emailTemplates(),
  load: async () => {
    const list = await context.http.request(PATH, {}, listJsonSchema(emailTemplateJsonSchema));
    return list.items.map(emailTemplateFromJson);
  },
});

/** Changes a template's subject or content (`PATCH /email-templates/{type}`). */
export async function updateEmailTemplate(
  context: AppContext,
  type: EmailTemplateType,
  options: AdminEmailTemplateUpdateOptions,
): Promise<void> {
  const path = templatePath(type, "updateEmailTemplate()");
  const body = toWire(options, EMAIL_TEMPLATE_UPDATE_FIELDS, "updateEmailTemplate()");
  await context.http.request(path, { method: "PATCH", body }, emailTemplateJsonSchema);
  changed(context, "emailTemplate.update");
}

/** Puts a template back to the service's default (`DELETE /email-templates/{type}`). */
export async function resetEmailTemplate(
  context: AppContext,
  type: EmailTemplateType,
): Promise<void> {
  const path = templatePath(type, "resetEmailTemplate()");
  await context.http.request(path, { method: "DELETE" });
  changed(context, "emailTemplate.reset");
}
