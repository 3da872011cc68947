import type { EmailTemplateJson, SentEmailJson } from "@app/core/internal";
import type { OutboxEmail } from "../outbox/outbox.js";
import type { EmailTemplateRecord } from "../store/email-template-store.js";
import type { FailedEmailRecord } from "../store/failed-email-store.js";

/** An e-mail template as an admin reads it (`/email-templates`). */
export function emailTemplateJson(template: EmailTemplateRecord) {
  return {
    type: template.type,
    subject: template.subject,
    content: template.content,
    is_default: template.isDefault,
  } satisfies EmailTemplateJson;
}

/** An e-mail of the outbox, or one that failed, as the admin's list shows it (`/internal/emails`). */
export function sentEmailJson(email: OutboxEmail | FailedEmailRecord) {
  return {
    id: email.id,
    subject: email.subject,
    sent_at_millis: email.sentAtMillis,
    to: [...email.to],
    error: "error" in email ? { message: email.error } : null,
  } satisfies SentEmailJson;
}
