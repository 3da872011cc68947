import { type AllowedHosts, isAllowedHost } from "../http/control-access.js";

/**
 * Why a dashboard form post must be refused, or undefined when it comes from the dashboard
 * itself. The dashboard's forms change state without any key, so a page of another site (another
 * port of localhost included) must not be able to submit them:
 *
 * - `Sec-Fetch-Site`, when the browser sends it, must be `same-origin`;
 * - `Origin`, when sent, must be the emulator's own origin (`null` is refused), and one of the two
 *   must be there, as every current browser sends them with a form post;
 * - the `Host` must be one the controls answer at (`isAllowedHost`: this machine's names, an IP
 *   address, the host the emulator listens on, `allowedHosts`), so that a rebound DNS name cannot
 *   pass for the emulator's origin.
 *
 * @example
 * ```ts
 * const refusal = crossSiteRefusal(c.req.raw, services.baseUrl(), services.allowedHosts);
 * if (refusal) return text(refusal, 403);
 * ```
 */
export function crossSiteRefusal(
  request: Request,
  listenUrl: string,
  allowedHosts: AllowedHosts = [],
): string | undefined {
  const own = new URL(request.url);
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if (fetchSite === null && origin === null) {
    return "Refused: this form post carries neither Origin nor Sec-Fetch-Site, so it cannot be told apart from a post by another site. Submit it from the dashboard's page in a browser.";
  }
  if (fetchSite !== null && fetchSite !== "same-origin") {
    return `Refused: this form post comes from another site (Sec-Fetch-Site: ${fetchSite}). Submit it from the dashboard's page.`;
  }
  if (origin !== null && origin !== own.origin) {
    return `Refused: this form post comes from ${origin}, not from the dashboard at ${own.origin}.`;
  }
  if (!isAllowedHost(own.hostname, allowedHosts, listenUrl)) {
    return `Refused: the dashboard's forms only work at a loopback address or ${listenUrl}, not at ${own.host}.`;
  }
  return undefined;
}
