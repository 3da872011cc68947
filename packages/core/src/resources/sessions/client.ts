import type { AppContext } from "../../apps/context.js";
import { KnownError } from "../../errors/known-error.js";
import type { Session } from "../../session/session.js";
import { deleteCurrentSession } from "./api.js";

/** Options of signing out. */
export interface SignOutOptions {
  /** Where to go afterwards; default the after-sign-out URL. */
  redirectUrl?: string;
  /** Stay on the page. */
  noRedirect?: boolean;
}

/**
 * Ends `session` on the service (a session the service already forgot is fine), clears its
 * tokens, then goes to the after-sign-out page unless `noRedirect`.
 */
export async function signOutSession(
  context: AppContext,
  session: Session,
  options: SignOutOptions = {},
): Promise<void> {
  try {
    if (!session.isKnownInvalid()) await deleteCurrentSession(context.http, session);
  } catch (error) {
    // A refresh the service refused while we sent (e.g. the retry of a DELETE whose answer was
    // lost, whose session the first try had ended) clears the tokens: the session is gone too.
    if (!KnownError.hasCode(error, "REFRESH_TOKEN_ERROR") && !session.isKnownInvalid()) {
      session.invalidate();
      throw error;
    }
  }
  session.invalidate();
  if (session === context.session) await context.users?.sync();
  if (!options.noRedirect)
    await context.redirectTo(options.redirectUrl ?? context.urls.afterSignOut);
}

/** Stores a new session's tokens and waits until its user is loaded and shown. */
export async function signInWithTokens(
  context: AppContext,
  tokens: { access_token: string; refresh_token: string },
): Promise<void> {
  if (!context.tokenStore || !context.users) throw new Error(NO_STORE_MESSAGE);
  context.tokenStore.set({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  await context.users.sync();
}

/** The error of a call that needs the app's own token store when it has none. */
export const NO_STORE_MESSAGE =
  "Cannot call this function on a Stack app without a persistent token store";
