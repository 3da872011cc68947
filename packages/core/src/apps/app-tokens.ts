import type { QueryValue } from "../cache/query.js";
import type { authQueries } from "../resources/sessions/auth-queries.js";

type Queries = typeof authQueries;

/** The getter a token query becomes (`tokenGetters`): its source bound, the value awaited. */
type Getter<Q> = Q extends (source: never, ...args: infer Args) => infer Read
  ? (...args: Args) => Promise<QueryValue<Read>>
  : never;

/**
 * The token getters of an app over its own session (`getAccessToken()`…), made from `authQueries`
 * (resources/sessions/auth-queries.ts) when the app is built: the base of `StackClientApp`, and
 * so of the server and admin apps. The getters read the tokens fresh. Each has a hook twin
 * (`useAccessToken()`…) that shows the last tokens and re-renders when the token store changes;
 * its type comes with `@app/react`. Without a token store of its own, an app's getters reject
 * and its hooks throw, saying so.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * await fetch("/api/notes", { headers: await app.getAuthHeaders() });
 * ```
 */
export abstract class AppTokens {
  /**
   * The session's tokens, the access token refreshed first when it is about to expire; both null
   * when nobody is signed in. Send them to your own server, which passes them as `tokenStore`.
   *
   * @example
   * ```ts
   * const auth = await app.getAuthJson();
   * await rpc.call("save", { auth });
   * ```
   */
  declare readonly getAuthJson: Getter<Queries["getAuthJson"]>;

  /**
   * A fresh access token (a JWT) of the current session, or null when nobody is signed in.
   *
   * @example
   * ```ts
   * const token = await app.getAccessToken();
   * ```
   */
  declare readonly getAccessToken: Getter<Queries["getAccessToken"]>;

  /**
   * The current session's refresh token, or null when nobody is signed in.
   *
   * @example
   * ```ts
   * const refreshToken = await app.getRefreshToken();
   * ```
   */
  declare readonly getRefreshToken: Getter<Queries["getRefreshToken"]>;

  /**
   * The `Authorization` header value that carries the current session to your own backend, as
   * the reference SDK writes it: `Bearer stackauth_<base64 of getAuthJson()>`, or null when
   * nobody is signed in. A server app reads it from the request (`getUser({ tokenStore: request
   * })`). Another origin's API must allow the `authorization` header in its CORS preflight.
   *
   * @example
   * ```ts
   * const authorization = await app.getAuthorizationHeader();
   * await fetch("https://api.example.com/notes", {
   *   headers: authorization ? { authorization } : {},
   * });
   * ```
   */
  declare readonly getAuthorizationHeader: Getter<Queries["getAuthorizationHeader"]>;

  /**
   * Headers that carry the current session to your own backend: `{ "x-stack-auth": "{…}" }`.
   *
   * @example
   * ```ts
   * await fetch("/api/notes", { headers: await app.getAuthHeaders() });
   * ```
   */
  declare readonly getAuthHeaders: Getter<Queries["getAuthHeaders"]>;
}
