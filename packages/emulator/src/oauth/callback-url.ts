/**
 * The emulator's OAuth callback for a provider, where the provider sends the browser back:
 * `{origin}/api/v1/auth/oauth/callback/{provider}`, as the service's `redirect_uri` at providers.
 *
 * @example
 * ```ts
 * providerCallbackUrl("http://localhost:8102", "github");
 * // "http://localhost:8102/api/v1/auth/oauth/callback/github"
 * ```
 */
export function providerCallbackUrl(origin: string, providerId: string): string {
  return `${origin}/api/v1/auth/oauth/callback/${encodeURIComponent(providerId)}`;
}
