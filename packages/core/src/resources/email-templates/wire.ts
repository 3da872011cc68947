import * as v from "valibot";

/**
 * The kinds of e-mail the service sends from a template, each with one template per project.
 *
 * @example
 * ```ts
 * EMAIL_TEMPLATE_TYPES.includes("magic_link"); // true
 * ```
 */
export const EMAIL_TEMPLATE_TYPES = [
  "email_verification",
  "password_reset",
  "magic_link",
  "team_invitation",
  "sign_in_invitation",
  "payment_receipt",
  "payment_failed",
] as const;

/** One of {@link EMAIL_TEMPLATE_TYPES}. */
export const emailTemplateTypeSchema = v.picklist(EMAIL_TEMPLATE_TYPES);

/** An e-mail template (`GET /email-templates`); `is_default` until an admin changes it. */
export const emailTemplateJsonSchema = v.looseObject({
  type: v.string(),
  subject: v.string(),
  content: v.unknown(),
  is_default: v.boolean(),
});
export type EmailTemplateJson = v.InferOutput<typeof emailTemplateJsonSchema>;
