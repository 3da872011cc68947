import { globMatcher } from "../glob/glob-matcher.js";

/**
 * Turns a fault's path glob into a matcher of request paths (without the query). `**` matches
 * any rest of the path, slashes included (`/api/v1/**` is a prefix); `*` matches within one
 * segment (`/api/v1/users/*` matches `/api/v1/users/me`, not `/api/v1/users/me/x`); everything
 * else matches itself. A trailing slash on the request path is ignored. Matching reads each
 * character of the path once (see `globMatcher`), however many wildcards the glob has.
 *
 * @example
 * ```ts
 * pathMatcher("/api/v1/auth/**")("/api/v1/auth"); // true: a trailing /** also matches the prefix
 * pathMatcher("/api/v1/users/*")("/api/v1/users/me/x"); // false
 * ```
 */
export function pathMatcher(glob: string): (path: string) => boolean {
  const options = { separator: "/", allowEmpty: true };
  const matches = globMatcher(glob, options);
  // `/**` at the end also matches the bare prefix.
  const prefix = glob.endsWith("/**") ? globMatcher(glob.slice(0, -3), options) : undefined;
  return (path) => {
    let end = path.length;
    while (end > 1 && path[end - 1] === "/") end--;
    const trimmed = path.slice(0, end);
    return matches(trimmed) || (prefix?.(trimmed) ?? false);
  };
}
