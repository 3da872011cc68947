import type { KeyedCache } from "../../cache/keyed-cache.js";
import type { Session } from "../../session/session.js";
import { NO_STORE_MESSAGE } from "../../session/token-store.js";
import { AUTH_HEADER_NAME } from "../../session/tokens.js";
import { getters, lazyModule } from "../kit/lazy.js";
import type { TokenSource } from "./auth-queries.js";

// The token getters of the app and of a signed-in user, by name: their queries (auth-queries.ts)
// load on the first call.

type AuthQueries = typeof import("./auth-queries.js").authQueries;

/** The token getters of an app (a user's add `getTokens`). */
export const APP_TOKEN_GETTERS = [
  "getAuthJson",
  "getAccessToken",
  "getRefreshToken",
  "getAuthorizationHeader",
  "getAuthHeaders",
] as const;

const loadAuthQueries = lazyModule(() =>
  import("./auth-queries.js").then((module) => module.authQueries),
);

/**
 * The token getters of `session` with their hook twins (`getAccessToken`, `useAccessToken`…, or
 * the ones named): what an app (its own session) and a signed-in user object carry.
 *
 * @example
 * ```ts
 * Object.assign(app, tokenGetters(context.cache, context.session));
 * await app.getAccessToken();
 * ```
 */
export function tokenGetters<Methods>(
  cache: KeyedCache,
  session: Session | null,
  names: readonly (keyof AuthQueries)[] = APP_TOKEN_GETTERS,
): Methods {
  const source: TokenSource = {
    session: () => {
      if (!session) throw new Error(NO_STORE_MESSAGE);
      return session;
    },
    headerName: AUTH_HEADER_NAME,
  };
  return getters<Methods, AuthQueries>(cache, loadAuthQueries, names, source);
}
