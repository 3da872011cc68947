import { pageLocation } from "../platform/page-location.js";

/**
 * How the SDK navigates: the browser's location, nowhere, or the app's own router. `"nextjs"` is
 * the reference SDK's Next.js method: `@app/next` gives its apps Next's router (and `redirect()` on
 * a server); elsewhere it navigates as `"window"`.
 */
export type RedirectMethod =
  | "window"
  | "nextjs"
  | "none"
  | { navigate(url: string): void | Promise<void> };

/** After a full-page redirect starts, callers wait this long before anything else happens. */
export const REDIRECT_PAUSE_MS = 2000;

/** The query parameter that carries the page to return to after authentication. */
export const AFTER_AUTH_RETURN_TO = "after_auth_return_to";

function currentOrigin(): string | undefined {
  return pageLocation()?.origin;
}

/**
 * Whether `url` may be redirected to: a relative path (not `//host` or `/\host`), or an absolute
 * URL of the current origin.
 *
 * @example
 * ```ts
 * isTrustedRedirect("/dashboard"); // true
 * isTrustedRedirect("//evil.example"); // false
 * ```
 */
export function isTrustedRedirect(url: string, origin = currentOrigin()): boolean {
  // Browsers drop tabs and newlines from URLs, which can turn "/\t/evil" into "//evil".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects.
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return false;
  if (/^\/(?![/\\])/.test(url) || /^[?#]/.test(url)) return true;
  if (origin === undefined) return false;
  try {
    const target = new URL(url).origin;
    // javascript:, data: and about: URLs have the opaque origin "null", like sandboxed pages.
    return target !== "null" && target === origin;
  } catch {
    return false;
  }
}

/**
 * Navigation (navigate.ts: `navigate()`, `withReturnTo()`, `returnToFromLocation()`…): loaded
 * with the first redirect, or earlier by a flow that will end with one (sign-in starts it with its
 * request), and whole (first-load.ts).
 */
export function loadNavigate(): Promise<typeof import("./navigate.js")> {
  const loading = import("./navigate.js");
  // A flow that preloads it and then fails never reads it.
  loading.catch(() => {});
  return loading;
}
