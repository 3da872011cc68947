import { KnownError, KnownErrors } from "@app/core/errors";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { resolveOAuthUser } from "../actions/oauth-sign-in.js";
import { keepProviderTokens } from "../actions/provider-tokens.js";
import { handleError } from "../http/envelope.js";
import { serverMessage } from "../http/error-messages.js";
import { requestCountryCode } from "../http/request-country.js";
import { StatusError } from "../http/status-error.js";
import { readParams, readRawBody } from "../http/validate.js";
import { providerCallbackUrl } from "../oauth/callback-url.js";
import { deletedInnerCookie, hasInnerCookie } from "../oauth/inner-cookie.js";
import {
  INVALID_GRANT_MESSAGE,
  OPENID_BASE_SCOPE,
  type OpenIdTokens,
} from "../oauth/openid-provider-client.js";
import { splitScopes } from "../oauth/provider-scopes.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import type { OAuthFlowRecord, ProviderIdentity } from "../store/oauth-store.js";
import type { ProjectRecord } from "../store/project-store.js";

const providerParamsSchema = v.strictObject({ provider: v.pipe(v.string(), v.minLength(1)) });

/** The service's texts of a callback that cannot go on. */
export const CALLBACK_MESSAGES = Object.freeze({
  unknownState: "Invalid OAuth state. Please try signing in again.",
  noCookie:
    "Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again",
  invalidGrant: INVALID_GRANT_MESSAGE,
});

/** A redirect with no body. */
function redirect(location: string, status: 303 | 307): Response {
  return new Response(null, { status, headers: { location } });
}

/** `url` with `params` set (replacing any already there). */
function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

function isTrusted(project: ProjectRecord, url: string): boolean {
  try {
    assertTrustedUrl(project, url);
    return true;
  } catch {
    return false;
  }
}

/** The callback's parameters: the query, and the form of a `form_post` callback. */
async function callbackParams(c: Context<AppEnv>): Promise<URLSearchParams> {
  const params = new URLSearchParams(new URL(c.req.url).search);
  if (c.req.method === "POST") {
    const body = (await readRawBody(c)) ?? {};
    if (typeof body === "object" && body !== null) {
      for (const [name, value] of Object.entries(body)) {
        if (typeof value === "string" && !params.has(name)) params.set(name, value);
      }
    }
  }
  return params;
}

/** Who signed in at the provider, and the tokens an external OpenID provider gave. */
interface ProviderSignIn {
  identity: ProviderIdentity;
  tokens: OpenIdTokens | null;
}

/**
 * The provider's side of the callback: the stand-in page's code (single-use, of this flow and
 * provider), or the external OpenID provider's, exchanged with the flow's PKCE verifier as the
 * client of the callback's provider. A refused code is the service's 400 text; `error` from the
 * provider OAUTH_PROVIDER_ACCESS_DENIED.
 */
async function providerSignIn(
  services: EmulatorServices,
  c: Context<AppEnv>,
  flow: OAuthFlowRecord,
  providerId: string,
  params: URLSearchParams,
): Promise<ProviderSignIn> {
  const client = services.openIdProvider;
  if (flow.innerCodeVerifier && client) {
    const redirectUri = providerCallbackUrl(new URL(c.req.url).origin, providerId);
    const { identity, tokens } = await client.finishSignIn(providerId, redirectUri, params, {
      state: flow.innerState,
      codeVerifier: flow.innerCodeVerifier,
    });
    return { identity, tokens };
  }
  if (params.get("error")) throw new KnownErrors.OAuthProviderAccessDenied();
  const code = params.get("code");
  const grant = code ? services.store.oauth.takeProviderGrant(code, flow.innerState) : undefined;
  if (!grant || providerId !== flow.providerId) {
    throw new StatusError(400, CALLBACK_MESSAGES.invalidGrant);
  }
  return { identity: grant.identity, tokens: null };
}

/**
 * The user's side of the callback, as the service's authorization step: the flow's `redirect_uri`
 * must be trusted (REDIRECT_URL_NOT_WHITELISTED); the user is found or made (a known error goes
 * back to `redirect_uri` with `error=server_error`, `error_description`, `errorCode`, `message`
 * and `details`, 307); the provider's tokens are kept; and the browser goes to `redirect_uri` with
 * the app's `code` and `state` (303).
 */
async function signInUser(
  services: EmulatorServices,
  c: Context<AppEnv>,
  project: ProjectRecord,
  flow: OAuthFlowRecord,
  signIn: ProviderSignIn,
): Promise<Response> {
  assertTrustedUrl(project, flow.redirectUri);
  let code: string;
  try {
    const { user, isNewUser } = await resolveOAuthUser(
      services,
      project,
      flow,
      signIn.identity,
      requestCountryCode(c),
    );
    if (signIn.tokens !== null) {
      const account = user.oauthAccounts.find(
        (a) => a.providerId === flow.providerId && a.accountId === signIn.identity.accountId,
      );
      const scopes = [
        ...new Set([...splitScopes(OPENID_BASE_SCOPE), ...splitScopes(flow.providerScope)]),
      ];
      if (account) keepProviderTokens(account, signIn.tokens, scopes);
    }
    code = services.store.oauth.issueCode({
      projectId: project.id,
      userId: user.id,
      isNewUser,
      redirectUri: flow.redirectUri,
      codeChallenge: flow.codeChallenge,
      codeChallengeMethod: flow.codeChallengeMethod,
      afterCallbackRedirectUrl: flow.afterCallbackRedirectUrl,
    }).code;
  } catch (error) {
    if (!KnownError.isKnownError(error)) throw error;
    const message = serverMessage(error);
    return redirect(
      withParams(flow.redirectUri, {
        error: "server_error",
        error_description: message,
        state: flow.state,
        errorCode: error.code,
        message,
        details: JSON.stringify(error.details ?? {}),
      }),
      307,
    );
  }
  return redirect(withParams(flow.redirectUri, { code, state: flow.state }), 303);
}

/** The callback once its flow is known; errors are answered (or redirected) here. */
async function finishFlow(
  services: EmulatorServices,
  c: Context<AppEnv>,
  flow: OAuthFlowRecord,
  project: ProjectRecord,
  providerId: string,
  params: URLSearchParams,
): Promise<Response> {
  if (flow.cookieRequired && !hasInnerCookie(c, flow.innerState)) {
    throw new StatusError(400, CALLBACK_MESSAGES.noCookie);
  }
  services.store.oauth.finishFlow(flow);
  try {
    if (flow.expiresAtMillis <= services.clock.now()) throw new KnownErrors.OuterOAuthTimeout();
    const config = project.config.oauth_providers.find((p) => p.id === providerId && p.enabled);
    if (!config) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
    const signIn = await providerSignIn(services, c, flow, providerId, params);
    return await signInUser(services, c, project, flow, signIn);
  } catch (error) {
    // A known error goes to the app's error page when it is a trusted one, as on the service.
    const errorPage = flow.errorRedirectUrl;
    if (!KnownError.isKnownError(error) || errorPage === null || !isTrusted(project, errorPage)) {
      throw error;
    }
    return redirect(
      withParams(errorPage, {
        errorCode: error.code,
        message: serverMessage(error),
        details: JSON.stringify(error.details ?? {}),
      }),
      307,
    );
  }
}

/**
 * `GET` (and `POST`, for providers that post their answer) `/auth/oauth/callback/{provider}`,
 * where the provider sends the browser back, as on the service: an unknown state is a 400 text;
 * otherwise every answer deletes the flow's inner cookie, which a flow started in redirect mode
 * requires (400 text without it); then the provider's code is exchanged and the user signed in
 * (303 to `redirect_uri` with the app's `code` and `state`). The flow is not forgotten at once:
 * a reload is told that the cookie is gone.
 */
export function registerOAuthCallbackRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const callback = async (c: Context<AppEnv>) => {
    const { provider } = readParams(c, providerParamsSchema);
    const params = await callbackParams(c);
    const state = params.get("state") ?? "";
    const flow = state === "" ? undefined : services.store.oauth.findFlow(state);
    const project = flow && services.store.projects.get(flow.projectId);
    if (!flow || !project) throw new StatusError(400, CALLBACK_MESSAGES.unknownState);
    let response: Response;
    try {
      response = await finishFlow(services, c, flow, project, provider, params);
    } catch (error) {
      response = handleError(error as Error, c);
    }
    response.headers.append("set-cookie", deletedInnerCookie(flow.innerState));
    return response;
  };
  api.get("/auth/oauth/callback/:provider", callback);
  api.post("/auth/oauth/callback/:provider", callback);
}
