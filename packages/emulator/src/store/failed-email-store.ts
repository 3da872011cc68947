import { newId } from "./random.js";
import { Tables } from "./tables.js";

/** An e-mail the emulator tried to send and could not (a test e-mail to an unreachable server). */
export interface FailedEmailRecord {
  id: string;
  projectId: string;
  to: string[];
  subject: string;
  sentAtMillis: number;
  /** Why it failed, as the sent-e-mails list shows it. */
  error: string;
}

/**
 * The e-mails that failed to send, per project, newest first. The outbox keeps only what was sent;
 * the admin's list of sent e-mails (`GET /internal/emails`) shows both, failures with their error.
 */
export class FailedEmailStore {
  readonly #emails: Map<string, FailedEmailRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#emails = tables.map("failedEmails");
  }

  add(email: Omit<FailedEmailRecord, "id" | "sentAtMillis">): FailedEmailRecord {
    const record = { ...email, to: [...email.to], id: newId(), sentAtMillis: this.#now() };
    this.#emails.set(record.id, record);
    return record;
  }

  /** Newest first. */
  list(projectId: string): FailedEmailRecord[] {
    return [...this.#emails.values()]
      .reverse()
      .sort((a, b) => b.sentAtMillis - a.sentAtMillis)
      .filter((email) => email.projectId === projectId);
  }

  deleteProject(projectId: string): void {
    for (const [id, email] of this.#emails) {
      if (email.projectId === projectId) this.#emails.delete(id);
    }
  }
}
