import { EMAIL_TEMPLATE_TYPES } from "@app/core/internal";
import type { EmailTemplateType } from "../emails/email-template-type.js";
import { EMAIL_TEXTS } from "../emails/email-texts.js";
import { Tables } from "./tables.js";

/** A project's template of one kind: the default until an admin changes it. */
export interface EmailTemplateRecord {
  type: EmailTemplateType;
  subject: string;
  /** The body document: an opaque JSON object, kept as the admin sent it. */
  content: Record<string, unknown>;
  isDefault: boolean;
}

/** A kind's default template: its row of the emulator's one table of e-mail texts. */
function defaultTemplate(type: EmailTemplateType): EmailTemplateRecord {
  const { subject, text } = EMAIL_TEXTS[type];
  return { type, subject, content: { type: "text", text }, isDefault: true };
}

/**
 * The e-mail templates of every project: each project has one per kind, the default until an
 * admin changes it; a reset brings the default back.
 *
 * @example
 * ```ts
 * store.update(projectId, "magic_link", { subject: "Your link" });
 * store.get(projectId, "magic_link").isDefault; // false
 * ```
 */
export class EmailTemplateStore {
  /** projectId → kind → the admin's version. */
  readonly #custom: Map<string, Map<EmailTemplateType, EmailTemplateRecord>>;

  /** `tables` holds the admin's versions. */
  constructor(tables: Tables = new Tables()) {
    this.#custom = tables.map("emailTemplates");
  }

  /** Every kind, in the order of `EMAIL_TEMPLATE_TYPES`. */
  list(projectId: string): EmailTemplateRecord[] {
    return EMAIL_TEMPLATE_TYPES.map((type) => this.get(projectId, type));
  }

  get(projectId: string, type: EmailTemplateType): EmailTemplateRecord {
    const custom = this.#custom.get(projectId)?.get(type);
    return structuredClone(custom ?? defaultTemplate(type));
  }

  /** Changes the subject or content of a template, starting from what it is now. */
  update(
    projectId: string,
    type: EmailTemplateType,
    change: { subject?: string | undefined; content?: Record<string, unknown> | undefined },
  ): EmailTemplateRecord {
    const current = this.get(projectId, type);
    const next: EmailTemplateRecord = {
      type,
      subject: change.subject ?? current.subject,
      content: structuredClone(change.content ?? current.content),
      isDefault: false,
    };
    let byType = this.#custom.get(projectId);
    if (!byType) {
      byType = new Map();
      this.#custom.set(projectId, byType);
    }
    byType.set(type, next);
    return structuredClone(next);
  }

  /** Brings the default back. */
  reset(projectId: string, type: EmailTemplateType): void {
    this.#custom.get(projectId)?.delete(type);
  }

  deleteProject(projectId: string): void {
    this.#custom.delete(projectId);
  }
}
