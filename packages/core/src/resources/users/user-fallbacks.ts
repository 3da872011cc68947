import type { AppContext } from "../../context/app-context.js";
import { loadNavigate } from "../../context/load-navigate.js";
import { REDIRECT_PAUSE_MS } from "../../context/redirect.js";
import type { Session } from "../../session/session.js";
import { NO_STORE_MESSAGE } from "../../session/token-store.js";
import { signUpAnonymously } from "../auth/sign-up.js";
import type { CurrentUserOf } from "./current-user.js";

// What `getUser`'s `or` option does when it has to act (select-user.ts), loaded with the first
// such call: a page whose user is signed in never needs it.

/**
 * Sends the visitor to sign in, or a restricted user to the onboarding page, either coming back
 * to the current page when done.
 *
 * @example
 * ```ts
 * await redirectAway(context, null); // to the sign-in page, with after_auth_return_to
 * ```
 */
export async function redirectAway(
  context: AppContext,
  user: CurrentUserOf<unknown> | null,
): Promise<void> {
  const { currentRelativeUrl, withReturnTo } = await loadNavigate();
  const page =
    user && !user.isAnonymous ? `${context.urls.handler}/onboarding` : context.urls.signIn;
  await context.redirectTo(withReturnTo(page, currentRelativeUrl()));
}

const never = new Promise<never>(() => {});

/**
 * `getUser({ or: "redirect" })`'s redirect, shared by every call while it lasts: redirects away
 * and never settles; `done()` lets a later call redirect again, a while after the redirect
 * started (a single-page app can come back to this page signed out), or at once when the
 * redirect threw (Next.js's `redirect()` on a server, which its framework catches: a server app
 * serves many requests).
 *
 * @example
 * ```ts
 * redirecting ??= redirectOnce(context, user, () => { redirecting = null; });
 * ```
 */
export async function redirectOnce(
  context: AppContext,
  user: CurrentUserOf<unknown> | null,
  done: () => void,
): Promise<never> {
  try {
    await redirectAway(context, user);
  } catch (error) {
    done();
    throw error;
  }
  setTimeout(done, REDIRECT_PAUSE_MS);
  return never;
}

/**
 * Signs up an anonymous user and reads them back through the app's current-user store.
 *
 * @example
 * ```ts
 * const user = await signUpAnonymousUser(context);
 * ```
 */
export async function signUpAnonymousUser(
  context: AppContext,
): Promise<CurrentUserOf<unknown> | null> {
  if (!context.users && !context.requestSession) throw new Error(NO_STORE_MESSAGE);
  await signUpAnonymously(context);
  // The context carries the user as `unknown` (it sits below resources/); this is that user.
  if (context.users) return (await context.users.sync()) as CurrentUserOf<unknown> | null;
  // A store per request: the new user's tokens are in the request's store now.
  const session = await (context.requestSession as () => Promise<Session>)();
  return (await context.loadCurrentUser(session)) as CurrentUserOf<unknown> | null;
}
