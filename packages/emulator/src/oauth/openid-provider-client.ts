import { KnownErrors } from "@app/core/errors";
import { isValidEmail } from "@app/core/internal";
import * as oauth from "oauth4webapi";
import { StatusError } from "../http/status-error.js";

/** The secret every client of the service's mock OpenID provider authenticates with. */
export const OPENID_CLIENT_SECRET = "MOCK-SERVER-SECRET";

/** The scope asked of the OpenID provider, as the service asks its mock provider. */
export const OPENID_BASE_SCOPE = "openid offline_access";

/** How long the provider's access token lives when its answer does not say: 1 hour. */
const DEFAULT_ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The text of the service when the provider refuses the authorization code. */
export const INVALID_GRANT_MESSAGE =
  "Inner OAuth callback failed due to invalid grant. Please try again.";

const INVALID_CLIENT_MESSAGE =
  "Invalid client credentials for this OAuth provider. Please ensure the configuration in the Stack Auth dashboard is correct.";

/** The tokens the provider gave for an account, with the access token's expiry on the emulator's clock. */
export interface OpenIdTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAtMillis: number;
}

/** Who signed in at the provider, from its userinfo. */
export interface OpenIdIdentity {
  /** The userinfo's `sub`: the account id, and the e-mail when it is one. */
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

/** What the authorization request of one flow carries. */
export interface OpenIdAuthorizationRequest {
  /** The provider type, which is the client id at the issuer (`github`, `spotify`…). */
  clientId: string;
  redirectUri: string;
  state: string;
  codeVerifier: string;
  /** Scopes asked on top of `openid offline_access`. */
  extraScope?: string | null;
}

/** The result of a refresh: new tokens, or the provider refused the refresh token. */
export type OpenIdRefreshResult = { ok: true; tokens: OpenIdTokens } | { ok: false; error: string };

/**
 * A client of an external OpenID Connect provider (the service's mock OAuth server, an identity
 * provider's test tenant, or one a test starts), speaking the protocol through oauth4webapi: every
 * provider type is a client of the issuer whose id is the type and whose secret is
 * `MOCK-SERVER-SECRET` (client_secret_basic), asking `openid offline_access` with PKCE S256,
 * `access_type=offline` and `prompt=consent`. The issuer's metadata is discovered once, on first
 * use (`/.well-known/openid-configuration`); a failed discovery is tried again next time.
 *
 * @example
 * ```ts
 * const client = new OpenIdProviderClient("http://localhost:8114", () => Date.now());
 * const url = await client.authorizationUrl({ clientId: "github", redirectUri, state, codeVerifier });
 * ```
 */
export class OpenIdProviderClient {
  /** The issuer identifier, as given. */
  readonly issuer: string;
  readonly #issuerUrl: URL;
  readonly #now: () => number;
  readonly #insecure: boolean;
  #metadata: Promise<oauth.AuthorizationServer> | undefined;

  /** `issuer` must be an http(s) URL (TypeError otherwise); `now` is the emulator's clock. */
  constructor(issuer: string, now: () => number) {
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new TypeError(
        `The OpenID provider's issuer must be a URL, got ${JSON.stringify(issuer)}.`,
      );
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new TypeError(
        `The OpenID provider's issuer must be an http(s) URL, got ${JSON.stringify(issuer)}.`,
      );
    }
    this.issuer = issuer;
    this.#issuerUrl = url;
    this.#now = now;
    // A provider on plain http (a test's, or one on this machine) is allowed: it is the user's choice.
    this.#insecure = url.protocol === "http:";
  }

  #options() {
    return { [oauth.allowInsecureRequests]: this.#insecure };
  }

  /** The issuer's metadata, discovered once. */
  #server(): Promise<oauth.AuthorizationServer> {
    this.#metadata ??= (async () => {
      const response = await oauth.discoveryRequest(this.#issuerUrl, {
        algorithm: "oidc",
        ...this.#options(),
      });
      return oauth.processDiscoveryResponse(this.#issuerUrl, response);
    })().catch((cause: unknown) => {
      this.#metadata = undefined;
      throw new StatusError(
        502,
        `The OpenID provider at ${this.issuer} did not answer its discovery document (${describe(cause)}).`,
      );
    });
    return this.#metadata;
  }

  #client(clientId: string): oauth.Client {
    return { client_id: clientId, ...this.#options() };
  }

  /**
   * Where the browser goes to sign in at the provider, its parameters in the service's order:
   * `client_id, scope, response_type, redirect_uri, code_challenge_method, code_challenge, state,
   * access_type, prompt`.
   */
  async authorizationUrl(request: OpenIdAuthorizationRequest): Promise<string> {
    const server = await this.#server();
    if (server.authorization_endpoint === undefined) {
      throw new StatusError(
        502,
        `The OpenID provider at ${this.issuer} names no authorization endpoint.`,
      );
    }
    const url = new URL(server.authorization_endpoint);
    const scopes = new Set(`${OPENID_BASE_SCOPE} ${request.extraScope ?? ""}`.split(/\s+/));
    scopes.delete("");
    url.searchParams.set("client_id", request.clientId);
    url.searchParams.set("scope", [...scopes].join(" "));
    url.searchParams.set("response_type", "code");
    url.searchParams.set("redirect_uri", request.redirectUri);
    url.searchParams.set("code_challenge_method", "S256");
    url.searchParams.set(
      "code_challenge",
      await oauth.calculatePKCECodeChallenge(request.codeVerifier),
    );
    url.searchParams.set("state", request.state);
    url.searchParams.set("access_type", "offline");
    url.searchParams.set("prompt", "consent");
    return url.toString();
  }

  /**
   * Ends a sign-in at the provider: checks the callback's parameters (state, issuer, an error the
   * provider sent), exchanges the code with the PKCE verifier, and reads the userinfo. The
   * provider's `access_denied` or `consent_required` is OAUTH_PROVIDER_ACCESS_DENIED; a code it
   * refuses (`invalid_grant`) is the service's 400 text; a client it does not know, another 400.
   */
  async finishSignIn(
    clientId: string,
    redirectUri: string,
    callback: URLSearchParams,
    expected: { state: string; codeVerifier: string },
  ): Promise<{ identity: OpenIdIdentity; tokens: OpenIdTokens }> {
    const server = await this.#server();
    const client = this.#client(clientId);
    const auth = oauth.ClientSecretBasic(OPENID_CLIENT_SECRET);
    try {
      const params = oauth.validateAuthResponse(server, client, callback, expected.state);
      const response = await oauth.authorizationCodeGrantRequest(
        server,
        client,
        auth,
        params,
        redirectUri,
        expected.codeVerifier,
        this.#options(),
      );
      const result = await oauth.processAuthorizationCodeResponse(server, client, response);
      const claims = oauth.getValidatedIdTokenClaims(result);
      const userinfo = await oauth.processUserInfoResponse(
        server,
        client,
        claims?.sub ?? oauth.skipSubjectCheck,
        await oauth.userInfoRequest(server, client, result.access_token, this.#options()),
      );
      return { identity: identityOf(userinfo), tokens: this.#tokensOf(result, null) };
    } catch (error) {
      throw signInError(error);
    }
  }

  /**
   * New tokens for a refresh token, or the provider's refusal (an OAuth error answer: the refresh
   * token was revoked, expired, or the grant withdrawn). A provider that cannot be reached throws.
   */
  async refresh(clientId: string, refreshToken: string): Promise<OpenIdRefreshResult> {
    const server = await this.#server();
    const client = this.#client(clientId);
    try {
      const response = await oauth.refreshTokenGrantRequest(
        server,
        client,
        oauth.ClientSecretBasic(OPENID_CLIENT_SECRET),
        refreshToken,
        this.#options(),
      );
      const result = await oauth.processRefreshTokenResponse(server, client, response);
      return { ok: true, tokens: this.#tokensOf(result, refreshToken) };
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) return { ok: false, error: error.error };
      if (error instanceof oauth.WWWAuthenticateChallengeError) {
        return { ok: false, error: error.cause[0]?.parameters.error ?? "invalid_client" };
      }
      throw error;
    }
  }

  /** Whether the provider still accepts an access token: its userinfo answers with a subject. */
  async acceptsAccessToken(clientId: string, accessToken: string): Promise<boolean> {
    const server = await this.#server();
    const client = this.#client(clientId);
    try {
      const response = await oauth.userInfoRequest(server, client, accessToken, this.#options());
      const userinfo = await oauth.processUserInfoResponse(
        server,
        client,
        oauth.skipSubjectCheck,
        response,
      );
      return typeof userinfo.sub === "string" && userinfo.sub !== "";
    } catch (error) {
      if (error instanceof oauth.WWWAuthenticateChallengeError) return false;
      if (error instanceof oauth.ResponseBodyError) return false;
      if (error instanceof oauth.OperationProcessingError) return false;
      throw error;
    }
  }

  #tokensOf(
    result: oauth.TokenEndpointResponse,
    previousRefreshToken: string | null,
  ): OpenIdTokens {
    const lifetimeMs =
      typeof result.expires_in === "number" && result.expires_in > 0
        ? result.expires_in * 1000
        : DEFAULT_ACCESS_TOKEN_LIFETIME_MS;
    return {
      accessToken: result.access_token,
      refreshToken: result.refresh_token ?? previousRefreshToken,
      expiresAtMillis: this.#now() + lifetimeMs,
    };
  }
}

/** The identity of a userinfo answer, as the service reads its mock provider's. */
function identityOf(userinfo: oauth.UserInfoResponse): OpenIdIdentity {
  const sub = userinfo.sub;
  const email = isValidEmail(sub)
    ? sub
    : typeof userinfo.email === "string" && isValidEmail(userinfo.email)
      ? userinfo.email
      : null;
  return {
    accountId: sub,
    email,
    emailVerified: email !== null,
    displayName: typeof userinfo.name === "string" && userinfo.name !== "" ? userinfo.name : null,
  };
}

/** The emulator's answer to a failed sign-in at the provider, as the service words it. */
function signInError(error: unknown): unknown {
  const code =
    error instanceof oauth.AuthorizationResponseError || error instanceof oauth.ResponseBodyError
      ? error.error
      : undefined;
  if (code === "invalid_grant") return new StatusError(400, INVALID_GRANT_MESSAGE);
  if (code === "access_denied" || code === "consent_required") {
    return new KnownErrors.OAuthProviderAccessDenied();
  }
  if (code === "invalid_client") return new StatusError(400, INVALID_CLIENT_MESSAGE);
  if (code !== undefined) {
    return new StatusError(
      400,
      `The OAuth provider answered ${code}. Please try signing in again.`,
    );
  }
  return error;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
