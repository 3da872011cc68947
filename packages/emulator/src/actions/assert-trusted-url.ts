import { KnownErrors } from "@app/core/errors";
import { isHttpUrl } from "@app/core/internal";
import { globMatcher } from "../glob/glob-matcher.js";
import type { ProjectRecord } from "../store/project-store.js";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Throws REDIRECT_URL_NOT_WHITELISTED unless `url` is an http(s) URL on a trusted domain of the
 * project, or on localhost when the project allows it. Domains may use `*` (one label) and `**`
 * (any labels). Other schemes (`javascript:`, `data:`, …) are never trusted, whatever their host.
 * The error has no details, as on the service: the caller knows which URL it sent.
 */
export function assertTrustedUrl(project: ProjectRecord, url: string): void {
  if (!isHttpUrl(url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
  const target = new URL(url);
  const hostname = target.hostname;
  if (
    project.config.allow_localhost &&
    (localHosts.has(hostname) || hostname.endsWith(".localhost"))
  ) {
    return;
  }
  for (const { domain } of project.config.domains) {
    if (matchesDomain(domain, target)) return;
  }
  throw new KnownErrors.RedirectUrlNotWhitelisted();
}

/** The longest host name DNS allows (RFC 1035): longer ones match no trusted domain. */
export const MAX_HOST_LENGTH = 253;

/**
 * Whether `target` is on the trusted `domain` (`https://*.example.com`, `http://localhost:3000`):
 * the same scheme and port, and a host that the domain's pattern matches, where `*` stands for
 * one or more characters within a label and `**` for one or more characters across labels. A host
 * longer than {@link MAX_HOST_LENGTH} is refused before any matching, and the matching itself
 * reads each character of the host once (see `globMatcher`), whatever the wildcards.
 *
 * @example
 * ```ts
 * matchesDomain("https://**.example.org", new URL("https://a.b.example.org/x")); // true
 * matchesDomain("https://*.example.org", new URL("https://a.b.example.org/x")); // false
 * ```
 */
export function matchesDomain(domain: string, target: URL): boolean {
  if (target.hostname.length > MAX_HOST_LENGTH) return false;
  const match = /^(https?):\/\/([^/:]+)(?::(\d+))?/i.exec(domain);
  if (!match) return false;
  const [, protocol = "", hostPattern = "", port = ""] = match;
  if (`${protocol.toLowerCase()}:` !== target.protocol) return false;
  if (port !== target.port) return false;
  const matches = globMatcher(hostPattern.toLowerCase(), { separator: ".", allowEmpty: false });
  return matches(target.hostname);
}
