import { KnownErrors } from "@app/core/errors";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppEnv, EmulatorServices } from "../context.js";
import { acceptsProjectKey } from "../http/project-auth.js";
import { json } from "../http/respond.js";
import { parseOrThrow, readRawBody, schemaError } from "../http/validate.js";
import type { ProjectRecord } from "../store/project-store.js";

/** The `client_secret` of projects that do not require a publishable client key. */
export const PUBLIC_CLIENT_SECRET = "__stack_public_client__";

const tokenRequestSchema = v.object({
  grant_type: v.string(),
  client_id: v.optional(v.string()),
  client_secret: v.optional(v.string()),
  refresh_token: v.optional(v.string()),
});

/**
 * `POST /auth/oauth/token`, the OAuth token endpoint. It is called without `x-stack-*` headers
 * (the client authenticates with `client_id`/`client_secret`, in the body or as HTTP Basic), so
 * its errors keep their real status. Only the refresh-token grant is implemented so far.
 */
export function registerOAuthTokenRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.post("/auth/oauth/token", async (c) => {
    const body = parseOrThrow(tokenRequestSchema, (await readRawBody(c)) ?? {}, "body");
    const project = authenticateClient(services, c, body);
    if (body.grant_type !== "refresh_token") {
      schemaError(
        "body.grant_type",
        `unsupported grant type ${JSON.stringify(body.grant_type)}; supported: refresh_token`,
      );
    }
    if (!body.refresh_token) schemaError("body.refresh_token", "is required");
    const { store, tokens } = services;
    const session = store.sessions.findByRefreshToken(project.id, body.refresh_token);
    const user = session && store.users.get(project.id, session.userId);
    if (!session || !user) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    session.lastUsedAtMillis = services.clock.now();
    return json(c, {
      access_token: await tokens.issue(user, session),
      token_type: "Bearer",
      expires_in: Math.max(1, Math.round(tokens.lifetimeMs / 1000)),
      scope: "legacy",
      // Refresh tokens are not rotated: the same one keeps working.
      refresh_token: session.refreshToken,
    });
  });
}

/** The project of the OAuth client, or INVALID_OAUTH_CLIENT_ID_OR_SECRET. */
function authenticateClient(
  services: EmulatorServices,
  c: Context,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): ProjectRecord {
  let clientId = body.client_id;
  let clientSecret = body.client_secret;
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header("authorization") ?? "");
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon >= 0) {
      clientId = decodeURIComponent(decoded.slice(0, colon));
      clientSecret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  const invalid = () =>
    new KnownErrors.InvalidOAuthClientIdOrSecret({ client_id: clientId ?? null });
  if (!clientId || clientSecret === undefined) throw invalid();
  const project = services.store.projects.get(clientId);
  if (!project) throw invalid();
  const publicClient =
    clientSecret === PUBLIC_CLIENT_SECRET && !project.requirePublishableClientKey;
  if (!publicClient && !acceptsProjectKey(services, project, "publishableClientKey", clientSecret))
    throw invalid();
  return project;
}
