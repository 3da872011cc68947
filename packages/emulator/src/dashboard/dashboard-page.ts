import { type CreateUserFormState, createUserForm } from "./create-user-form.js";
import { faultsSection } from "./faults-section.js";
import { type HtmlValue, html, SafeHtml, timeTag } from "./html.js";
import { outboxSection } from "./outbox-section.js";
import type { DashboardData } from "./read-dashboard.js";
import { sessionsSection } from "./sessions-section.js";
import { teamsSection } from "./teams-section.js";
import { usersSection } from "./users-section.js";

/** The page's own CSS: a constant, not state. */
const STYLE = new SafeHtml(`
:root{color-scheme:light dark;background:Canvas;color:CanvasText;font-family:system-ui,sans-serif;line-height:1.45}
body{margin:0;padding:1rem}
main{max-width:72rem;margin:0 auto}
a{color:light-dark(#0645ad,#8ab4f8)}
section{margin-top:2rem}
table{border-collapse:collapse;width:100%}
caption{text-align:start;font-weight:600;padding:.25rem 0}
th,td{border:1px solid GrayText;padding:.3rem .5rem;text-align:start;vertical-align:top;overflow-wrap:anywhere}
code{font-size:.9em}
form{margin:.75rem 0}
.field{margin:.75rem 0}
label{display:block;font-weight:600}
.hint{margin:.1rem 0}
input,select,button{font:inherit}
input{padding:.3rem .5rem;width:min(24rem,100%);box-sizing:border-box;border:1px solid CanvasText;border-radius:.25rem}
input[aria-invalid=true]{border-width:2px}
button{padding:.35rem 1rem}
.error{color:light-dark(#a1001b,#ffb3b3);font-weight:600;margin:.25rem 0}
.notice{border-inline-start:.3rem solid CanvasText;padding:.25rem .75rem}
:focus-visible{outline:3px solid Highlight;outline-offset:2px}
`);

function layout(title: string, body: HtmlValue): SafeHtml {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · emulator dashboard</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>Emulator dashboard</h1>
${body}
</main></body></html>`;
}

function projectPicker(
  projects: DashboardData["projects"],
  selectedId: string | undefined,
): SafeHtml {
  const options = projects.map(
    (project) =>
      html`<option value="${project.id}"${project.id === selectedId ? html` selected` : ""}>${project.displayName} (${project.id})</option>`,
  );
  return html`<form method="get" action="/">
<label for="project">Project</label>
<select id="project" name="project">${options}</select>
<button type="submit">Show project</button>
</form>`;
}

/** What the dashboard page shows besides the state: a notice after an action, the form. */
export interface DashboardPageOptions {
  /** A sentence saying what the last action did (`User … was created.`), shown as a status. */
  notice?: HtmlValue;
  form: CreateUserFormState;
}

/**
 * The dashboard of one project: a project picker, then its users, the create-user form, teams,
 * sessions and e-mails, and the emulator's faults with a button to clear them.
 *
 * @example
 * ```ts
 * c.html(dashboardPage(readDashboard(services, project), { form: EMPTY_CREATE_USER_FORM }).toString());
 * ```
 */
export function dashboardPage(data: DashboardData, options: DashboardPageOptions): SafeHtml {
  const { project } = data;
  return layout(
    project.displayName,
    html`<p>Emulator time: ${timeTag(data.nowMs)}. More: <a href="/emulator/outbox">the outbox</a>; as JSON, <a href="/emulator/faults">the faults</a> and <a href="/emulator/requests">the request log</a>.</p>
${projectPicker(data.projects, project.id)}
${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ""}
${usersSection(data.users, project.displayName)}
${createUserForm(project.id, options.form)}
${teamsSection(data.teams)}
${sessionsSection(data.sessions)}
${outboxSection(data.emails)}
${faultsSection(data.faults, project.id)}`,
  );
}

/**
 * The page for a `?project=` that names no project: what was asked for, and the picker.
 *
 * @example
 * ```ts
 * c.html(unknownProjectPage(projects, "nope").toString(), 404);
 * ```
 */
export function unknownProjectPage(projects: DashboardData["projects"], id: string): SafeHtml {
  return layout(
    "Unknown project",
    html`<p class="error" role="alert">There is no project with the id "${id}". Pick one of the emulator's projects.</p>
${projectPicker(projects, undefined)}`,
  );
}
