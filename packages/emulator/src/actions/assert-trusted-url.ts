import { KnownErrors } from "@app/core/errors";
import { isHttpUrl } from "@app/core/internal";
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

function matchesDomain(domain: string, target: URL): boolean {
  const match = /^(https?):\/\/([^/:]+)(?::(\d+))?/i.exec(domain);
  if (!match) return false;
  const [, protocol = "", hostPattern = "", port = ""] = match;
  if (`${protocol.toLowerCase()}:` !== target.protocol) return false;
  if (port !== target.port) return false;
  const pattern = hostPattern
    .toLowerCase()
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === "**" ? ".+" : part === "*" ? "[^.]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${pattern}$`).test(target.hostname);
}
