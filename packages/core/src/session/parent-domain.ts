// Which parent domain a page shares its sign-in with: loaded on first use by the browser app's
// cookie store (apps/client-app.ts), as only projects with a `**.` trusted domain need it.

/** The host of a trusted domain entry (`https://example.com`, `https://**.example.com:*`). */
function hostPattern(domain: string): string | null {
  if (!domain.includes("*") && URL.canParse(domain)) return new URL(domain).hostname.toLowerCase();
  const start = domain.indexOf("://");
  if (start < 0) return null;
  const rest = domain.slice(start + 3);
  const slash = rest.indexOf("/");
  let host = slash < 0 ? rest : rest.slice(0, slash);
  const colon = host.lastIndexOf(":");
  if (colon >= 0 && /^(\*|\d+)$/.test(host.slice(colon + 1))) host = host.slice(0, colon);
  return host === "" ? null : host.toLowerCase();
}

/**
 * The parent domain of `hostname` whose subdomains share the sign-in: the shortest one the
 * project trusts both as itself and as `**.{parent}` (as the reference SDK decides), or null.
 *
 * @example
 * ```ts
 * trustedParentDomain("app.example.com", ["https://example.com", "https://**.example.com"]);
 * // "example.com"
 * ```
 */
export function trustedParentDomain(
  hostname: string,
  trustedDomains: readonly (string | null | undefined)[],
): string | null {
  const hosts = new Set(
    trustedDomains.flatMap((domain) => (typeof domain === "string" ? [hostPattern(domain)] : [])),
  );
  const labels = hostname.toLowerCase().split(".");
  for (let i = labels.length - 2; i >= 0; i--) {
    const parent = labels.slice(i).join(".");
    if (hosts.has(parent) && hosts.has(`**.${parent}`)) return parent;
  }
  return null;
}
