import type { AppContext } from "../../context/app-context.js";
import { NO_STORE_MESSAGE } from "../../session/token-store.js";

// Used by the sign-in flows only, all loaded later: a file of its own keeps it out of the first
// load, where esbuild would place it beside `NO_STORE_MESSAGE` (docs/architecture.md).

/**
 * Stores a new session's tokens and waits until its user is loaded and shown.
 *
 * @example
 * ```ts
 * await signInWithTokens(context, { access_token, refresh_token });
 * ```
 */
export async function signInWithTokens(
  context: AppContext,
  tokens: { access_token: string; refresh_token: string },
): Promise<void> {
  // Or a store per request (Next.js's cookies, in a server action or a route handler).
  const store = context.tokenStore ?? (await context.requestSession?.())?.store;
  if (!store) throw new Error(NO_STORE_MESSAGE);
  store.set({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  await context.users?.sync();
}
