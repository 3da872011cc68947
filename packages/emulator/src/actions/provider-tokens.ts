import { KnownErrors } from "@app/core/errors";
import type { OpenIdProviderClient, OpenIdTokens } from "../oauth/openid-provider-client.js";
import { splitScopes } from "../oauth/provider-scopes.js";
import type { OAuthAccountRecord } from "../store/user-store.js";

/**
 * How long a stored access token must still live to be handed out: more than 5 minutes, as on
 * the service; one closer to its expiry is refreshed instead.
 */
export const ACCESS_TOKEN_MIN_REMAINING_MS = 5 * 60 * 1000;

/**
 * Keeps the tokens an external OpenID provider gave for an account at the end of a sign-in or
 * link flow: the access token (its expiry and the scopes asked) and the refresh token.
 *
 * @example
 * ```ts
 * keepProviderTokens(account, tokens, ["openid", "offline_access"]);
 * ```
 */
export function keepProviderTokens(
  account: OAuthAccountRecord,
  tokens: OpenIdTokens,
  scopes: string[],
): void {
  const kept = account.providerTokens ?? { accessTokens: [], refreshTokens: [] };
  kept.accessTokens.push({
    token: tokens.accessToken,
    scopes: [...scopes],
    expiresAtMillis: tokens.expiresAtMillis,
  });
  if (tokens.refreshToken !== null) {
    kept.refreshTokens.push({ token: tokens.refreshToken, scopes: [...scopes] });
  }
  account.providerTokens = kept;
}

/** What {@link providerAccessToken} works with. */
export interface ProviderAccessTokenRequest {
  client: OpenIdProviderClient;
  /** The provider type: the client id at the issuer. */
  providerId: string;
  /** The accounts whose tokens may answer, in order. */
  accounts: OAuthAccountRecord[];
  /** Space-separated scopes every answer must cover. */
  scope: string | undefined;
  /** The emulator's clock. */
  now: number;
}

/**
 * An access token of the external OpenID provider for one of `accounts`, as the service finds
 * one: a stored access token that covers the scope, lives more than 5 more minutes and that the
 * provider still accepts (its userinfo answers); otherwise a refresh with a stored refresh token
 * that covers the scope, whose new access token is kept (and the refresh token replaced when the
 * provider rotates it). A token the provider refuses is dropped. With no usable token left:
 * OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE.
 *
 * @example
 * ```ts
 * const token = await providerAccessToken({ client, providerId: "spotify", accounts, scope: "openid", now });
 * ```
 */
export async function providerAccessToken(request: ProviderAccessTokenRequest): Promise<string> {
  const { client, providerId, accounts, now } = request;
  const wanted = splitScopes(request.scope);
  const covers = (token: { scopes: string[] }) => wanted.every((s) => token.scopes.includes(s));

  for (const account of accounts) {
    const kept = account.providerTokens;
    if (!kept) continue;
    for (const stored of [...kept.accessTokens]) {
      if (stored.expiresAtMillis <= now + ACCESS_TOKEN_MIN_REMAINING_MS || !covers(stored))
        continue;
      if (await client.acceptsAccessToken(providerId, stored.token)) return stored.token;
      kept.accessTokens = kept.accessTokens.filter((t) => t !== stored);
    }
  }

  for (const account of accounts) {
    const kept = account.providerTokens;
    if (!kept) continue;
    for (const stored of [...kept.refreshTokens]) {
      if (!covers(stored)) continue;
      const result = await client.refresh(providerId, stored.token);
      if (!result.ok) {
        kept.refreshTokens = kept.refreshTokens.filter((t) => t !== stored);
        continue;
      }
      const { tokens } = result;
      // Expired access tokens are of no more use.
      kept.accessTokens = kept.accessTokens.filter((t) => t.expiresAtMillis > now);
      kept.accessTokens.push({
        token: tokens.accessToken,
        scopes: [...stored.scopes],
        expiresAtMillis: tokens.expiresAtMillis,
      });
      if (tokens.refreshToken !== null && tokens.refreshToken !== stored.token) {
        kept.refreshTokens = kept.refreshTokens.map((t) =>
          t === stored ? { token: tokens.refreshToken as string, scopes: [...stored.scopes] } : t,
        );
      }
      return tokens.accessToken;
    }
  }
  throw new KnownErrors.OAuthConnectionDoesNotHaveRequiredScope();
}
