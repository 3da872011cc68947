/**
 * One reason a project is not ready for production, with where to fix it.
 *
 * @example
 * ```ts
 * for (const { message } of await project.getProductionModeErrors()) console.log(message);
 * ```
 */
export interface ProductionModeError {
  /** What to fix, in words. */
  message: string;
  /** The settings page that fixes it, relative to the dashboard: `/projects/{id}/domains`. */
  relativeFixUrl: `/${string}`;
}

/** What the production checks read of a project. */
export interface ProductionModeInput {
  id: string;
  config: { allowLocalhost: boolean; domains: readonly { domain: string }[] };
}

/** `localhost`, a `*.localhost` name, a 127.x address or the IPv6 loopback. */
function isLocalhost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(\.\d+){3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}

/** A dotted-decimal IPv4 address or a bracketed IPv6 literal. */
function isDirectIp(hostname: string): boolean {
  return /^\d+(\.\d+)*$/.test(hostname) || hostname.startsWith("[");
}

/** The domain as a URL: a wildcard (`*`, `**`) stands for some label, so the rest still parses. */
function parseDomain(domain: string): URL | null {
  try {
    return new URL(domain.replace(/\*+/g, "wildcard"));
  } catch {
    return null;
  }
}

/** The problem with one trusted domain in production, if any. */
function domainProblem(domain: string): string | null {
  const url = parseDomain(domain);
  if (!url) return `Trusted domain is not a valid URL: ${domain}`;
  if (isLocalhost(url.hostname)) {
    return `Localhost domains are not allowed to be trusted in production mode: ${domain}`;
  }
  if (isDirectIp(url.hostname)) {
    return `Direct IPs are not valid for trusted domains in production mode: ${domain}`;
  }
  if (url.protocol !== "https:") return `Trusted domains should be HTTPS: ${domain}`;
  return null;
}

/**
 * What stands between a project and production mode: localhost allowed, and trusted domains that
 * are not valid URLs, are localhost, are direct IPs or are not HTTPS. Each error links to the
 * project's domain settings. An empty list means the project is ready.
 *
 * @example
 * ```ts
 * productionModeErrors({ id: "p", config: { allowLocalhost: false, domains: [{ domain: "http://a.com" }] } });
 * // [{ message: "Trusted domains should be HTTPS: http://a.com", relativeFixUrl: "/projects/p/domains" }]
 * ```
 */
export function productionModeErrors(project: ProductionModeInput): ProductionModeError[] {
  const relativeFixUrl = `/projects/${project.id}/domains` as const;
  const messages: string[] = [];
  if (project.config.allowLocalhost) {
    messages.push(
      "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
    );
  }
  for (const { domain } of project.config.domains) {
    const problem = domainProblem(domain);
    if (problem) messages.push(problem);
  }
  return messages.map((message) => ({ message, relativeFixUrl }));
}
