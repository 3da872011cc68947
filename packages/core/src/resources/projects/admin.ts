import * as v from "valibot";
import type { AppContext } from "../../apps/context.js";
import { toWire } from "../../schemas/to-wire.js";
import {
  ADMIN_CONFIG_FIELDS,
  type AdminProject,
  type AdminProjectUpdate,
  adminConfigValueToWire,
  adminProjectFieldsFromJson,
} from "./admin-project.js";
import { type AdminProjectJson, adminProjectJsonSchema } from "./admin-wire.js";
import { PROJECT_KEY } from "./client.js";

const PATH = "/internal/projects/current";

const PROJECT_FIELDS = {
  displayName: ["display_name", v.pipe(v.string(), v.minLength(1, "must not be empty"))],
  description: ["description", v.nullable(v.string())],
  isProductionMode: ["is_production_mode", v.boolean()],
  config: ["config", v.record(v.string(), v.unknown())],
} as const;

/** The project with its full configuration (`GET /internal/projects/current`). */
export async function getAdminProject(context: AppContext): Promise<AdminProject> {
  return adminProject(context, await context.http.request(PATH, {}, adminProjectJsonSchema));
}

/**
 * Changes the project's name, description, production mode or configuration. Every cached view of
 * the project (`["project"]`) reloads, so sign-in pages follow a config change at once.
 */
export async function updateAdminProject(
  context: AppContext,
  patch: AdminProjectUpdate,
): Promise<AdminProject> {
  const body = toWire(patch, PROJECT_FIELDS, "updateProject()");
  if (body.config !== undefined) {
    const config = toWire(body.config, ADMIN_CONFIG_FIELDS, "updateProject() config");
    body.config = Object.fromEntries(
      Object.entries(config).map(([name, value]) => [name, adminConfigValueToWire(name, value)]),
    );
  }
  const json = await context.http.request(PATH, { method: "PATCH", body }, adminProjectJsonSchema);
  context.cache.invalidate(PROJECT_KEY);
  return adminProject(context, json);
}

function adminProject(context: AppContext, json: AdminProjectJson): AdminProject {
  return {
    ...adminProjectFieldsFromJson(json),
    update: async (patch) => {
      await updateAdminProject(context, patch);
    },
  };
}
