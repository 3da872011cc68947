import { newId } from "../store/random.js";
import { Tables } from "../store/tables.js";

/**
 * One e-mail the emulator sent, as `GET /emulator/outbox` shows it.
 *
 * @example
 * ```ts
 * for (const email of emulator.outbox.list()) console.log(email.to, email.subject);
 * ```
 */
export interface OutboxEmail {
  /** The e-mail's id. */
  id: string;
  /** The project whose flow sent it. */
  projectId: string;
  /** The sender, `Name <address>`: the project's own, or its display name at the shared address. */
  from: string;
  /** The addresses the e-mail went to. */
  to: string[];
  /** The e-mail's subject. */
  subject: string;
  /** The e-mail's plain text. */
  text: string;
  /** The e-mail's HTML. */
  html: string;
  /** When the e-mail was sent, in milliseconds since the epoch (emulator time). */
  sentAtMillis: number;
}

/** What a flow hands to {@link Outbox.send}. */
export interface NewEmail {
  projectId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** How many e-mails the outbox keeps: the newest 1,000, as the request log keeps the newest. */
export const OUTBOX_LIMIT = 1000;

/**
 * Every e-mail the emulator sends (team invitations, magic links, password resets,
 * verifications) is kept here instead of being delivered, the newest {@link OUTBOX_LIMIT}. Newest
 * first.
 *
 * @example
 * ```ts
 * services.outbox.send({ projectId, from: "Acme <noreply@example.com>", to: [email], subject: "Sign in", text, html });
 * const [latest] = services.outbox.list({ to: email });
 * ```
 */
export class Outbox {
  readonly #emails: Map<string, OutboxEmail>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the e-mails. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#emails = tables.map("outbox");
  }

  send(email: NewEmail): OutboxEmail {
    const sent: OutboxEmail = {
      id: newId(),
      projectId: email.projectId,
      from: email.from,
      to: [...email.to],
      subject: email.subject,
      text: email.text,
      html: email.html,
      sentAtMillis: this.#now(),
    };
    this.#emails.set(sent.id, sent);
    // Oldest first in the map: drop from the front past the limit.
    for (const id of this.#emails.keys()) {
      if (this.#emails.size <= OUTBOX_LIMIT) break;
      this.#emails.delete(id);
    }
    return sent;
  }

  /** Newest first; `to` keeps the e-mails sent to that address (case-insensitive). */
  list(filter: { to?: string | undefined; projectId?: string | undefined } = {}): OutboxEmail[] {
    const to = filter.to?.toLowerCase();
    return [...this.#emails.values()]
      .reverse()
      .sort((a, b) => b.sentAtMillis - a.sentAtMillis)
      .filter(
        (email) =>
          (to === undefined || email.to.some((address) => address.toLowerCase() === to)) &&
          (filter.projectId === undefined || email.projectId === filter.projectId),
      );
  }

  /** Forgets every e-mail sent so far. */
  clear(): void {
    this.#emails.clear();
  }
}
