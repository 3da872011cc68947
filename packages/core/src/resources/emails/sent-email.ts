import type { SentEmailJson } from "./wire.js";

/**
 * An e-mail the project sent, as an admin sees it.
 *
 * @example
 * ```ts
 * for (const email of await adminApp.listSentEmails()) console.log(email.sentAt, email.subject);
 * ```
 */
export interface AdminSentEmail {
  /** The e-mail's id. */
  id: string;
  /** The addresses the e-mail went to. */
  to: string[];
  /** The e-mail's subject. */
  subject: string;
  /** The first recipient, or `""`. */
  recipient: string;
  /** When the e-mail was sent. */
  sentAt: Date;
  /** Why sending failed; absent when it did not. */
  error?: unknown;
}

/** Maps the wire form of a sent e-mail. */
export function sentEmailFromJson(json: SentEmailJson): AdminSentEmail {
  const to = json.to ?? [];
  return {
    id: json.id,
    to,
    subject: json.subject,
    recipient: to[0] ?? "",
    sentAt: new Date(json.sent_at_millis),
    ...(json.error === undefined || json.error === null ? {} : { error: json.error }),
  };
}
