/**
 * The display names of the OAuth providers the SDK supports (SPEC.md section 1). Any other id
 * (such as `twitch`, which the service also knows) has no entry: buttons show the id itself.
 *
 * @example
 * ```ts
 * OAUTH_PROVIDER_NAMES.github; // "GitHub"
 * oauthProviderName("twitch"); // "twitch"
 * ```
 */
export const OAUTH_PROVIDER_NAMES: Readonly<Record<string, string>> = Object.freeze({
  google: "Google",
  github: "GitHub",
  microsoft: "Microsoft",
  spotify: "Spotify",
  facebook: "Facebook",
  discord: "Discord",
  gitlab: "GitLab",
  bitbucket: "Bitbucket",
  linkedin: "LinkedIn",
  apple: "Apple",
  x: "X",
});

/** The display name of a provider, or its id when the SDK does not know it. */
export function oauthProviderName(id: string): string {
  return Object.hasOwn(OAUTH_PROVIDER_NAMES, id) ? (OAUTH_PROVIDER_NAMES[id] as string) : id;
}
