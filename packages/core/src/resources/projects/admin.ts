import type { HookTwinsOf } from "../../cache/hook-adapter.js";
import { memoSelect } from "../../cache/memo-select.js";
import type { Query, QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import { getters } from "../kit/lazy.js";
import {
  type AdminProject,
  type AdminProjectUpdate,
  adminProjectFieldsFromJson,
} from "./admin-project.js";
import { projectUpdateToWire } from "./admin-update.js";
import { type AdminProjectJson, adminProjectJsonSchema } from "./admin-wire.js";
import { projectConfigQuery, updateProjectConfig } from "./config.js";
import { type ProductionModeError, productionModeErrors } from "./production-mode.js";

const PATH = "/internal/projects/current";

/**
 * `adminApp.getProject()`: the project with its full configuration
 * (`GET /internal/projects/current`), cached under `["project", "admin"]`, which `["project"]`
 * invalidates too.
 */
export const adminProjectQuery = (context: AppContext): Query<AdminProject> => ({
  key: keys.adminProject(),
  load: async () =>
    adminProjectFromJson(context, await context.http.request(PATH, {}, adminProjectJsonSchema)),
});

const errorsOf = memoSelect(productionModeErrors);

/** The getters of an admin project, each `(context, …args)`, with their hooks. */
const adminProjectQueries = {
  /** What keeps the project, as it is now, from production mode. */
  getProductionModeErrors: (context: AppContext): Query<AdminProject, ProductionModeError[]> => ({
    ...adminProjectQuery(context),
    select: errorsOf,
  }),
  getConfig: projectConfigQuery,
} satisfies Record<string, QueryFn>;

/**
 * Changes the project's name, description, production mode or configuration. Every cached view of
 * the project (`["project"]`) reloads, so sign-in pages follow a config change at once.
 */
export async function updateAdminProject(
  context: AppContext,
  patch: AdminProjectUpdate,
): Promise<AdminProject> {
  const body = projectUpdateToWire(patch, "updateProject()");
  const json = await context.http.request(PATH, { method: "PATCH", body }, adminProjectJsonSchema);
  changed(context, "project.update");
  return adminProjectFromJson(context, json);
}

/** Deletes the project (`DELETE /internal/projects/current`); its keys stop working at once. */
export async function deleteAdminProject(context: AppContext): Promise<void> {
  await context.http.request(PATH, { method: "DELETE" });
  changed(context, "project.delete");
}

// `getters` also makes each getter's hook twin (`useConfig()`…), which `@app/react` types.
type Names = "getProductionModeErrors" | "getConfig";
type AdminProjectGetters = Pick<AdminProject, Names> & HookTwinsOf<AdminProject, Names>;

/**
 * The admin project of `json` with its actions, which act through `context`; `onChange` runs after
 * each change (an owned project's list in the owner's app reloads).
 */
export function adminProjectFromJson(
  context: AppContext,
  json: AdminProjectJson,
  onChange: () => void = () => {},
): AdminProject {
  const fields = adminProjectFieldsFromJson(json);
  return {
    ...fields,
    update: async (patch) => {
      const body = projectUpdateToWire(patch);
      await context.http.request(PATH, { method: "PATCH", body }, adminProjectJsonSchema);
      changed(context, "project.update");
      onChange();
    },
    delete: async () => {
      await deleteAdminProject(context);
      onChange();
    },
    ...getters<AdminProjectGetters, typeof adminProjectQueries>(
      context.cache,
      adminProjectQueries,
      ["getProductionModeErrors", "getConfig"],
      context,
    ),
    updateConfig: async (config) => {
      await updateProjectConfig(context, config);
      onChange();
    },
  };
}
