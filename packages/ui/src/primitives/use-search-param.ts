import { useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => {
  window.addEventListener("popstate", listener);
  return () => window.removeEventListener("popstate", listener);
};
const getSearch = () => window.location.search;
const getNull = () => null;

/**
 * The current page's query string (`"?code=…"`, `""` without one), following back and forward
 * navigation; `null` on the server and during hydration, when it is not known yet.
 */
export function useSearch(): string | null {
  return useSyncExternalStore(subscribe, getSearch, getNull);
}

/**
 * A query parameter of the current page (`code`, `after_auth_return_to`…), following back and
 * forward navigation; `null` when absent, on the server and during hydration.
 */
export function useSearchParam(name: string): string | null {
  const search = useSearch();
  return search === null ? null : new URLSearchParams(search).get(name);
}
