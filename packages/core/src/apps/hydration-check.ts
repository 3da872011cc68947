// The shape check of a dehydrated state, by hand rather than with the wire schemas: `hydrate`
// is in the first load of every React page given an `initialState`, and valibot is not.

/** The kinds a field may have, `|`-separated: `null`, `array`, or a `typeof` answer. */
type Kinds = string;

const USER_FIELDS: Record<string, Kinds> = {
  id: "string",
  primary_email: "string|null",
  primary_email_verified: "boolean",
  display_name: "string|null",
  profile_image_url: "string|null",
  signed_up_at_millis: "number",
  has_password: "boolean",
  auth_with_email: "boolean",
  oauth_providers: "array",
  selected_team_id: "string|null",
  selected_team: "object|null",
  requires_totp_mfa: "boolean",
  otp_auth_enabled: "boolean",
  passkey_auth_enabled: "boolean",
  is_anonymous: "boolean",
};
const PROJECT_FIELDS: Record<string, Kinds> = {
  id: "string",
  displayName: "string",
  config: "object",
};

const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

/**
 * Where `state` is not a dehydrated state: the path of the first bad field and what was wrong
 * (`"user.id: expected string, got undefined"`), or null when it has the shape `hydrate` needs.
 *
 * @example
 * ```ts
 * dehydratedStateProblem({ projectId: 7 }); // "projectId: expected string, got number"
 * ```
 */
export function dehydratedStateProblem(state: unknown): string | null {
  const problem = (path: string, value: unknown, kinds: Kinds): string | null =>
    kinds.split("|").includes(kindOf(value))
      ? null
      : `${path}: expected ${kinds.replaceAll("|", " or ")}, got ${kindOf(value)}`;
  const fields = (path: string, value: unknown, table: Record<string, Kinds>): string | null => {
    const record = value as Record<string, unknown>;
    for (const [name, kinds] of Object.entries(table)) {
      const found = problem(`${path}.${name}`, record[name], kinds);
      if (found) return found;
    }
    return null;
  };
  if (kindOf(state) !== "object") return `the state: expected object, got ${kindOf(state)}`;
  const { projectId, user, project } = state as Record<string, unknown>;
  const config = (project as { config?: { oauthProviders?: unknown } } | undefined)?.config;
  return (
    problem("projectId", projectId, "string") ??
    problem("user", user, "object|null|undefined") ??
    (user ? fields("user", user, USER_FIELDS) : null) ??
    problem("project", project, "object|undefined") ??
    (project ? fields("project", project, PROJECT_FIELDS) : null) ??
    (project ? problem("project.config.oauthProviders", config?.oauthProviders, "array") : null)
  );
}
