/**
 * The cookies a browser on https writes so that a server behind a proxy that does not say
 * (`x-forwarded-proto`) knows its cookies are `Secure` and `__Host-` ones: `@app/next`'s provider
 * writes the first, the reference SDK both.
 */
export const HTTPS_MARKER_COOKIES: readonly string[] = ["stack-is-https", "hexclave-is-https"];

/**
 * Writes the https marker cookie (`stack-is-https`, `Secure`, for a year) when the page is served
 * over https, as the reference SDK does; nothing over http or outside a browser.
 *
 * @example
 * ```ts
 * useEffect(() => markHttps(), []);
 * ```
 */
export function markHttps(): void {
  if (typeof document === "undefined" || location.protocol !== "https:") return;
  const expires = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value, written once; the Cookie Store API is not in every browser.
  document.cookie = `${HTTPS_MARKER_COOKIES[0]}=true; expires=${expires}; path=/; secure; samesite=lax`;
}
