import { type CookieReader, documentCookieReader } from "./cookie-names.js";

/** The browser's cookies, behind an interface so that tests and other runtimes can supply theirs. */
export interface CookieJar extends CookieReader {
  /** `domain`: a parent domain whose subdomains share the cookie (`Domain=`); default this host. */
  set(
    name: string,
    value: string,
    options: { maxAgeSeconds: number; secure: boolean; domain?: string },
  ): void;
  remove(name: string, options: { secure: boolean; domain?: string }): void;
}

/**
 * A cookie value as js-cookie writes it (what the reference SDK and server middleware read):
 * URI-encoded, but for the characters a cookie value may hold as they are (`{`, `:`, `/`…).
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(
    /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
    decodeURIComponent,
  );
}

/**
 * The jar of `document.cookie`. Cookies are `SameSite=Lax` on path `/` (and a `Domain` when given);
 * `Secure` only on https, so that plain http://localhost works in every browser. Names, values and
 * attributes are written as js-cookie writes them (the reference SDK's cookies) and read back
 * decoded. Outside browsers it is empty and ignores writes.
 */
export function documentCookieJar(): CookieJar {
  const hasDocument = typeof document !== "undefined";
  const write = (
    name: string,
    value: string,
    expires: Date,
    secure: boolean,
    domain: string | undefined,
  ) => {
    if (!hasDocument) return;
    const domainPart = domain === undefined ? "" : `; domain=${domain}`;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser; encodeValue escapes the value.
    document.cookie = `${name}=${encodeValue(value)}; expires=${expires.toUTCString()}; path=/${domainPart}; samesite=lax${secure ? "; secure" : ""}`;
  };
  return {
    ...documentCookieReader(),
    set(name, value, { maxAgeSeconds, secure, domain }) {
      write(name, value, new Date(Date.now() + maxAgeSeconds * 1000), secure, domain);
    },
    remove(name, { secure, domain }) {
      // An expiry in the past deletes the cookie.
      write(name, "", new Date(0), secure, domain);
    },
  };
}
