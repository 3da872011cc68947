import type { EmulatorServices } from "../services/context.js";
import type { OAuthProviderConfig } from "../store/project-store.js";
import type { OpenIdProviderClient } from "./openid-provider-client.js";

/**
 * The external OpenID provider that a provider of a project signs in with, or null for the
 * emulator's stand-in page: with `oauthMockUrl`, every shared provider (no client id of the
 * project's own) is a client of that issuer, as on the service with its mock OAuth server;
 * providers with the project's own keys, and every provider without the option, use the stand-in.
 *
 * @example
 * ```ts
 * const client = openIdClientFor(services, { id: "github", type: "shared", enabled: true });
 * ```
 */
export function openIdClientFor(
  services: EmulatorServices,
  config: OAuthProviderConfig,
): OpenIdProviderClient | null {
  return config.type === "shared" ? services.openIdProvider : null;
}
