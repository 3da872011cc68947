/** Options of the server's `listTeams`. */
export interface ServerListTeamsOptions {
  /** Sort key; only creation time is supported. */
  orderBy?: "createdAt";
  /** Newest first. */
  desc?: boolean;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** Page size, at least 1. */
  limit?: number;
  /** Case-insensitive search in the display name, or the exact id. */
  query?: string;
}

/** The query string of `GET /teams`, after checking the options. */
export function listTeamsQuery(
  options: ServerListTeamsOptions,
): Record<string, string | number | boolean | undefined> {
  if (typeof options !== "object" || options === null) {
    throw new TypeError("listTeams expects an options object.");
  }
  const { limit, orderBy } = options;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    throw new TypeError(`listTeams: limit must be an integer of at least 1; got ${limit}.`);
  }
  if (orderBy !== undefined && orderBy !== "createdAt") {
    throw new TypeError(`listTeams: orderBy must be "createdAt"; got ${JSON.stringify(orderBy)}.`);
  }
  return {
    cursor: options.cursor,
    limit,
    order_by: orderBy === undefined ? undefined : "created_at",
    desc: options.desc,
    query: options.query,
  };
}
