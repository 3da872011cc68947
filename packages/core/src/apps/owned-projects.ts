import type { AppContext } from "../context/app-context.js";
import { changed } from "../resources/kit/changes.js";
import { adminProjectFromJson } from "../resources/projects/admin.js";
import { projectCreateToWire } from "../resources/projects/admin-update.js";
import { type AdminProjectJson, adminProjectJsonSchema } from "../resources/projects/admin-wire.js";
import type { OwnerOperations } from "../resources/projects/owned.js";
import { listJsonSchema } from "../schemas/list.js";
import type { Session } from "../session/session.js";
import type { ProjectOwnerSession, StackAdminApp, StackAdminAppOptions } from "./admin-app.js";
import type { AdminOwnedProject } from "./public-types.js";

// Project owners (WIRE.md section 10): a user of the `internal` project lists and creates the
// projects they own; each comes with an admin app that authenticates with the owner's access token
// (`x-stack-admin-access-token`), no keys.

const PATH = "/internal/projects";

/** How the admin app is built: the class and the context of an app of a project owner. */
export interface OwnedAppFactory {
  AdminApp: new (options: StackAdminAppOptions, context: AppContext) => StackAdminApp;
  ownerContext: (
    options: StackAdminAppOptions & { projectOwnerSession: ProjectOwnerSession },
  ) => AppContext;
}

/**
 * The owners' operations over `factory` (passed in by the admin app's module). Each owner session gets one admin app per project, as long as the session lives.
 */
export function ownedProjectOperations({
  AdminApp,
  ownerContext,
}: OwnedAppFactory): OwnerOperations<StackAdminApp> {
  const apps = new WeakMap<Session, Map<string, [StackAdminApp, AppContext]>>();

  function ownedApp(context: AppContext, session: Session, projectId: string) {
    let bySession = apps.get(session);
    if (!bySession) {
      bySession = new Map();
      apps.set(session, bySession);
    }
    let entry = bySession.get(projectId);
    if (!entry) {
      const { fetch, timeoutMs, deadlineMs } = context.http.options;
      const options = {
        baseUrl: context.http.baseUrl,
        projectId,
        projectOwnerSession: () => session.getAccessToken(),
        tokenStore: null,
        ...(fetch ? { fetch } : {}),
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(deadlineMs === undefined ? {} : { deadlineMs }),
      };
      const appContext = ownerContext(options);
      entry = [new AdminApp(options, appContext), appContext];
      bySession.set(projectId, entry);
    }
    return entry;
  }

  function ownedProject(
    context: AppContext,
    session: Session,
    json: AdminProjectJson,
  ): AdminOwnedProject {
    const [app, appContext] = ownedApp(context, session, json.id);
    const project = adminProjectFromJson(appContext, json, () =>
      changed(context, "ownedProject.change", session),
    );
    return { ...project, app };
  }

  return {
    async loadOwnedProjects(context, session) {
      const list = await context.http.request(
        PATH,
        { session },
        listJsonSchema(adminProjectJsonSchema),
      );
      return list.items.map((json) => ownedProject(context, session, json));
    },
    async createProject(context, session, options) {
      const body = projectCreateToWire(options);
      const json = await context.http.request(
        PATH,
        { method: "POST", body, session },
        adminProjectJsonSchema,
      );
      changed(context, "ownedProject.create", session);
      return ownedProject(context, session, json);
    },
  };
}
