import { dataTable, html, type SafeHtml, shownOf, timeTag, userText } from "./html.js";
import type { Listing, UserRow } from "./read-dashboard.js";

/**
 * The project's users, newest first: id, e-mail, display name, sign-up time and whether the user
 * is anonymous.
 *
 * @example
 * ```ts
 * usersSection(readDashboard(services, project).users, "Demo Project");
 * ```
 */
export function usersSection(users: Listing<UserRow>, projectName: string): SafeHtml {
  const table = dataTable<UserRow>(
    html`${shownOf(users, "Users")} of <bdi>${projectName}</bdi>`,
    [
      { header: "ID", cell: (user) => html`<code>${user.id}</code>` },
      { header: "E-mail", cell: (user) => userText(user.email) },
      { header: "Display name", cell: (user) => userText(user.displayName) },
      { header: "Created", cell: (user) => timeTag(user.signedUpAtMillis) },
      { header: "Anonymous", cell: (user) => (user.isAnonymous ? "Yes" : "No") },
    ],
    users.rows,
    "No users yet.",
  );
  return html`<section aria-labelledby="users-heading">
<h2 id="users-heading">Users</h2>
${table}
</section>`;
}
