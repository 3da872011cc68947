import type { Query, QueryFn } from "../../cache/query.js";
import { authorizationHeaderOf } from "../../session/authorization-header.js";
import type { Session } from "../../session/session.js";
import type { AUTH_HEADER_NAME } from "../../session/tokens.js";

// The token getters of a session (the app's, a user's): `getAuthJson()` and the values derived
// from it, each with its hook twin (see token-getters.ts). Loaded on the first call of one of
// them; what it needs of the app comes in the `TokenSource`, not by import.

/** What the token queries take from the app: the session, and the header's name. */
export interface TokenSource {
  /** The session; an Error for an app without a token store. */
  session(): Session;
  headerName: typeof AUTH_HEADER_NAME;
}

/**
 * The tokens of a session, as `getAuthJson()` hands them out.
 *
 * @example
 * ```ts
 * const { accessToken } = await app.getAuthJson();
 * ```
 */
export interface AuthJson {
  /** The session's access token; null when signed out. */
  accessToken: string | null;
  /** The session's refresh token; null when signed out. */
  refreshToken: string | null;
}

const ids = new WeakMap<Session, number>();
let sessions = 0;

/**
 * `getAuthJson()`: the session's tokens, the access token refreshed first when it is about to
 * expire (both null once the session has ended). The getter reads them fresh on every call; a
 * hook shows the last ones and follows the token store (sign-in, sign-out, refreshes).
 */
const authJsonQuery = (source: TokenSource): Query<AuthJson> => {
  const session = source.session();
  let id = ids.get(session);
  if (id === undefined) {
    id = ++sessions;
    ids.set(session, id);
  }
  return {
    key: ["auth", id],
    load: () => session.getTokens(),
    reload: true,
    watch: (onChange) => session.store.subscribe(onChange),
  };
};

/** A getter of what `select` picks out of the tokens. */
const picked =
  <V>(select: (tokens: AuthJson) => V) =>
  (source: TokenSource): Query<AuthJson, V> => ({ ...authJsonQuery(source), select });

/**
 * The token getters, each `(source)` to its query: `getAuthJson` (and `getTokens`),
 * `getAccessToken`, `getRefreshToken`, `getAuthorizationHeader` (`Bearer stackauth_…`, the
 * reference SDK's way to carry the session to your own backend) and `getAuthHeaders` (the older
 * `x-stack-auth` header).
 *
 * @example
 * ```ts
 * const token = await readQuery(context.cache, authQueries.getAccessToken(source));
 * ```
 */
export const authQueries = {
  getAuthJson: authJsonQuery,
  /** `user.currentSession.getTokens()`: the same as `getAuthJson()`. */
  getTokens: authJsonQuery,
  getAccessToken: picked((tokens) => tokens.accessToken),
  getRefreshToken: picked((tokens) => tokens.refreshToken),
  getAuthorizationHeader: picked(authorizationHeaderOf),
  getAuthHeaders: (source: TokenSource) =>
    picked(
      (
        tokens,
      ): {
        /** The session's tokens as JSON, for your backend to read. */
        "x-stack-auth": string;
      } => ({ [source.headerName]: JSON.stringify(tokens) }),
    )(source),
} satisfies Record<string, QueryFn>;
