/**
 * The scopes the service asks each provider for on every sign-in (its base scope); a flow's
 * `provider_scope` is asked for on top of them.
 */
export const PROVIDER_BASE_SCOPES: Readonly<Record<string, string>> = {
  apple: "name email",
  bitbucket: "account email",
  discord: "identify email",
  facebook: "openid public_profile email",
  github: "user:email",
  gitlab: "read_user",
  google:
    "https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
  linkedin: "openid profile email",
  microsoft: "User.Read openid",
  spotify: "user-read-email user-read-private",
  twitch: "user:read:email",
  x: "users.read offline.access tweet.read",
};

/** `"repo  read:user"` → `["repo", "read:user"]`. */
export function splitScopes(scope: string | null | undefined): string[] {
  return (scope ?? "").split(/\s+/).filter((s) => s !== "");
}

/**
 * The scopes an OAuth flow asks the provider for, as the service asks them: the provider's base
 * scope, then the flow's `provider_scope`, each once.
 *
 * @example
 * ```ts
 * requestedScopes("github", "repo"); // ["user:email", "repo"]
 * ```
 */
export function requestedScopes(providerId: string, providerScope: string | null): string[] {
  return [
    ...new Set([...splitScopes(PROVIDER_BASE_SCOPES[providerId]), ...splitScopes(providerScope)]),
  ];
}
