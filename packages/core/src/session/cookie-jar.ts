import Cookies from "js-cookie";

/** The browser's cookies, behind an interface so that tests and other runtimes can supply theirs. */
export interface CookieJar {
  /** A cheap value that changes whenever any cookie changes (the raw `document.cookie`). */
  snapshot(): string;
  /** Every readable cookie, name → decoded value. */
  getAll(): Record<string, string>;
  set(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): void;
  remove(name: string, options: { secure: boolean }): void;
}

/**
 * The jar of `document.cookie`, through js-cookie. Cookies are `SameSite=Lax` on path `/`;
 * `Secure` only on https, so that plain http://localhost works in every browser.
 * Outside browsers it is empty and ignores writes.
 */
export function documentCookieJar(): CookieJar {
  const hasDocument = typeof document !== "undefined";
  return {
    snapshot: () => (hasDocument ? document.cookie : ""),
    getAll: () => (hasDocument ? Cookies.get() : {}),
    set(name, value, { maxAgeSeconds, secure }) {
      if (!hasDocument) return;
      Cookies.set(name, value, {
        expires: new Date(Date.now() + maxAgeSeconds * 1000),
        path: "/",
        sameSite: "lax",
        secure,
      });
    },
    remove(name, { secure }) {
      if (!hasDocument) return;
      Cookies.remove(name, { path: "/", sameSite: "lax", secure });
    },
  };
}
