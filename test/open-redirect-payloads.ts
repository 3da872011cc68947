/**
 * Open-redirect payloads shared by the core and emulator suites. The page they are followed from
 * is {@link APP_PAGE}; each list says, and the suites check with `new URL(payload, APP_PAGE)`, where
 * a browser would actually go.
 */

/** The app's origin. */
export const APP_ORIGIN = "https://app.example.com";

/** The page a redirect is followed from. */
export const APP_PAGE = `${APP_ORIGIN}/page`;

/**
 * Payloads that take the browser off the app's origin (or run script: `javascript:`, `data:` and
 * `vbscript:` have the opaque origin "null") when followed from {@link APP_PAGE}.
 */
export const OFF_ORIGIN_PAYLOADS: readonly string[] = [
  // Absolute URLs of other origins, whatever the case of the scheme.
  "https://evil.com",
  "http://evil.com",
  "HTTPS://EVIL.COM/",
  "HtTp://evil.com",
  "ftp://evil.com",
  "http://app.example.com/", // same host, other scheme
  "https://app.example.com:444/", // same host, other port
  "https://app.example.com.evil.com/",
  "https://app.example.com@evil.com/", // userinfo
  "https://app.example.com:x@evil.com/",
  "https://evil.com\\@app.example.com/", // "\" ends the authority of special URLs
  "https://evil.com#@app.example.com",
  "https://evil.com?@app.example.com",
  "https://evil.com/https://app.example.com/",
  "http:evil.com", // scheme-relative to another scheme than the page's
  "http:/evil.com",
  "https:/\\evil.com",
  "https:\\\\evil.com",
  // Protocol-relative and its slash and backslash variants.
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "//evil.com:8443/",
  "//evil.com\\@app.example.com",
  "/\\evil.com",
  "\\/evil.com",
  "\\\\evil.com",
  "/\\/evil.com",
  "//evil.com/%2f..",
  // Hosts spelt otherwise: unicode and fullwidth dots and letters, percent-encoding, numbers, IPv6.
  "//evil。com",
  "//evil．com",
  "//ｅｖｉｌ.com",
  "//evil%2ecom",
  "//%65vil.com",
  "//2130706433/", // 127.0.0.1
  "//0x7f.1/",
  "//[::1]/",
  "//[::1]:8080/",
  "https://[2001:db8::1]/",
  "http://[::ffff:7f00:1]/",
  // Whitespace and control characters that URL parsers strip.
  " //evil.com",
  "\t//evil.com",
  "\n//evil.com",
  "\u0000//evil.com",
  "\u001f//evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "//\tevil.com",
  "https://evil.com\t",
  " https://evil.com",
  // Script and document URLs.
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript://%0aalert(1)",
  "javascript://app.example.com/%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "VbScRiPt:msgbox(1)",
  "file:///etc/passwd",
  "blob:https://evil.com/0c1a0b7e-4d2f-4b5e-9a61-2f0c0c0c0c0c",
];

/**
 * Payloads that stay on the app's origin when followed, but are refused anyway: they are neither a
 * path starting with "/" nor an absolute URL of the origin, or they carry control characters that
 * other URL parsers (older browsers, servers) may read differently.
 */
export const REFUSED_SAME_ORIGIN_PAYLOADS: readonly string[] = [
  "https:evil.com", // relative to a page of the same scheme: /evil.com
  "https:/evil.com",
  "%2F%2Fevil.com", // a relative path segment
  "%5C%5Cevil.com",
  "／／evil.com", // fullwidth solidus is no slash outside a host
  "evil.com",
  "/\u0000/evil.com", // NUL is percent-encoded in a path, not stripped
  "/%09/evil.com\u000b",
];

/**
 * Redirects that must pass: relative paths, queries, fragments and absolute URLs of the origin.
 * Some look hostile but resolve on the origin; the suites check that too.
 */
export const TRUSTED_PAYLOADS: readonly string[] = [
  "/",
  "/dashboard",
  "/dashboard?tab=1#top",
  "?after=1",
  "#section",
  "https://app.example.com/settings",
  "HTTPS://APP.EXAMPLE.COM/settings", // scheme and host are case-insensitive
  "https://app.example.com:443/settings", // the default port
  "/%2f%2fevil.com", // encoded slashes stay in the path
  "/%5cevil.com",
  "/／evil.com",
  "/.//evil.com", // path //evil.com on the app's own origin
  "/..//evil.com",
  "/?next=//evil.com",
  "#//evil.com",
  "/redirect?url=https://evil.com",
];
