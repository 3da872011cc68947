import { KnownError, KnownErrors } from "@app/core/errors";
import { urlSchema } from "@app/core/internal";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { resolveOAuthUser } from "../actions/oauth-sign-in.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { serverMessage } from "../http/error-messages.js";
import { acceptsProjectKey } from "../http/project-auth.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readParams, readQuery } from "../http/validate.js";
import { mockProviderAuthorizeUrl } from "../oauth/mock-provider.js";
import type { OAuthFlowRecord } from "../store/oauth-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { PUBLIC_CLIENT_SECRET } from "./auth-oauth-token.js";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "is required"));

/**
 * The query of `GET /auth/oauth/authorize/{provider}` (WIRE.md section 5), as loose as the
 * service's: any `scope`, `response_type` and PKCE challenge, the `plain` PKCE method as well as
 * `S256`, and `type` defaulting to `authenticate`.
 */
const authorizeQuerySchema = v.strictObject({
  client_id: nonEmpty,
  client_secret: nonEmpty,
  redirect_uri: urlSchema,
  scope: v.string(),
  state: nonEmpty,
  grant_type: v.literal("authorization_code"),
  code_challenge: nonEmpty,
  code_challenge_method: nonEmpty,
  response_type: v.string(),
  type: v.optional(v.picklist(["authenticate", "link"]), "authenticate"),
  error_redirect_url: v.optional(urlSchema),
  error_redirect_uri: v.optional(urlSchema),
  token: v.optional(v.string()),
  after_callback_redirect_url: v.optional(urlSchema),
  provider_scope: v.optional(v.string()),
  response_mode: v.optional(v.picklist(["json", "redirect"])),
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
 * The project an authorize request is for: an unknown `client_id` is
 * INVALID_OAUTH_CLIENT_ID_OR_SECRET, a `client_secret` that is not the project's publishable
 * client key (nor the public-client value, for a project that needs no key)
 * INVALID_PUBLISHABLE_CLIENT_KEY, as on the service.
 */
function authorizeClient(
  services: EmulatorServices,
  clientId: string,
  clientSecret: string,
): ProjectRecord {
  const project = services.store.projects.get(clientId);
  if (!project) throw new KnownErrors.InvalidOAuthClientIdOrSecret({ client_id: clientId });
  const publicClient =
    clientSecret === PUBLIC_CLIENT_SECRET && !project.requirePublishableClientKey;
  if (
    !publicClient &&
    !acceptsProjectKey(services, project, "publishableClientKey", clientSecret)
  ) {
    throw new KnownErrors.InvalidPublishableClientKey({ project_id: project.id });
  }
  return project;
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
    const project = authorizeClient(services, query.client_id, query.client_secret);
    const config = project.config.oauth_providers.find((p) => p.id === provider && p.enabled);
    if (!config) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
    const errorRedirectUrl = query.error_redirect_uri ?? query.error_redirect_url;
    for (const url of [query.redirect_uri, errorRedirectUrl, query.after_callback_redirect_url]) {
      if (url !== undefined) assertTrustedUrl(project, url);
    }
    const token = query.token || undefined;
    let userId: string | null = null;
    if (query.type === "link") {
      if (token === undefined) {
        throw new StatusError(400, "?token= query parameter is required for link type");
      }
      userId = (await tokenUser(services, project, token)).id;
    } else if (token !== undefined) {
      // An anonymous user who signs in with OAuth becomes that user (same id and data).
      const user = await tokenUser(services, project, token).catch(() => null);
      if (user?.isAnonymous) userId = user.id;
    }
    const flow = services.store.oauth.startFlow({
      projectId: project.id,
      providerId: provider,
      type: query.type,
      state: query.state,
      redirectUri: query.redirect_uri,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
      errorRedirectUrl: errorRedirectUrl ?? null,
      afterCallbackRedirectUrl: query.after_callback_redirect_url ?? null,
      providerScope: query.provider_scope ?? null,
      userId,
    });
    const location = mockProviderAuthorizeUrl(new URL(c.req.url).origin, flow);
    const mode = query.stack_response_mode ?? query.hexclave_response_mode ?? query.response_mode;
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
        codeChallengeMethod: flow.codeChallengeMethod,
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
