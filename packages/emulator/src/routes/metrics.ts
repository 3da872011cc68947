import type { Hono } from "hono";
import { computeMetrics } from "../actions/compute-metrics.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { readQuery } from "../http/validate.js";
import { metricsQuerySchema } from "../schemas/emails.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/**
 * `GET /internal/metrics` (admin): the project's user metrics, computed from the store at the
 * emulator's clock (see `computeMetrics`); anonymous users count with `include_anonymous=true`.
 */
export function registerMetricsRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/internal/metrics", (c) => {
    const { project } = requireAccess(c, "admin");
    const { include_anonymous } = readQuery(c, metricsQuerySchema);
    const users = services.store.users.list(project.id, {
      includeAnonymous: include_anonymous === "true",
    });
    return json(c, computeMetrics(users, services.clock.now()));
  });
}
