import { newId } from "./random.js";

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
  #emails: FailedEmailRecord[] = [];
  readonly #now: () => number;

  /** `now` is the emulator's clock. */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  add(email: Omit<FailedEmailRecord, "id" | "sentAtMillis">): FailedEmailRecord {
    const record = { ...email, to: [...email.to], id: newId(), sentAtMillis: this.#now() };
    this.#emails.unshift(record);
    return record;
  }

  list(projectId: string): FailedEmailRecord[] {
    return this.#emails.filter((email) => email.projectId === projectId);
  }

  deleteProject(projectId: string): void {
    this.#emails = this.#emails.filter((email) => email.projectId !== projectId);
  }
}
