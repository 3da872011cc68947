import { useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => {
  window.addEventListener("popstate", listener);
  return () => window.removeEventListener("popstate", listener);
};
const subscribeToNothing = () => () => {};
const getPathname = () => window.location.pathname;
const getNull = () => null;

/**
 * `window.location.pathname`, following back and forward navigation (`popstate`); `null` on the
 * server and during hydration, so the server's HTML and the first client render agree. Pass
 * `false` to read nothing (the caller knows the location already).
 */
export function useWindowPathname(enabled: boolean): string | null {
  return useSyncExternalStore(
    enabled ? subscribe : subscribeToNothing,
    enabled ? getPathname : getNull,
    getNull,
  );
}
