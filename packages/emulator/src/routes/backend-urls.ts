import type { Hono } from "hono";
import * as v from "valibot";
import { json } from "../http/respond.js";
import { readQuery } from "../http/validate.js";
import type { AppEnv } from "../services/context.js";

/**
 * `GET /internal/backend-urls`: the API URLs a client may fail over to, `{urls}`, which the
 * reference SDK asks for in the background (no project headers needed). The emulator has one: its
 * own origin, as the request reached it.
 *
 * @example
 * ```ts
 * await (await fetch(`${emulator.url}/api/v1/internal/backend-urls`)).json(); // { urls: [emulator.url] }
 * ```
 */
export function registerBackendUrlRoutes(api: Hono<AppEnv>): void {
  api.get("/internal/backend-urls", (c) => {
    readQuery(c, v.strictObject({}));
    return json(c, { urls: [new URL(c.req.url).origin] });
  });
}
