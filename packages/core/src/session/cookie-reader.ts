import { parseCookieHeader } from "./cookie-names.js";

// What a page reads of its cookies before it writes any: the cookie store's first load. The
// writing half of the page's jar (cookie-jar.ts) loads with the code that writes the session's
// cookies (cookie-writer.ts).

/** The reading half of a cookie jar (cookie-jar.ts adds the writing half). */
export interface CookieReader {
  /** A cheap value that changes whenever any cookie changes (the raw `document.cookie`). */
  snapshot(): string;
  /** Every readable cookie, name → decoded value. */
  getAll(): Record<string, string>;
}

/**
 * Reads `document.cookie`; outside browsers it is empty.
 *
 * @example
 * ```ts
 * const cookies = documentCookieReader().getAll(); // { "stack-access": "[…]" }
 * ```
 */
export function documentCookieReader(): CookieReader {
  const hasDocument = typeof document !== "undefined";
  return {
    snapshot: () => (hasDocument ? document.cookie : ""),
    getAll: () => (hasDocument ? parseCookieHeader(document.cookie) : {}),
  };
}
