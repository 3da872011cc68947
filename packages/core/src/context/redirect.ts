import { pageLocation } from "../platform/page-location.js";

/**
 * A router's navigate function, as `redirectMethod` takes it (`navigate(url)`).
 *
 * @example
 * ```ts
 * const navigate: NavigateFunction = (to) => history.pushState(null, "", to);
 * ```
 */
export type NavigateFunction = (url: string) => void | Promise<void>;

/**
 * A router's hook that returns its navigate function, as React Router's `useNavigate`: called
 * only while a component renders.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie", redirectMethod: { useNavigate } });
 * ```
 */
export type UseNavigateHook = () => (to: string) => void;

/**
 * How the SDK navigates: the browser's location (`"window"`, the default), nowhere (`"none"`), or
 * the app's router. A router is given as the reference SDK takes it, `{ useNavigate }` (React
 * Router's hook: the SDK's components navigate with it, and a redirect made outside a component
 * goes through `window.location`), and/or as `{ navigate }` (a function the SDK calls for every
 * redirect). `"nextjs"` is the reference SDK's Next.js method: `@app/next` gives its apps Next's
 * router (and `redirect()` on a server); elsewhere it navigates as `"window"`.
 *
 * @example
 * ```ts
 * import { useNavigate } from "react-router";
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie", redirectMethod: { useNavigate } });
 * ```
 */
export type RedirectMethod =
  | "window"
  | "nextjs"
  | "none"
  | {
      /** The router's hook that answers its navigate function (React Router's `useNavigate`). */
      useNavigate: UseNavigateHook;
      /** The router's navigate function, for redirects made outside a component. */
      navigate?: NavigateFunction | undefined;
    }
  | {
      /** The router's navigate function, called for every redirect. */
      navigate: NavigateFunction;
      /** The router's hook that answers its navigate function. */
      useNavigate?: UseNavigateHook | undefined;
    };

/**
 * The function a redirect made outside a component calls: the method's `navigate`, or undefined
 * when the method has none (`"window"`, `{ useNavigate }` alone, an unknown value), which then
 * navigates with `window.location` ("none" aside: the callers check it first).
 *
 * @example
 * ```ts
 * const go = routerNavigate(context.redirectMethod);
 * if (go) await go("/dashboard"); else location.assign("/dashboard");
 * ```
 */
export function routerNavigate(method: RedirectMethod | undefined): NavigateFunction | undefined {
  if (typeof method !== "object" || method === null) return undefined;
  const { navigate } = method as { navigate?: unknown };
  return typeof navigate === "function" ? (navigate.bind(method) as NavigateFunction) : undefined;
}

/**
 * Options of the function `app.useNavigate()` returns.
 *
 * @example
 * ```ts
 * const options: NavigateOptions = { replace: true };
 * ```
 */
export interface NavigateOptions {
  /** Replace the current page in the history instead of adding one. */
  replace?: boolean | undefined;
}

/**
 * What `app.useNavigate()` returns: goes to `to` (a path, `#hash` or URL) at once.
 *
 * @example
 * ```ts
 * const navigate: Navigate = (to) => router.push(to);
 * ```
 */
export type Navigate = (to: string, options?: NavigateOptions) => void;

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
