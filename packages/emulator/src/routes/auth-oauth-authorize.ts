import { KnownError, KnownErrors } from "@app/core/errors";
import { urlSchema } from "@app/core/internal";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { resolveOAuthUser } from "../actions/oauth-sign-in.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { serverMessage } from "../http/error-messages.js";
import { json } from "../http/respond.js";
import { readParams, readQuery } from "../http/validate.js";
import { mockProviderAuthorizeUrl } from "../oauth/mock-provider.js";
import type { OAuthFlowRecord } from "../store/oauth-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { authenticateOAuthClient } from "./auth-oauth-token.js";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "is required"));

/** The query of `GET /auth/oauth/authorize/{provider}` (WIRE.md section 5). */
const authorizeQuerySchema = v.strictObject({
  client_id: nonEmpty,
  client_secret: nonEmpty,
  redirect_uri: urlSchema,
  scope: v.literal("legacy"),
  state: nonEmpty,
  grant_type: v.literal("authorization_code"),
  // A PKCE S256 challenge: the base64url SHA-256 of the verifier, 43 characters.
  code_challenge: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url SHA-256 hash (43 characters)"),
  ),
  code_challenge_method: v.literal("S256"),
  response_type: v.literal("code"),
  type: v.picklist(["authenticate", "link"]),
  error_redirect_url: v.optional(urlSchema),
  token: v.optional(v.string()),
  after_callback_redirect_url: v.optional(urlSchema),
  provider_scope: v.optional(v.string()),
  stack_response_mode: v.optional(v.picklist(["json", "redirect"])),
  hexclave_response_mode: v.optional(v.picklist(["json", "redirect"])),
  // Bot-challenge fields of the live service; the emulator never asks for a challenge.
  bot_challenge_token: v.optional(v.string()),
  bot_challenge_phase: v.optional(v.string()),
  bot_challenge_unavailable: v.optional(v.string()),
});

// Providers add parameters of their own to their redirects (scope, authuser…), so unknown ones
// are allowed here, unlike anywhere else.
const callbackQuerySchema = v.looseObject({
  state: nonEmpty,
  code: v.optional(v.string()),
  error: v.optional(v.string()),
});

const providerParamsSchema = v.strictObject({ provider: nonEmpty });

/** `url` with `params` set (replacing any already there). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * The user of an access token sent to the authorize endpoint (a stateless JWT, valid until it
 * expires), or the token's error; a deleted user's token is USER_AUTHENTICATION_REQUIRED.
 */
async function tokenUser(
  services: EmulatorServices,
  project: ProjectRecord,
  token: string,
): Promise<UserRecord> {
  const verified = await services.tokens.verify(token, project.id);
  const user = services.store.users.get(project.id, verified.userId);
  if (!user) throw new KnownErrors.UserAuthenticationRequired();
  return user;
}

/**
 * The OAuth sign-in of the emulator, shaped like the service's: `GET /auth/oauth/authorize/{provider}`
 * checks the app's request and sends the browser to the provider (the emulator's mock provider,
 * `/emulator/oauth-provider/{provider}/authorize`), or with `stack_response_mode=json` answers
 * `{location}`; the provider comes back to `GET /auth/oauth/callback/{provider}`, which finds or
 * makes the user and sends the browser to the app's `redirect_uri` with an authorization `code`
 * and the app's `state`. Errors of the callback go to `error_redirect_url` as `errorCode`,
 * `message` and `details` query parameters.
 */
export function registerOAuthAuthorizeRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/auth/oauth/authorize/:provider", async (c) => {
    const { provider } = readParams(c, providerParamsSchema);
    const query = readQuery(c, authorizeQuerySchema);
    const project = authenticateOAuthClient(services, c, query);
    const config = project.config.oauth_providers.find((p) => p.id === provider && p.enabled);
    if (!config) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
    for (const url of [
      query.redirect_uri,
      query.error_redirect_url,
      query.after_callback_redirect_url,
    ]) {
      if (url !== undefined) assertTrustedUrl(project, url);
    }
    let userId: string | null = null;
    if (query.type === "link") {
      if (query.token === undefined) {
        throw new KnownErrors.SchemaError({ message: "query.token: is required when type=link" });
      }
      userId = (await tokenUser(services, project, query.token)).id;
    } else if (query.token !== undefined) {
      // An anonymous user who signs in with OAuth becomes that user (same id and data).
      const user = await tokenUser(services, project, query.token).catch(() => null);
      if (user?.isAnonymous) userId = user.id;
    }
    const flow = services.store.oauth.startFlow({
      projectId: project.id,
      providerId: provider,
      type: query.type,
      state: query.state,
      redirectUri: query.redirect_uri,
      codeChallenge: query.code_challenge,
      errorRedirectUrl: query.error_redirect_url ?? null,
      afterCallbackRedirectUrl: query.after_callback_redirect_url ?? null,
      providerScope: query.provider_scope ?? null,
      userId,
    });
    const location = mockProviderAuthorizeUrl(new URL(c.req.url).origin, flow);
    const mode = query.stack_response_mode ?? query.hexclave_response_mode;
    return mode === "json" ? json(c, { location }) : c.redirect(location, 302);
  });

  api.get("/auth/oauth/callback/:provider", async (c) => {
    const { provider } = readParams(c, providerParamsSchema);
    const query = readQuery(c, callbackQuerySchema);
    const flow = services.store.oauth.findFlow(query.state);
    const project = flow && services.store.projects.get(flow.projectId);
    // An unknown state: finished already, or never started here.
    if (!flow || !project) throw new KnownErrors.OuterOAuthTimeout();
    services.store.oauth.endFlow(flow);
    try {
      if (flow.expiresAtMillis <= services.clock.now()) throw new KnownErrors.OuterOAuthTimeout();
      if (provider !== flow.providerId) throw new KnownErrors.InvalidAuthorizationCode();
      if (query.error !== undefined) throw new KnownErrors.OAuthProviderAccessDenied();
      const grant =
        query.code === undefined
          ? undefined
          : services.store.oauth.takeProviderGrant(query.code, flow.innerState);
      if (!grant) throw new KnownErrors.InvalidAuthorizationCode();
      const { user, isNewUser } = await resolveOAuthUser(services, project, flow, grant.identity);
      const code = services.store.oauth.issueCode({
        projectId: project.id,
        userId: user.id,
        isNewUser,
        redirectUri: flow.redirectUri,
        codeChallenge: flow.codeChallenge,
        afterCallbackRedirectUrl: flow.afterCallbackRedirectUrl,
      });
      return c.redirect(withParams(flow.redirectUri, { code: code.code, state: flow.state }), 302);
    } catch (error) {
      return redirectError(c, flow, error);
    }
  });
}

/** Sends a known error of the callback to the flow's error page, or answers it when there is none. */
function redirectError(c: Context, flow: OAuthFlowRecord, error: unknown): Response {
  if (!KnownError.isKnownError(error) || flow.errorRedirectUrl === null) throw error;
  const target = withParams(flow.errorRedirectUrl, {
    errorCode: error.code,
    message: serverMessage(error),
    details: JSON.stringify(error.details ?? {}),
  });
  return c.redirect(target, 302);
}
