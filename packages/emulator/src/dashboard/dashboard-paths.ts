/**
 * Where the dashboard and its form posts are served. The page is the emulator's root; the posts
 * sit under `/emulator/`, where no fault applies and nothing is logged.
 *
 * @example
 * ```ts
 * html`<form method="post" action="${DASHBOARD_PATHS.clearFaults}">…</form>`;
 * ```
 */
export const DASHBOARD_PATHS = Object.freeze({
  page: "/",
  createUser: "/emulator/dashboard/users",
  clearFaults: "/emulator/dashboard/faults/clear",
});

/**
 * The dashboard of one project, with an optional notice in its query.
 *
 * @example
 * ```ts
 * c.redirect(dashboardUrl(project.id, { cleared: "faults" }), 303);
 * ```
 */
export function dashboardUrl(projectId: string, notice: Record<string, string> = {}): string {
  return `/?${new URLSearchParams({ project: projectId, ...notice })}`;
}
