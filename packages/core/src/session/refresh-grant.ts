import { KnownError } from "../errors/known-error.js";
import { type TabLocks, withTabLock } from "./tab-lock.js";
import type { TokenStore } from "./token-store.js";
import { FRESHNESS_HORIZON_MS, MAX_VALIDITY_DEMAND_MS } from "./tokens.js";

/** Exchanges a refresh token for a new access token; throws a REFRESH_TOKEN_ERROR if it is dead. */
export type RefreshAccessToken = (refreshToken: string) => Promise<string>;

/** How a session refreshes: the grant request, its scope and the locks shared across tabs. */
export interface RefreshGrant {
  refresh: RefreshAccessToken;
  scope: string;
  locks: TabLocks | undefined;
  /** The refresh grants in flight, by scope and refresh token; each is removed once settled. */
  inFlight: Map<string, Promise<string>>;
}

/** What a grant uses of its session (session.ts's `Session`, which loads this module). */
export interface GrantSession {
  readonly store: TokenStore;
  invalidate(): void;
  getAccessToken(): Promise<string | null>;
  isFresh(accessToken: string, minValidityMs: number): boolean;
}

// How a Session refreshes (session.ts): one grant in flight per scope and refresh token, one tab
// at a time, the result kept only while the refresh token is still the session's. Loaded with the
// first refresh (or when an app is built, see `preloadRefreshGrant`).

/**
 * Refreshes `refreshToken`, whose stored access token `stale` is not good enough: the new access
 * token, or null once the service refused the refresh token (the session is then cleared).
 *
 * @example
 * ```ts
 * const accessToken = await runRefresh(session, grant, refreshToken, staleAccessToken);
 * ```
 */
export async function runRefresh(
  session: GrantSession,
  grant: RefreshGrant,
  refreshToken: string,
  stale: string | null,
): Promise<string | null> {
  let accessToken: string;
  try {
    accessToken = await sharedGrant(session, grant, refreshToken, stale);
  } catch (error) {
    if (!KnownError.hasCode(error, "REFRESH_TOKEN_ERROR")) throw error;
    if (session.store.get().refreshToken === refreshToken) session.invalidate();
    return null;
  }
  // The session changed while we waited: this token belongs to a session that is gone.
  return keep(session, refreshToken, accessToken) ? accessToken : session.getAccessToken();
}

/** Stores `accessToken` if `refreshToken` is still the session's; answers whether it is. */
function keep(session: GrantSession, refreshToken: string, accessToken: string): boolean {
  const stored = session.store.get();
  if (stored.refreshToken !== refreshToken) return false;
  if (stored.accessToken !== accessToken) session.store.set({ refreshToken, accessToken });
  return true;
}

/**
 * The refresh grant for `refreshToken`, joining one in flight for the same scope; across tabs,
 * under the scope's lock, with the new token stored before the lock is released. Once it holds
 * the lock, a tab that finds a fresh access token other than `stale` stored (another tab
 * refreshed meanwhile) uses it instead of asking again.
 */
function sharedGrant(
  session: GrantSession,
  { refresh, scope, locks, inFlight }: RefreshGrant,
  refreshToken: string,
  stale: string | null,
): Promise<string> {
  const key = `${scope}\n${refreshToken}`;
  let grant = inFlight.get(key);
  if (!grant) {
    grant = withTabLock(locks, `stack-auth refresh ${scope}`, async () => {
      const stored = session.store.get().accessToken;
      if (
        stored !== null &&
        stored !== stale &&
        session.store.get().refreshToken === refreshToken &&
        session.isFresh(stored, FRESHNESS_HORIZON_MS)
      ) {
        return stored;
      }
      const accessToken = await refresh(refreshToken);
      keep(session, refreshToken, accessToken);
      return accessToken;
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, grant);
  }
  return grant;
}

/** Throws the RangeError of a `minValidityMs` that no access token can be promised for. */
export function refuseValidity(minValidityMs: number): never {
  throw new RangeError(
    `An access token cannot be guaranteed valid for ${minValidityMs} ms; ask for less than ${MAX_VALIDITY_DEMAND_MS} ms.`,
  );
}
