import { dataTable, html, type SafeHtml, shownOf, timeTag, userText } from "./html.js";
import type { Listing, SessionRow } from "./read-dashboard.js";

/**
 * The project's live sessions (one per refresh token), newest first: whose, when created and
 * when last used.
 *
 * @example
 * ```ts
 * sessionsSection(readDashboard(services, project).sessions);
 * ```
 */
export function sessionsSection(sessions: Listing<SessionRow>): SafeHtml {
  const table = dataTable<SessionRow>(
    shownOf(sessions, "Live sessions"),
    [
      {
        header: "User",
        cell: (session) =>
          html`${userText(session.user)}${session.isImpersonation ? " (impersonation)" : ""}`,
      },
      { header: "Created", cell: (session) => timeTag(session.createdAtMillis) },
      { header: "Last used", cell: (session) => timeTag(session.lastUsedAtMillis) },
      { header: "Session ID", cell: (session) => html`<code>${session.id}</code>` },
    ],
    sessions.rows,
    "No live sessions.",
  );
  return html`<section aria-labelledby="sessions-heading">
<h2 id="sessions-heading">Sessions</h2>
${table}
</section>`;
}
