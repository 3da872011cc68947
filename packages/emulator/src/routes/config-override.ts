import { configOverrideUpdateRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { type ConfigOverride, configOverrideProblem } from "../config/check-override.js";
import { CONFIG_LEVELS } from "../config/config-schema.js";
import { applyConfigOverride, configOverridesOf, renderConfig } from "../config/resolve-config.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody, readParams } from "../http/validate.js";
import type { AppEnv } from "../services/context.js";

const levelParamsSchema = v.object({ level: v.picklist(CONFIG_LEVELS) });

/** The parsed JSON of a request's config string, or the service's 400 text. */
function parseConfigString(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new StatusError(400, "Invalid config JSON");
  }
}

/**
 * The config-override API of the service (admin access): `GET /internal/config` answers the
 * project's effective config, `GET /internal/config/override/{level}` the override stored at a
 * level (`project`, `branch` or `environment`), both as `{ config_string }` (JSON in a string);
 * `PATCH /internal/config/override/{level}` with `{ config_override_string }` writes keys over
 * that level's override. A bad override is refused with the service's plain-text 400, and
 * nothing is stored. The project's settings follow at once (`config/resolve-config.ts`).
 */
export function registerConfigOverrideRoutes(api: Hono<AppEnv>): void {
  api.get("/internal/config", (c) => {
    const { project } = requireAccess(c, "admin");
    const config = renderConfig(configOverridesOf(project));
    return json(c, { config_string: JSON.stringify(config) });
  });

  api.get("/internal/config/override/:level", (c) => {
    const { project } = requireAccess(c, "admin");
    const { level } = readParams(c, levelParamsSchema);
    const override = configOverridesOf(project)[level];
    return json(c, { config_string: JSON.stringify(override) });
  });

  api.patch("/internal/config/override/:level", async (c) => {
    const { project } = requireAccess(c, "admin");
    const { level } = readParams(c, levelParamsSchema);
    const body = await readBody(c, configOverrideUpdateRequestSchema);
    const override = parseConfigString(body.config_override_string);
    const problem = configOverrideProblem(level, override);
    if (problem !== undefined) throw new StatusError(400, problem);
    // configOverrideProblem found it to be an object of config values.
    applyConfigOverride(project, level, override as ConfigOverride);
    return json(c, { success: true });
  });
}
