import { KnownErrors } from "@app/core/errors";
import { urlSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { generateRandomCodeVerifier } from "oauth4webapi";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { acceptsProjectKey } from "../http/project-auth.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readParams, readQuery } from "../http/validate.js";
import { providerCallbackUrl } from "../oauth/callback-url.js";
import { projectOfClientId } from "../oauth/client-project.js";
import { innerCookie } from "../oauth/inner-cookie.js";
import { mockProviderAuthorizeUrl } from "../oauth/mock-provider.js";
import { openIdClientFor } from "../oauth/openid-client-for.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import { OAUTH_FLOW_LIFETIME_MS } from "../store/oauth-store.js";
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

const providerParamsSchema = v.strictObject({ provider: nonEmpty });

/**
 * The project an authorize request is for: an unknown `client_id` is
 * INVALID_OAUTH_CLIENT_ID_OR_SECRET; the public-client value for a project that requires a
 * publishable key PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT; a `client_secret` that is not the
 * project's publishable client key INVALID_PUBLISHABLE_CLIENT_KEY, as on the service.
 */
function authorizeClient(
  services: EmulatorServices,
  clientId: string,
  clientSecret: string,
): ProjectRecord {
  const project = projectOfClientId(services, clientId);
  if (!project) throw new KnownErrors.InvalidOAuthClientIdOrSecret({ client_id: clientId });
  if (clientSecret === PUBLIC_CLIENT_SECRET) {
    if (project.requirePublishableClientKey) {
      throw new KnownErrors.PublishableClientKeyRequiredForProject({ project_id: project.id });
    }
    return project;
  }
  if (!acceptsProjectKey(services, project, "publishableClientKey", clientSecret)) {
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
 * `GET /auth/oauth/authorize/{provider}`, shaped like the service's: checks the app's request and
 * sends the browser (307) to the provider with the flow's inner cookie
 * (`stack-oauth-inner-{state}`, which the callback requires), or with `stack_response_mode=json`
 * answers `{location}` and sets no cookie (the app's PKCE protects the flow then). The provider is
 * the external OpenID provider for a shared provider when the emulator has one (`oauthMockUrl`),
 * else the emulator's stand-in page (`/emulator/oauth-provider/{provider}/authorize`).
 * `redirect_uri` and the error page are judged at the callback, `after_callback_redirect_url`
 * here; extra scopes (`provider_scope`) need the project's own keys
 * (OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS on a shared provider).
 */
export function registerOAuthAuthorizeRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/auth/oauth/authorize/:provider", async (c) => {
    const { provider } = readParams(c, providerParamsSchema);
    const query = readQuery(c, authorizeQuerySchema);
    const project = authorizeClient(services, query.client_id, query.client_secret);
    const config = project.config.oauth_providers.find((p) => p.id === provider && p.enabled);
    if (!config) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
    const token = query.token || undefined;
    if (query.type === "link" && token === undefined) {
      throw new StatusError(400, "?token= query parameter is required for link type");
    }
    if (query.after_callback_redirect_url !== undefined) {
      assertTrustedUrl(project, query.after_callback_redirect_url);
    }
    if (query.provider_scope && config.type === "shared") {
      throw new KnownErrors.OAuthExtraScopeNotAvailableWithSharedOAuthKeys();
    }
    let userId: string | null = null;
    if (query.type === "link") {
      userId = (await tokenUser(services, project, token as string)).id;
    } else if (token !== undefined) {
      // An anonymous user who signs in with OAuth becomes that user (same id and data).
      const user = await tokenUser(services, project, token).catch(() => null);
      if (user?.isAnonymous) userId = user.id;
    }
    const mode = query.stack_response_mode ?? query.hexclave_response_mode ?? query.response_mode;
    const openId = openIdClientFor(services, config);
    const flow = services.store.oauth.startFlow({
      projectId: project.id,
      providerId: provider,
      type: query.type,
      state: query.state,
      // The fragment never reaches a server: the service drops it.
      redirectUri: query.redirect_uri.split("#")[0] ?? query.redirect_uri,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
      errorRedirectUrl: query.error_redirect_uri ?? query.error_redirect_url ?? null,
      afterCallbackRedirectUrl: query.after_callback_redirect_url ?? null,
      providerScope: query.provider_scope ?? null,
      userId,
      innerCodeVerifier: openId ? generateRandomCodeVerifier() : null,
      cookieRequired: mode !== "json",
    });
    const origin = new URL(c.req.url).origin;
    const location = openId
      ? await openId.authorizationUrl({
          clientId: provider,
          redirectUri: providerCallbackUrl(origin, provider),
          state: flow.innerState,
          codeVerifier: flow.innerCodeVerifier as string,
          extraScope: flow.providerScope,
        })
      : mockProviderAuthorizeUrl(origin, flow);
    if (mode === "json") return json(c, { location });
    const secure = new URL(c.req.url).protocol === "https:";
    return new Response(null, {
      status: 307,
      headers: {
        location,
        "set-cookie": innerCookie(flow.innerState, OAUTH_FLOW_LIFETIME_MS, secure),
      },
    });
  });
}
