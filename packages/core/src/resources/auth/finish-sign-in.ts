import type { AppContext } from "../../context/app-context.js";
import { returnToFromLocation } from "../../context/navigate.js";
import { pageLocation } from "../../platform/page-location.js";
import { signInWithTokens } from "../sessions/sign-in-with-tokens.js";
import type { TokensJson } from "../sessions/wire.js";

/**
 * Options of the sign-in flows that redirect when they succeed.
 *
 * @example
 * ```ts
 * await app.signInWithCredential({ email, password, noRedirect: true });
 * ```
 */
export interface SignInRedirectOptions {
  /** Stay on the page after signing in. */
  noRedirect?: boolean;
}

/**
 * Stores a new session's tokens, waits for its user, then (unless `noRedirect`) goes to
 * `returnTo` (a trusted one, checked by the caller), else `after_auth_return_to`, else the
 * after-sign-up page for a new user and the after-sign-in page for everyone else.
 */
export async function finishSignIn(
  context: AppContext,
  tokens: TokensJson,
  options: SignInRedirectOptions = {},
  returnTo?: string,
): Promise<void> {
  await signInWithTokens(context, tokens);
  if (options.noRedirect) return;
  const after = tokens.is_new_user ? context.urls.afterSignUp : context.urls.afterSignIn;
  await context.redirectTo(returnTo ?? returnToFromLocation() ?? after);
}

/**
 * The absolute URL of a page of this app (an e-mail's link must be absolute), keeping the current
 * page's `after_auth_return_to`; a TypeError naming `method` outside a browser, where no page URL
 * is known.
 */
export function callbackUrlFor(path: string, method: string): string {
  const location = pageLocation();
  if (location === undefined) {
    throw new TypeError(`${method} needs options.callbackUrl outside a browser.`);
  }
  const url = new URL(path, location.href);
  const returnTo = returnToFromLocation();
  if (returnTo !== undefined) url.searchParams.set("after_auth_return_to", returnTo);
  return url.toString();
}
