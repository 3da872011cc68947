import type { Hono } from "hono";
import * as v from "valibot";
import { text } from "../http/respond.js";
import { readQuery } from "../http/validate.js";
import { clientUserJson } from "../serialize/user-json.js";
import type { AppEnv, ProjectAuth } from "../services/context.js";

// The wording of the service at the version its e2e suite pins (before its rename).
const WELCOME =
  "Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.";

/** The authentication lines of the welcome: none, or the access type, project and user. */
function describeAuth(auth: ProjectAuth | null): string {
  if (!auth) return "Authentication: None";
  const type = auth.accessType.charAt(0).toUpperCase() + auth.accessType.slice(1);
  const user = auth.user
    ? (clientUserJson(auth.user, auth.project).primary_email ?? auth.user.id)
    : "None";
  return `Authentication: ${type}\n  Project: ${auth.project.id}\n  User: ${user}`;
}

/**
 * `GET /api/v1` (and `/api/latest`), the API's root: 200 with the service's plain-text welcome,
 * which names the authentication the request carried (WIRE.md section 10). Like any route, it
 * refuses unknown query parameters (SCHEMA_ERROR), and the project headers are checked as
 * anywhere else.
 */
export function registerApiRootRoutes(api: Hono<AppEnv>): void {
  api.get("/", (c) => {
    readQuery(c, v.strictObject({}));
    return text(`${WELCOME}\n\n${describeAuth(c.get("auth"))}`, 200);
  });
}
