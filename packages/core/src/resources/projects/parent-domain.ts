import type { AppContext } from "../../context/app-context.js";
import { trustedParentDomain } from "../../session/parent-domain.js";
import { clientProjectJsonSchema } from "./wire.js";

// Loaded on first use by the browser app's cookie store (apps/client-app.ts): only a page on a
// subdomain asks the project for its trusted domains.

/**
 * The trusted parent domain of the page's `hostname` (`config.domains` of `GET /projects/current`
 * has both `https://{parent}` and `https://**.{parent}`), or null; null without asking on a host
 * with no parent (localhost, an IP address).
 *
 * @example
 * ```ts
 * new CookieTokenStore({ projectId, parentDomain: () => pageParentDomain(context, location.hostname) });
 * ```
 */
export async function pageParentDomain(
  context: AppContext,
  hostname: string,
): Promise<string | null> {
  if (!hostname.includes(".") || /^[\d.]+$/.test(hostname)) return null;
  const domains = await context.cache.getLatest(["project", "domains"], async () => {
    const json = await context.http.request("/projects/current", {}, clientProjectJsonSchema);
    return (json.config.domains ?? []).map((entry) => entry.domain);
  });
  return trustedParentDomain(hostname, domains);
}
