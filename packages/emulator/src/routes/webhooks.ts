import type { Hono } from "hono";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { emptyBodySchema, readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import { randomToken } from "../store/random.js";

/**
 * `POST /webhooks/svix-token` (admin): a token for the webhooks portal, answered 201 like every
 * create. The emulator delivers no webhooks; the token is random and opens nothing.
 */
export function registerWebhookRoutes(api: Hono<AppEnv>, _services: EmulatorServices): void {
  api.post("/webhooks/svix-token", async (c) => {
    requireAccess(c, "admin");
    await readBody(c, emptyBodySchema);
    return json(c, { token: `svix_emulator_${randomToken(24)}` }, 201);
  });
}
