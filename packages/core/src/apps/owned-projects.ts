import type { AppContext } from "../context/app-context.js";
import { changed } from "../resources/kit/changes.js";
import { adminProjectFromJson } from "../resources/projects/admin.js";
import type { AdminOwnedProjectOf } from "../resources/projects/admin-project.js";
import { projectCreateToWire } from "../resources/projects/admin-update.js";
import { type AdminProjectJson, adminProjectJsonSchema } from "../resources/projects/admin-wire.js";
import type { OwnerOperations } from "../resources/projects/owned.js";
import { listJsonSchema } from "../schemas/list.js";
import type { Session } from "../session/session.js";

// Project owners (WIRE.md section 10): a user of the `internal` project lists and creates the
// projects they own; each comes with an admin app that authenticates with the owner's access token
// (`x-stack-admin-access-token`), no keys.

const PATH = "/internal/projects";

/** The options of an owned project's admin app: the owner's session instead of keys. */
export interface OwnedAppOptions {
  baseUrl: string;
  projectId: string;
  projectOwnerSession: () => Promise<string | null>;
  tokenStore: null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  deadlineMs?: number;
}

/**
 * How the admin app (`App`) is built: its class and the context of an app of a project owner,
 * passed in by the admin app's module, which this one does not import.
 */
export interface OwnedAppFactory<App> {
  AdminApp: new (options: OwnedAppOptions, context: AppContext) => App;
  ownerContext: (options: OwnedAppOptions) => AppContext;
}

/**
 * The owners' operations over `factory`. Each owner session gets one admin app per project, as
 * long as the session lives.
 */
export function ownedProjectOperations<App>({
  AdminApp,
  ownerContext,
}: OwnedAppFactory<App>): OwnerOperations<App> {
  const apps = new WeakMap<Session, Map<string, [App, AppContext]>>();

  function ownedApp(context: AppContext, session: Session, projectId: string) {
    let bySession = apps.get(session);
    if (!bySession) {
      bySession = new Map();
      apps.set(session, bySession);
    }
    let entry = bySession.get(projectId);
    if (!entry) {
      const { fetch, timeoutMs, deadlineMs } = context.http.options;
      const options: OwnedAppOptions = {
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
  ): AdminOwnedProjectOf<App> {
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
