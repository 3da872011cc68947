import * as v from "valibot";
import type { AppContext } from "../../apps/context.js";
import { listJsonSchema } from "../../schemas/list.js";
import { toWire } from "../../schemas/to-wire.js";
import {
  type AdminEmailTemplate,
  type AdminEmailTemplateUpdateOptions,
  EMAIL_TEMPLATE_UPDATE_FIELDS,
  type EmailTemplateType,
  emailTemplateFromJson,
} from "./email-template.js";
import { EMAIL_TEMPLATE_TYPES, emailTemplateJsonSchema, emailTemplateTypeSchema } from "./wire.js";

const PATH = "/email-templates";

/** The cache key of the project's e-mail templates. */
export const EMAIL_TEMPLATES_KEY = ["emailTemplates"] as const;

function templatePath(type: unknown, method: string): string {
  if (!v.is(emailTemplateTypeSchema, type)) {
    throw new TypeError(
      `${method}: type must be one of ${EMAIL_TEMPLATE_TYPES.join(", ")}; got ${JSON.stringify(type)}.`,
    );
  }
  return `${PATH}/${type}`;
}

/** Every e-mail template of the project, the defaults included (`GET /email-templates`, cached). */
export async function listEmailTemplates(context: AppContext): Promise<AdminEmailTemplate[]> {
  const list = await context.cache.getLatest(EMAIL_TEMPLATES_KEY, () =>
    context.http.request(PATH, {}, listJsonSchema(emailTemplateJsonSchema)),
  );
  return list.items.map(emailTemplateFromJson);
}

/** Changes a template's subject or content (`PATCH /email-templates/{type}`). */
export async function updateEmailTemplate(
  context: AppContext,
  type: EmailTemplateType,
  options: AdminEmailTemplateUpdateOptions,
): Promise<void> {
  const path = templatePath(type, "updateEmailTemplate()");
  const body = toWire(options, EMAIL_TEMPLATE_UPDATE_FIELDS, "updateEmailTemplate()");
  await context.http.request(path, { method: "PATCH", body }, emailTemplateJsonSchema);
  context.cache.invalidate(EMAIL_TEMPLATES_KEY);
}

/** Puts a template back to the service's default (`DELETE /email-templates/{type}`). */
export async function resetEmailTemplate(
  context: AppContext,
  type: EmailTemplateType,
): Promise<void> {
  const path = templatePath(type, "resetEmailTemplate()");
  await context.http.request(path, { method: "DELETE" });
  context.cache.invalidate(EMAIL_TEMPLATES_KEY);
}
