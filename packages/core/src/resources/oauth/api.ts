import type { HttpClient } from "../../http/http-client.js";
import {
  type AuthorizationCodeGrantJson,
  authorizationCodeGrantJsonSchema,
  authorizeJsonSchema,
} from "./wire.js";

/** The parameters of an authorize call besides the client's (WIRE.md section 5). */
export interface AuthorizeParams {
  provider: string;
  type: "authenticate" | "link";
  redirectUri: string;
  errorRedirectUrl: string;
  state: string;
  codeChallenge: string;
  afterCallbackRedirectUrl?: string | undefined;
  /** The user's access token: who links (link), or an anonymous user to upgrade. */
  token?: string | undefined;
  providerScope?: string | undefined;
}

/** The client's secret in OAuth calls: the publishable key, or the public-client sentinel. */
function clientSecret(http: HttpClient, publicClientSecret: string): string {
  return http.options.publishableClientKey ?? publicClientSecret;
}

/**
 * `GET /auth/oauth/authorize/{provider}` in JSON mode: checks the request and answers where the
 * browser goes next (the provider).
 */
export async function authorizeOAuth(
  http: HttpClient,
  params: AuthorizeParams,
  publicClientSecret: string,
): Promise<string> {
  const path = `/auth/oauth/authorize/${encodeURIComponent(params.provider.toLowerCase())}`;
  const query = {
    client_id: http.options.projectId,
    client_secret: clientSecret(http, publicClientSecret),
    redirect_uri: params.redirectUri,
    scope: "legacy",
    state: params.state,
    grant_type: "authorization_code",
    code_challenge: params.codeChallenge,
    code_challenge_method: "S256",
    response_type: "code",
    type: params.type,
    error_redirect_url: params.errorRedirectUrl,
    token: params.token,
    after_callback_redirect_url: params.afterCallbackRedirectUrl,
    provider_scope: params.providerScope,
    stack_response_mode: "json",
  };
  const answer = await http.request(path, { method: "GET", query }, authorizeJsonSchema);
  return answer.location;
}

/** The authorization code grant (`POST /auth/oauth/token`, form-encoded, PKCE verifier). */
export function exchangeAuthorizationCode(
  http: HttpClient,
  params: { code: string; redirectUri: string; codeVerifier: string },
  publicClientSecret: string,
): Promise<AuthorizationCodeGrantJson> {
  return http.postForm(
    "/auth/oauth/token",
    {
      grant_type: "authorization_code",
      code: params.code,
      redirect_uri: params.redirectUri,
      code_verifier: params.codeVerifier,
      client_id: http.options.projectId,
      client_secret: clientSecret(http, publicClientSecret),
    },
    authorizationCodeGrantJsonSchema,
  );
}
