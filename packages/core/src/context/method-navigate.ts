import { pageLocation } from "../platform/page-location.js";
import {
  type Navigate,
  type NavigateFunction,
  type RedirectMethod,
  routerNavigate,
} from "./redirect.js";

// `app.useNavigate()`'s function, apart from redirect.ts: only @app/react installs the hook
// (register-hooks.ts), so a page's first load of the core does not carry it.

const navigateNowhere: Navigate = () => {};
const navigateWindow: Navigate = (to, options) => {
  const location = pageLocation();
  location?.[options?.replace ? "replace" : "assign"](to);
};
const navigateWith = new WeakMap<NavigateFunction, Navigate>();

/**
 * `app.useNavigate()`: the navigate function of `method` for a component. `{ useNavigate }` calls
 * the router's hook (so only while a component renders, as any hook); `{ navigate }` alone
 * wraps that function; `"window"` and unknown values assign `window.location`; `"none"` does
 * nothing. The function is the same on every render (a router's own, or one per method).
 *
 * @example
 * ```tsx
 * const navigate = useMethodNavigate(context.redirectMethod);
 * return <button onClick={() => navigate("#teams")}>Teams</button>;
 * ```
 */
export function useMethodNavigate(method: RedirectMethod | undefined): Navigate {
  if (method === "none") return navigateNowhere;
  if (typeof method === "object" && method !== null) {
    const { useNavigate } = method as { useNavigate?: unknown };
    // React Router's navigate takes `{ replace }` as its second argument.
    if (typeof useNavigate === "function") return (useNavigate as () => Navigate)();
    const go = routerNavigate(method);
    if (go) {
      const navigate = (method as { navigate: NavigateFunction }).navigate;
      let wrapped = navigateWith.get(navigate);
      if (!wrapped) {
        wrapped = (to) => {
          // Called from an event handler or an effect: nobody awaits it, so a failure is logged.
          new Promise<void>((resolve) => resolve(go(to))).catch((error: unknown) =>
            console.error(error),
          );
        };
        navigateWith.set(navigate, wrapped);
      }
      return wrapped;
    }
  }
  return navigateWindow;
}
