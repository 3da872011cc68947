import { redactUrl } from "../http/redact-url.js";
import { pageLocation } from "../platform/page-location.js";
import {
  AFTER_AUTH_RETURN_TO,
  isTrustedRedirect,
  REDIRECT_PAUSE_MS,
  type RedirectMethod,
  routerNavigate,
} from "./redirect.js";
import type { HandlerUrls } from "./urls.js";

// How the SDK navigates and where it comes back to, loaded with the first redirect
// (`loadNavigate()`, load-navigate.ts).

/**
 * Checks that `url` is trusted, or throws `Redirect URL … is not trusted; should be relative.`
 * (the URL with its credentials redacted).
 */
export function assertTrustedRedirect(url: string): void {
  if (!isTrustedRedirect(url)) {
    throw new Error(`Redirect URL ${redactUrl(url)} is not trusted; should be relative.`);
  }
}

/** The full-page redirect under way, if any. */
let windowRedirect: { url: string; done: Promise<void> } | undefined;

/**
 * Navigates to a trusted `url` with `method`: the method's `navigate` function when it has one,
 * nothing for `"none"`, else the page's location (`"window"`, `{ useNavigate }` alone, an unknown
 * value). A full-page redirect then pauses 2000 ms (`sleep`, a timer unless a test gives its own)
 * so that nothing renders in between.
 */
export async function navigate(
  method: RedirectMethod,
  url: string,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  replace = false,
): Promise<void> {
  assertTrustedRedirect(url);
  if (method === "none") return;
  const viaRouter = routerNavigate(method);
  if (viaRouter) {
    await viaRouter(url);
    return;
  }
  // "window", and every method without a `navigate` function: `{ useNavigate }` alone (a hook,
  // which only a component may call: as the reference SDK, a redirect from elsewhere loads the
  // page) or a value this version does not know. A redirect never fails for its method.
  const location = pageLocation();
  if (location === undefined) return;
  // A second request for the page already being loaded would abort that load: join it.
  if (windowRedirect?.url !== url) {
    const pending = { url, done: Promise.resolve() };
    // `replace` leaves the current page out of the history (the reference's RedirectToOptions).
    location[replace ? "replace" : "assign"](url);
    pending.done = sleep(REDIRECT_PAUSE_MS).finally(() => {
      if (windowRedirect === pending) windowRedirect = undefined;
    });
    windowRedirect = pending;
  }
  await windowRedirect?.done;
}

/** The current page as a relative URL (path, query, hash), or undefined outside browsers. */
export function currentRelativeUrl(): string | undefined {
  const location = pageLocation();
  if (location === undefined) return undefined;
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The `after_auth_return_to` parameter of the current page, if present and trusted. */
export function returnToFromLocation(): string | undefined {
  const location = pageLocation();
  if (location === undefined) return undefined;
  const value = new URLSearchParams(location.search).get(AFTER_AUTH_RETURN_TO);
  return value !== null && isTrustedRedirect(value) ? value : undefined;
}

/** `url` with `after_auth_return_to` set. */
export function withReturnTo(url: string, returnTo: string | undefined): string {
  if (returnTo === undefined) return url;
  const hashIndex = url.indexOf("#");
  const path = hashIndex < 0 ? url : url.slice(0, hashIndex);
  const hash = hashIndex < 0 ? "" : url.slice(hashIndex);
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}${AFTER_AUTH_RETURN_TO}=${encodeURIComponent(returnTo)}${hash}`;
}

/**
 * Where `redirectToHandler(page)` goes: the page's URL of `urls`; sign-in and sign-up carry the
 * current page in `after_auth_return_to` (unless `noRedirectBack`), after-sign-in and
 * after-sign-up go to the current address's `after_auth_return_to` when it has one.
 *
 * @example
 * ```ts
 * await navigate("window", handlerUrl(app.urls, "signIn"), sleep);
 * ```
 */
export function handlerUrl(
  urls: HandlerUrls,
  page: keyof HandlerUrls,
  noRedirectBack?: boolean,
): string {
  const url = urls[page];
  if ((page === "signIn" || page === "signUp") && !noRedirectBack) {
    return withReturnTo(url, currentRelativeUrl());
  }
  return (
    (page === "afterSignIn" || page === "afterSignUp" ? returnToFromLocation() : undefined) ?? url
  );
}
