/** The part of the page's `Location` the SDK reads and navigates with. */
export type PageLocation = Pick<
  Location,
  | "href"
  | "origin"
  | "protocol"
  | "hostname"
  | "pathname"
  | "search"
  | "hash"
  | "assign"
  | "replace"
>;

/**
 * The page's location: `window.location`, else the global `location` (a worker's, or a runtime
 * that defines only that one), else undefined (a server). The reference SDK reads
 * `window.location`, so a page or test that defines only `window` is a browser for both.
 *
 * @example
 * ```ts
 * const secure = pageLocation()?.protocol === "https:";
 * ```
 */
export function pageLocation(): PageLocation | undefined {
  const scope = globalThis as { window?: { location?: PageLocation }; location?: PageLocation };
  return scope.window?.location ?? scope.location;
}
