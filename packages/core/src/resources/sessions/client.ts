import type { AppContext } from "../../context/app-context.js";

/** Stores a new session's tokens and waits until its user is loaded and shown. */
export async function signInWithTokens(
  context: AppContext,
  tokens: { access_token: string; refresh_token: string },
): Promise<void> {
  const stored = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  if (context.tokenStore && context.users) {
    context.tokenStore.set(stored);
    await context.users.sync();
    return;
  }
  // A store per request (Next.js's cookies, in a server action or a route handler).
  if (!context.requestSession) throw new Error(NO_STORE_MESSAGE);
  (await context.requestSession()).store.set(stored);
}

/** The error of a call that needs the app's own token store when it has none. */
export const NO_STORE_MESSAGE =
  "Cannot call this function on a Stack app without a persistent token store";
