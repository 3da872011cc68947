import type { AppContext } from "../../context/app-context.js";

/** Stores a new session's tokens and waits until its user is loaded and shown. */
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

/** The error of a call that needs the app's own token store when it has none. */
export const NO_STORE_MESSAGE =
  "Cannot call this function on a Stack app without a persistent token store";
