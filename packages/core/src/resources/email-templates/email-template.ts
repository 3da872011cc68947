import { optionFields } from "../../schemas/to-wire.js";
import { emailTemplateUpdateEntries } from "./requests.js";
import type { EMAIL_TEMPLATE_TYPES, EmailTemplateJson } from "./wire.js";

/**
 * The kind of e-mail a template is for.
 *
 * @example
 * ```ts
 * const type: EmailTemplateType = "password_reset";
 * ```
 */
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

/**
 * An e-mail template of the project, as an admin sees it.
 *
 * @example
 * ```ts
 * const templates = await adminApp.listEmailTemplates();
 * ```
 */
export interface AdminEmailTemplate {
  /** The kind of e-mail the template is for. */
  type: EmailTemplateType;
  /** The e-mail's subject. */
  subject: string;
  /** The template's body document (a JSON object). */
  // biome-ignore lint/suspicious/noExplicitAny: the document format is the service's, as in the reference SDK.
  content: any;
  /** True until an admin changes the template, and again after a reset. */
  isDefault: boolean;
}

/**
 * What an admin may change in a template.
 *
 * @example
 * ```ts
 * await adminApp.updateEmailTemplate("email_verification", { subject: "Verify your e-mail" });
 * ```
 */
export interface AdminEmailTemplateUpdateOptions {
  /** The e-mail's new subject. */
  subject?: string;
  /** The body document: a JSON object. */
  content?: Record<string, unknown>;
}

/** The update options, camelCase → wire name and the rule of `requests.ts`. */
export const EMAIL_TEMPLATE_UPDATE_FIELDS = optionFields(emailTemplateUpdateEntries, {
  subject: "subject",
  content: "content",
});

/** Maps the wire form of a template. */
export function emailTemplateFromJson(json: EmailTemplateJson): AdminEmailTemplate {
  return {
    type: json.type as EmailTemplateType,
    subject: json.subject,
    content: json.content,
    isDefault: json.is_default,
  };
}
