import * as v from "valibot";
import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import type { CompleteConfig, ConfigOverride } from "./config-shape.js";

// The service's config-override API, for the admin project: `GET /internal/config` reads the
// effective config, `PATCH /internal/config/override/environment` writes over the environment's
// override. Both carry the config as JSON inside a string.

const configStringJsonSchema = v.looseObject({ config_string: v.string() });

/**
 * `project.getConfig()`: the project's effective config (`GET /internal/config`), cached under
 * `["project", "config"]`: under `["project"]`, so every change to the project
 * (`project.update()`, which changes the same settings) reloads it too.
 */
export const projectConfigQuery = (context: AppContext): Query<CompleteConfig> => ({
  key: keys.projectConfig(),
  load: async () => {
    const json = await context.http.request("/internal/config", {}, configStringJsonSchema);
    return JSON.parse(json.config_string) as CompleteConfig;
  },
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Writes `override` over the environment's config override
 * (`PATCH /internal/config/override/environment`), then reloads every cached view of the project
 * (`["project"]`, the config included). The service refuses an unknown key or a value of the
 * wrong type (a 400 whose message names it) and stores nothing then.
 */
export async function updateProjectConfig(
  context: AppContext,
  override: ConfigOverride,
): Promise<void> {
  if (!isPlainObject(override)) {
    throw new TypeError(
      'updateConfig expects an object of config keys, such as { "auth.allowSignUp": false }.',
    );
  }
  await context.http.request("/internal/config/override/environment", {
    method: "PATCH",
    body: { config_override_string: JSON.stringify(override) },
  });
  changed(context, "project.updateConfig");
}
