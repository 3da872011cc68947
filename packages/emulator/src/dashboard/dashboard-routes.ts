import type { Context, Hono } from "hono";
import { DEMO_PROJECT } from "../actions/seed.js";
import { notFound } from "../http/envelope.js";
import { text } from "../http/respond.js";
import { readRawBody } from "../http/validate.js";
import type { EmulatorServices, OuterEnv } from "../services/context.js";
import { primaryChannel } from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import { createUserFromForm, readCreateUserFields } from "./create-user.js";
import { type CreateUserFormState, EMPTY_CREATE_USER_FORM } from "./create-user-form.js";
import { dashboardPage, unknownProjectPage } from "./dashboard-page.js";
import { DASHBOARD_PATHS, dashboardUrl } from "./dashboard-paths.js";
import { type HtmlValue, html } from "./html.js";
import { readDashboard } from "./read-dashboard.js";
import { crossSiteRefusal } from "./same-origin.js";

type Outcome = { project: ProjectRecord } | { missing: string };

/** The project a `project` parameter names; absent, the demo project (or the first one). */
function pickProject(services: EmulatorServices, id: string | undefined): Outcome {
  const { projects } = services.store;
  const project = id ? projects.get(id) : (projects.get(DEMO_PROJECT.id) ?? projects.list()[0]);
  return project ? { project } : { missing: id ?? "" };
}

/** The sentence of a notice in the query, after a redirect. */
function noticeOf(c: Context, services: EmulatorServices, project: ProjectRecord): HtmlValue {
  const created = c.req.query("created");
  const user = created ? services.store.users.get(project.id, created) : undefined;
  if (user) {
    const name = primaryChannel(user)?.value ?? user.id;
    return html`User <bdi>${name}</bdi> was created.`;
  }
  if (c.req.query("cleared") === "faults") return "Faults cleared.";
  return undefined;
}

async function formBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readRawBody(c);
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * The dashboard: `GET /` in a browser (a request accepting `text/html`; others still get 404)
 * shows a project's users, teams, sessions and e-mails and the emulator's faults (`?project=`
 * picks the project, the demo project by default). Its forms post to
 * `/emulator/dashboard/users` (create a user, then back to the dashboard with 303, or the page
 * again with the errors, 400) and `/emulator/dashboard/faults/clear`; a post that does not come
 * from the dashboard's own origin is refused with 403 (see `crossSiteRefusal`).
 *
 * @example
 * ```ts
 * registerDashboardRoutes(app, services); // before app.notFound()
 * ```
 */
export function registerDashboardRoutes(app: Hono<OuterEnv>, services: EmulatorServices): void {
  const render = (
    c: Context,
    project: ProjectRecord,
    form: CreateUserFormState,
    status: 200 | 400,
  ) => {
    const notice = status === 200 ? noticeOf(c, services, project) : undefined;
    const page = dashboardPage(readDashboard(services, project), { notice, form });
    return c.html(page.toString(), status);
  };
  const refused = (c: Context) => {
    const refusal = crossSiteRefusal(c.req.raw, services.baseUrl(), services.allowedHosts);
    return refusal === undefined ? undefined : text(refusal, 403);
  };

  app.get(DASHBOARD_PATHS.page, (c) => {
    if (!c.req.header("accept")?.includes("text/html")) return notFound(c);
    const picked = pickProject(services, c.req.query("project") || undefined);
    if ("missing" in picked) {
      const projects = services.store.projects.list();
      return c.html(unknownProjectPage(projects, picked.missing).toString(), 404);
    }
    return render(c, picked.project, EMPTY_CREATE_USER_FORM, 200);
  });

  app.post(DASHBOARD_PATHS.createUser, async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const body = await formBody(c);
    const picked = pickProject(
      services,
      typeof body.project === "string" ? body.project : undefined,
    );
    if ("missing" in picked) return text(`No project with id ${picked.missing}.`, 404);
    const fields = readCreateUserFields(body);
    const result = await createUserFromForm(services, picked.project, fields);
    if ("errors" in result) {
      const values = { email: fields.email, displayName: fields.displayName };
      return render(c, picked.project, { values, errors: result.errors }, 400);
    }
    return c.redirect(dashboardUrl(picked.project.id, { created: result.user.id }), 303);
  });

  app.post(DASHBOARD_PATHS.clearFaults, async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const body = await formBody(c);
    services.faults.clear();
    const picked = pickProject(
      services,
      typeof body.project === "string" ? body.project : undefined,
    );
    const projectId = "project" in picked ? picked.project.id : DEMO_PROJECT.id;
    return c.redirect(dashboardUrl(projectId, { cleared: "faults" }), 303);
  });
}
