import { createHash } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import { type OAuthTokenRequest, oauthTokenRequestSchema } from "@app/core/internal";
import type { Context, Hono } from "hono";
import { signInTokens } from "../actions/sign-in-tokens.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { markSessionUsed } from "../http/end-user-ip-info.js";
import { acceptsProjectKey } from "../http/project-auth.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { parseOrThrow, readRawBody, schemaError } from "../http/validate.js";
import { projectOfClientId } from "../oauth/client-project.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";

/** The `client_secret` of projects that do not require a publishable client key. */
export const PUBLIC_CLIENT_SECRET = "__stack_public_client__";

/** The PKCE S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/**
 * Whether `verifier` answers the flow's PKCE challenge: its S256 hash, or itself with `plain`
 * (older records have no method: S256). Any other method matches nothing.
 */
function pkceMatches(
  record: { codeChallenge: string; codeChallengeMethod?: string },
  verifier: string,
): boolean {
  switch (record.codeChallengeMethod ?? "S256") {
    case "S256":
      return pkceChallenge(verifier) === record.codeChallenge;
    case "plain":
      return verifier === record.codeChallenge;
    default:
      return false;
  }
}

/**
 * `POST /auth/oauth/token`, the OAuth token endpoint. It is called without `x-stack-*` headers
 * (the client authenticates with `client_id`/`client_secret`, in the body or as HTTP Basic), so
 * its errors keep their real status. Two grants: `refresh_token` (a new access token for a
 * session) and `authorization_code` (the end of an OAuth sign-in: the code of the callback, the
 * same `redirect_uri` and the PKCE `code_verifier` (S256 or plain); a code is tried once, and any mismatch is
 * INVALID_AUTHORIZATION_CODE).
 */
export function registerOAuthTokenRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.post("/auth/oauth/token", async (c) => {
    const body = parseOrThrow(oauthTokenRequestSchema, (await readRawBody(c)) ?? {}, "body");
    const project = authenticateOAuthClient(services, c, body);
    if (body.grant_type === "authorization_code") {
      return tokenAnswer(c, await authorizationCodeGrant(services, project, body));
    }
    if (body.grant_type !== "refresh_token") {
      schemaError(
        "body.grant_type",
        `unsupported grant type ${JSON.stringify(body.grant_type)}; supported: refresh_token, authorization_code`,
      );
    }
    if (!body.refresh_token) schemaError("body.refresh_token", "is required");
    const { store, tokens } = services;
    const session = store.sessions.findByRefreshToken(project.id, body.refresh_token);
    const user = session && store.users.get(project.id, session.userId);
    if (!session || !user) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    markSessionUsed(session, c, services.clock.now());
    return tokenAnswer(c, {
      access_token: await tokens.issue(user, session, project),
      token_type: "Bearer",
      expires_in: Math.max(1, Math.round(tokens.lifetimeMs / 1000)),
      scope: "legacy",
      // Refresh tokens are not rotated: the same one keeps working.
      refresh_token: session.refreshToken,
    });
  });
}

/** A token answer, which no cache may keep (as OAuth's token endpoints say, and the service). */
function tokenAnswer(c: Context, body: unknown): Response {
  const response = json(c, body);
  response.headers.set("cache-control", "no-store");
  response.headers.set("pragma", "no-cache");
  return response;
}

/** The service's text for a `redirect_uri` that is not the authorize call's. */
export const REDIRECT_URI_MISMATCH_MESSAGE =
  "Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.";

/**
 * The answer to an authorization code: a new session, or MULTI_FACTOR_AUTHENTICATION_REQUIRED.
 * An unknown, expired or spent code, or a verifier that does not answer its challenge, is
 * INVALID_AUTHORIZATION_CODE; another `redirect_uri` than the authorize call's the service's 400
 * text. The code is spent either way.
 */
async function authorizationCodeGrant(
  services: EmulatorServices,
  project: ProjectRecord,
  body: OAuthTokenRequest,
) {
  for (const field of ["code", "redirect_uri", "code_verifier"] as const) {
    if (!body[field]) schemaError(`body.${field}`, "is required");
  }
  const record = services.store.oauth.takeCode(project.id, body.code as string);
  const user = record && services.store.users.get(project.id, record.userId);
  if (!record || !user || !pkceMatches(record, body.code_verifier as string)) {
    throw new KnownErrors.InvalidAuthorizationCode();
  }
  if (body.redirect_uri !== record.redirectUri) {
    throw new StatusError(400, REDIRECT_URI_MISMATCH_MESSAGE);
  }
  const answer = record.sessionId
    ? await handedOffSession(services, project, user, record.sessionId)
    : await signInTokens(services, user, record.isNewUser);
  return {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    token_type: "Bearer",
    expires_in: Math.max(1, Math.round(services.tokens.lifetimeMs / 1000)),
    scope: "legacy",
    is_new_user: record.isNewUser,
    newUser: record.isNewUser,
    after_callback_redirect_url: record.afterCallbackRedirectUrl,
    afterCallbackRedirectUrl: record.afterCallbackRedirectUrl,
  };
}

/**
 * The tokens of the session a cross-domain hand-off passed on: its own refresh token and a new
 * access token for it. A session that ended since makes the code invalid.
 */
async function handedOffSession(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  sessionId: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const session = services.store.sessions.get(sessionId);
  if (!session || session.userId !== user.id) throw new KnownErrors.InvalidAuthorizationCode();
  session.lastUsedAtMillis = services.clock.now();
  return {
    access_token: await services.tokens.issue(user, session, project),
    refresh_token: session.refreshToken,
  };
}

/**
 * The project of an OAuth client (`client_id` and `client_secret` from the body or the query, or
 * HTTP Basic; `client_id` may name the branch, `project#main`), or
 * INVALID_OAUTH_CLIENT_ID_OR_SECRET. No secret, or the public-client value, is
 * PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT for a project that requires a publishable key.
 */
export function authenticateOAuthClient(
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
      // Form-encoded (RFC 6749 section 2.3.1); a `%` that starts no escape is a client error.
      const id = percentDecoded(decoded.slice(0, colon));
      const secret = percentDecoded(decoded.slice(colon + 1));
      if (id === undefined || secret === undefined) {
        throw new KnownErrors.InvalidOAuthClientIdOrSecret({ client_id: id ?? null });
      }
      clientId = id;
      clientSecret = secret;
    }
  }
  const invalid = () =>
    new KnownErrors.InvalidOAuthClientIdOrSecret({ client_id: clientId ?? null });
  if (!clientId) throw invalid();
  const project = projectOfClientId(services, clientId);
  if (!project) throw invalid();
  if (clientSecret === undefined || clientSecret === PUBLIC_CLIENT_SECRET) {
    if (project.requirePublishableClientKey) {
      throw new KnownErrors.PublishableClientKeyRequiredForProject({ project_id: project.id });
    }
    return project;
  }
  if (!acceptsProjectKey(services, project, "publishableClientKey", clientSecret)) throw invalid();
  return project;
}

/** `text` percent-decoded, or undefined when it holds a malformed escape (`%zz`, a lone `%`). */
function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
