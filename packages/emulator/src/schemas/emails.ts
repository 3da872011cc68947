import { EMAIL_TEMPLATE_TYPES, type sendTestEmailRequestSchema } from "@app/core/internal";
import * as v from "valibot";

// The bodies (`emailTemplateUpdateRequestSchema`, `sendTestEmailRequestSchema`) are the core's.

/** The `{type}` of `/email-templates/{type}`. */
export const emailTemplateParamsSchema = v.object({ type: v.picklist(EMAIL_TEMPLATE_TYPES) });

/** The body of `POST /internal/send-test-email`. */
export type SendTestEmail = v.InferOutput<typeof sendTestEmailRequestSchema>;

/** The query of `GET /internal/metrics`. */
export const metricsQuerySchema = v.object({
  include_anonymous: v.optional(v.picklist(["true", "false"])),
});
