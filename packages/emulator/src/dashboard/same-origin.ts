/** Host names that always reach this machine. */
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why a dashboard form post must be refused, or undefined when it comes from the dashboard
 * itself. The dashboard's forms change state without any key, so a page of another site (another
 * port of localhost included) must not be able to submit them:
 *
 * - `Sec-Fetch-Site`, when the browser sends it, must be `same-origin`;
 * - `Origin`, when sent, must be the emulator's own origin (`null` is refused), and one of the two
 *   must be there, as every current browser sends them with a form post;
 * - the `Host` must be a loopback name (`localhost`, `127.x.x.x`, `[::1]`) or the host the
 *   emulator listens on, so that a rebound DNS name cannot pass for the emulator's origin.
 *
 * @example
 * ```ts
 * const refusal = crossSiteRefusal(c.req.raw, services.baseUrl());
 * if (refusal) return text(refusal, 403);
 * ```
 */
export function crossSiteRefusal(request: Request, listenUrl: string): string | undefined {
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
  if (!LOOPBACK.test(own.hostname) && own.hostname !== hostnameOf(listenUrl)) {
    return `Refused: the dashboard's forms only work at a loopback address or ${listenUrl}, not at ${own.host}.`;
  }
  return undefined;
}

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}
