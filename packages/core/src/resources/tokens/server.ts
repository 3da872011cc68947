import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { DEFAULT_DEADLINE_MS, DEFAULT_TIMEOUT_MS } from "../../http/http-client.js";
import type { TokenStoreInit } from "../../session/create-token-store.js";
import { isRequestLike, type RequestLike } from "../../session/request-token-store.js";
import { keys } from "../kit/cache-keys.js";
import { AccessTokenVerifier } from "./access-token-verifier.js";
import type { AccessTokenClaims } from "./claims.js";
import { JwksCache } from "./jwks-cache.js";
import { type TokenPartialUser, tokenPartialUserFromClaims } from "./partial-user.js";

/**
 * Options of `getPartialUser()` (the reference SDK's shape; `from: "token"` only).
 *
 * @example
 * ```ts
 * const user = await serverApp.getPartialUser({ from: "token", tokenStore: request });
 * ```
 */
export interface GetPartialUserOptions {
  /** Read the user from the access token alone (no request to the service). */
  from: "token";
  /** Whose token: the incoming request, explicit tokens…; default the app's own token store. */
  tokenStore?: TokenStoreInit;
  /** `"anonymous-if-exists"` also answers anonymous users; default `"return-null"`. */
  or?: "return-null" | "anonymous-if-exists";
}

const verifiers = new WeakMap<AppContext, AccessTokenVerifier>();

/** The app's verifier: one JWKS cache and one token cache per app, made on first use. */
export function accessTokenVerifier(context: AppContext): AccessTokenVerifier {
  let verifier = verifiers.get(context);
  if (!verifier) {
    const { http, projectId } = context;
    const jwks = new JwksCache({
      // Every audience's keys in one set: default, restricted and anonymous users.
      url: http.url(`/projects/${encodeURIComponent(projectId)}/.well-known/jwks.json`, {
        include_anonymous: true,
        include_restricted: true,
      }),
      fetch: http.options.fetch,
      // One fetch, no retry: its timeout is the app's deadline when that is shorter.
      timeoutMs: Math.min(
        http.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        http.options.deadlineMs ?? DEFAULT_DEADLINE_MS,
      ),
    });
    verifier = new AccessTokenVerifier({ projectId, apiUrl: http.baseUrl, jwks });
    verifiers.set(context, verifier);
  }
  return verifier;
}

/**
 * The verified claims of an access token (a string, or the one a request carries in
 * `x-stack-auth` or its cookies), or `null` when there is none or it is invalid, expired or of
 * another project. Only the project's JWKS is fetched, once while its `Cache-Control` allows.
 */
export function verifyAccessToken(
  context: AppContext,
  tokenOrRequest: string | RequestLike,
): Promise<AccessTokenClaims | null> {
  let token: string | null;
  try {
    token = tokenOf(context, tokenOrRequest);
  } catch (error) {
    return Promise.reject(error);
  }
  if (!token) return Promise.resolve(null);
  const verifier = accessTokenVerifier(context);
  // A repeated token answers from the cache without an extra turn of the event loop.
  const cached = verifier.cached(token);
  if (cached) return Promise.resolve(cached);
  return verifier.verify(token).then((result) => (result.status === "ok" ? result.data : null));
}

function tokenOf(context: AppContext, tokenOrRequest: string | RequestLike): string | null {
  if (typeof tokenOrRequest === "string") return tokenOrRequest;
  if (isRequestLike(tokenOrRequest)) {
    return context.resolveTokenStore(tokenOrRequest).get().accessToken;
  }
  throw new TypeError(
    `verifyAccessToken expects an access token string or a request; got ${typeof tokenOrRequest}.`,
  );
}

/**
 * `serverApp.getPartialUser(options)`: the user of a token store's access token, from its
 * verified claims, without a request to the service; `null` without a valid token (an expired one
 * is not refreshed) and for anonymous users unless `or: "anonymous-if-exists"`. The getter reads
 * the token anew on every call; a hook of the app's own store follows its changes.
 */
export function partialUserQuery(
  context: AppContext,
  options: GetPartialUserOptions,
): Query<TokenPartialUser | null> {
  if (options?.from !== "token") {
    throw new TypeError(
      `getPartialUser supports { from: "token" }; got from: ${JSON.stringify(options?.from)}.`,
    );
  }
  const own = options.tokenStore === undefined;
  const store = own ? context.tokenStore : context.resolveTokenStore(options.tokenStore);
  if (!store) {
    throw new TypeError(
      "getPartialUser needs a tokenStore (e.g. the request) when the app has no token store of its own.",
    );
  }
  const anonymous = options.or === "anonymous-if-exists";
  return {
    // The app's own store is one key whatever its token; another store's, the token's.
    key: keys.partialUser(own ? null : (store.get().accessToken ?? ""), anonymous),
    load: async () => {
      const token = store.get().accessToken;
      if (!token) return null;
      const result = await accessTokenVerifier(context).verify(token);
      if (result.status !== "ok") return null;
      if (result.data.is_anonymous && !anonymous) return null;
      return tokenPartialUserFromClaims(result.data);
    },
    reload: true,
    watch: own ? (onChange) => store.subscribe(onChange) : undefined,
  };
}
