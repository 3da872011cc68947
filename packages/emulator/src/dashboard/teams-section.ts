import { dataTable, html, type SafeHtml, shownOf, timeTag, userText } from "./html.js";
import type { Listing, TeamRow } from "./read-dashboard.js";

/**
 * The project's teams, newest first: name, how many members, id and creation time.
 *
 * @example
 * ```ts
 * teamsSection(readDashboard(services, project).teams);
 * ```
 */
export function teamsSection(teams: Listing<TeamRow>): SafeHtml {
  const table = dataTable<TeamRow>(
    shownOf(teams, "Teams"),
    [
      { header: "Name", cell: (team) => userText(team.displayName) },
      { header: "Members", cell: (team) => team.memberCount },
      { header: "ID", cell: (team) => html`<code>${team.id}</code>` },
      { header: "Created", cell: (team) => timeTag(team.createdAtMillis) },
    ],
    teams.rows,
    "No teams yet.",
  );
  return html`<section aria-labelledby="teams-heading">
<h2 id="teams-heading">Teams</h2>
${table}
</section>`;
}
