import type { OutboxEmail } from "../outbox/outbox.js";
import { dataTable, html, type SafeHtml, shownOf, timeTag, userText } from "./html.js";
import type { Listing } from "./read-dashboard.js";

/** The outbox page of one recipient. */
function outboxOf(address: string): SafeHtml {
  return html`<a href="/emulator/outbox?to=${encodeURIComponent(address)}"><bdi>${address}</bdi></a>`;
}

/**
 * The e-mails the project's flows sent, newest first, each recipient linking to their e-mails at
 * `/emulator/outbox`, where the texts and their links are.
 *
 * @example
 * ```ts
 * outboxSection(readDashboard(services, project).emails);
 * ```
 */
export function outboxSection(emails: Listing<OutboxEmail>): SafeHtml {
  const table = dataTable<OutboxEmail>(
    shownOf(emails, "E-mails"),
    [
      { header: "Subject", cell: (email) => userText(email.subject) },
      {
        header: "To",
        cell: (email) =>
          email.to.map((address, index) => html`${index > 0 ? ", " : ""}${outboxOf(address)}`),
      },
      { header: "Sent", cell: (email) => timeTag(email.sentAtMillis) },
    ],
    emails.rows,
    "No e-mails sent yet.",
  );
  return html`<section aria-labelledby="outbox-heading">
<h2 id="outbox-heading">Outbox</h2>
${table}
<p><a href="/emulator/outbox">Read every e-mail in the outbox</a></p>
</section>`;
}
