/**
 * Options of `listUsers`.
 *
 * @example
 * ```ts
 * const page = await serverApp.listUsers({ limit: 50 });
 * const next = page.nextCursor ? await serverApp.listUsers({ limit: 50, cursor: page.nextCursor }) : [];
 * ```
 */
export interface ListUsersOptions {
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** Page size, at least 1. */
  limit?: number;
  /** Sort key; only sign-up time is supported. */
  orderBy?: "signedUpAt";
  /** Newest first. */
  desc?: boolean;
  /** Case-insensitive search in e-mail, display name and id. */
  query?: string;
  /** Only members of this team. */
  teamId?: string;
  /** Include anonymous users (and restricted ones). */
  includeAnonymous?: boolean;
  /** Include restricted users (onboarding left, e.g. an unverified e-mail); default false. */
  includeRestricted?: boolean;
  /** Only anonymous users; needs `includeAnonymous: true`, as in the reference SDK. */
  onlyAnonymous?: boolean;
}

/** The query string of `GET /users`, after checking the options. */
export function listUsersQuery(
  options: ListUsersOptions,
): Record<string, string | number | boolean | undefined> {
  if (typeof options !== "object" || options === null) {
    throw new TypeError("listUsers expects an options object.");
  }
  const { limit, orderBy } = options;
  // A number's range is the service's to judge (SCHEMA_ERROR), as @stackframe/js sends it.
  if (limit !== undefined && typeof limit !== "number") {
    throw new TypeError(`listUsers: limit must be a number; got ${JSON.stringify(limit)}.`);
  }
  if (orderBy !== undefined && orderBy !== "signedUpAt") {
    throw new TypeError(`listUsers: orderBy must be "signedUpAt"; got ${JSON.stringify(orderBy)}.`);
  }
  if (options.onlyAnonymous && !options.includeAnonymous) {
    throw new TypeError("listUsers: onlyAnonymous needs includeAnonymous: true.");
  }
  return {
    cursor: options.cursor,
    limit,
    order_by: orderBy === undefined ? undefined : "signed_up_at",
    desc: options.desc,
    query: options.query,
    team_id: options.teamId,
    include_anonymous: options.includeAnonymous,
    include_restricted: options.includeRestricted,
    only_anonymous: options.onlyAnonymous,
  };
}
