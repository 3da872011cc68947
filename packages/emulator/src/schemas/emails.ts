import { EMAIL_TEMPLATE_TYPES, emailSchema, jsonObjectSchema } from "@app/core/internal";
import * as v from "valibot";
import { emailServerEntries } from "./project-update.js";

/** The `{type}` of `/email-templates/{type}`. */
export const emailTemplateParamsSchema = v.object({ type: v.picklist(EMAIL_TEMPLATE_TYPES) });

/** The body of `PATCH /email-templates/{type}`. */
export const emailTemplateUpdateSchema = v.strictObject({
  subject: v.optional(v.pipe(v.string(), v.minLength(1, "must not be empty"))),
  content: v.optional(jsonObjectSchema),
});

/** The body of `POST /internal/send-test-email`. */
export const sendTestEmailSchema = v.strictObject({
  recipient_email: emailSchema,
  email_config: v.strictObject(emailServerEntries),
});
export type SendTestEmail = v.InferOutput<typeof sendTestEmailSchema>;

/** The query of `GET /internal/metrics`. */
export const metricsQuerySchema = v.object({
  include_anonymous: v.optional(v.picklist(["true", "false"])),
});
