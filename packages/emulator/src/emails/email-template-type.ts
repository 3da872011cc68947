import type { EMAIL_TEMPLATE_TYPES } from "@app/core/internal";

/**
 * The kinds of e-mail a project has a template for: a type of its own, below both the table of
 * e-mail texts and the template store.
 *
 * @example
 * ```ts
 * const kind: EmailTemplateType = "magic_link";
 * ```
 */
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];
