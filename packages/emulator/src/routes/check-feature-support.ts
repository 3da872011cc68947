import type { Hono } from "hono";
import { text } from "../http/respond.js";
import { readRawBody } from "../http/validate.js";
import type { AppEnv } from "../services/context.js";

/**
 * `POST /check-feature-support`: the reference SDK posts `{name, …options}` when an app calls
 * something the SDK does not support, then throws the answer's text. Like the service, the
 * emulator answers 200 with a plain-text notice (naming `feature_name` if the body has one),
 * whoever asks and whatever the body.
 */
export function registerFeatureSupportRoutes(api: Hono<AppEnv>): void {
  api.post("/check-feature-support", async (c) => {
    const body = await readRawBody(c).catch(() => undefined);
    const named =
      body !== null && typeof body === "object" && "feature_name" in body
        ? String(body.feature_name)
        : "This feature";
    return text(`${named} is not supported yet. Ask the service's support about it.`, 200);
  });
}
