import type { AppContext } from "../../context/app-context.js";
import { loadNavigate } from "../../context/load-navigate.js";
import { KnownError } from "../../errors/known-error.js";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import type { Session } from "../../session/session.js";

// Signing out, loaded with the first sign-out (`app.signOut()`, `user.signOut()`).

/** `DELETE /auth/sessions/current`: ends the session on the service. */
export async function deleteCurrentSession(
  http: HttpClient,
  session: TokenProvider,
): Promise<void> {
  await http.request("/auth/sessions/current", { method: "DELETE", session });
}

/**
 * Options of signing out.
 *
 * @example
 * ```ts
 * await user.signOut({ redirectUrl: "/goodbye" });
 * ```
 */
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
  // The redirect at the end loads while the request is under way.
  if (!options.noRedirect) loadNavigate();
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
