import type { AppContext } from "../../apps/context.js";
import {
  type AdminProject,
  type AdminProjectUpdate,
  adminProjectFieldsFromJson,
} from "./admin-project.js";
import { projectUpdateToWire } from "./admin-update.js";
import { type AdminProjectJson, adminProjectJsonSchema } from "./admin-wire.js";
import { PROJECT_KEY } from "./client.js";
import { getProjectConfig, updateProjectConfig } from "./config.js";
import { productionModeErrors } from "./production-mode.js";

const PATH = "/internal/projects/current";

/** The cache key of the admin view of the project; `["project"]` invalidates it too. */
export const ADMIN_PROJECT_KEY = [...PROJECT_KEY, "admin"] as const;

const load = (context: AppContext) => () => context.http.request(PATH, {}, adminProjectJsonSchema);

/** The project with its full configuration (`GET /internal/projects/current`, cached). */
export async function getAdminProject(context: AppContext): Promise<AdminProject> {
  const json = await context.cache.getLatest(ADMIN_PROJECT_KEY, load(context));
  return adminProjectFromJson(context, json);
}

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
  context.cache.invalidate(PROJECT_KEY);
  return adminProjectFromJson(context, json);
}

/** Deletes the project (`DELETE /internal/projects/current`); its keys stop working at once. */
export async function deleteAdminProject(context: AppContext): Promise<void> {
  await context.http.request(PATH, { method: "DELETE" });
  context.cache.invalidate(PROJECT_KEY);
}

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
      context.cache.invalidate(PROJECT_KEY);
      onChange();
    },
    delete: async () => {
      await deleteAdminProject(context);
      onChange();
    },
    getProductionModeErrors: async () => productionModeErrors(fields),
    getConfig: () => getProjectConfig(context),
    updateConfig: async (config) => {
      await updateProjectConfig(context, config);
      onChange();
    },
  };
}
