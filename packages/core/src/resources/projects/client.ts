import type { AsyncStore } from "../../cache/keyed-cache.js";
import type { AppContext } from "../../context/app-context.js";
import type { ClientProject } from "./project.js";

// The schema of the answer and its mapping (project.ts) load with the request, in parallel with
// it (a browser app's first load holds neither).
const loadProject = () => import("./project.js");
const projectSchema = async () => (await loadProject()).clientProjectJsonSchema;

/**
 * The cache key of the project as clients see it (cache-keys.ts's `keys.project()`, spelt out here
 * so that the first load does not carry cache-keys.ts).
 */
export const PROJECT_KEY = ["project"] as const;

const load = (context: AppContext) => async () => {
  const [{ clientProjectFromJson }, json] = await Promise.all([
    loadProject(),
    context.http.request("/projects/current", {}, projectSchema),
  ]);
  return clientProjectFromJson(json);
};

/** `GET /projects/current` through the cache, as a subscribable store. */
export function projectStore(context: AppContext): AsyncStore<ClientProject> {
  return context.cache.store(PROJECT_KEY, load(context));
}

/**
 * `app.getProject()`: the project's public settings as the service holds them now (loaded again
 * and stored, or the load in flight joined; see `KeyedCache.fresh`).
 */
export function getProject(context: AppContext): Promise<ClientProject> {
  return context.cache.fresh(PROJECT_KEY, load(context));
}

/**
 * Stores a project already loaded elsewhere (a server render's, see `hydrate`), so that readers
 * of the project here do not load it again; a later reload uses the usual request.
 */
export function seedProject(context: AppContext, project: ClientProject): void {
  context.cache.set(PROJECT_KEY, project, load(context));
}
