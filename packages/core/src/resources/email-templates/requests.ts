import * as v from "valibot";
import { jsonObjectSchema } from "../../schemas/fields.js";

// The body of `PATCH /email-templates/{type}` (admin only), declared once: the option table of
// `updateEmailTemplate()` (`email-template.ts`) takes its rules from these entries, and the
// emulator checks requests with this schema.

/** The fields of `PATCH /email-templates/{type}`, each optional. */
export const emailTemplateUpdateEntries = {
  subject: v.optional(v.pipe(v.string(), v.minLength(1, "must not be empty"))),
  /** The body document: a JSON object. */
  content: v.optional(jsonObjectSchema),
};

/**
 * `PATCH /email-templates/{type}`: a template's new subject or content.
 *
 * @example
 * ```ts
 * v.is(emailTemplateUpdateRequestSchema, { subject: "" }); // false
 * ```
 */
export const emailTemplateUpdateRequestSchema = v.strictObject(emailTemplateUpdateEntries);
