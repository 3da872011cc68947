/**
 * Options of the server's `listTeams`.
 *
 * @example
 * ```ts
 * const teams = await serverApp.listTeams({ orderBy: "createdAt", desc: true });
 * ```
 */
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

/** What paging needs of a team: its id and display name, in the service's order (oldest first). */
interface PagedTeam {
  id: string;
  display_name: string | null;
}

/** Checks the options of `listTeams` (a TypeError names the bad one). */
export function checkListTeamsOptions(options: ServerListTeamsOptions): void {
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
}

/**
 * One page of `teams` (the whole list, oldest first, as `GET /teams` answers it: the service never
 * pages teams, `is_paginated: false`): filtered by `query`, newest first with `desc`, from the
 * team named by `cursor` (none when it is not in the list), `limit` long. `nextCursor` is the id of
 * the team after the page, or null at the end.
 *
 * @example
 * ```ts
 * const { items, nextCursor } = pageTeams(all, { limit: 20 });
 * const next = pageTeams(all, { limit: 20, cursor: nextCursor ?? undefined });
 * ```
 */
export function pageTeams<Team extends PagedTeam>(
  teams: readonly Team[],
  options: ServerListTeamsOptions,
): { items: Team[]; nextCursor: string | null } {
  const needle = options.query?.toLowerCase();
  const matching = teams.filter(
    (team) =>
      !needle || team.id === needle || (team.display_name ?? "").toLowerCase().includes(needle),
  );
  if (options.desc) matching.reverse();
  const start =
    options.cursor === undefined ? 0 : matching.findIndex((team) => team.id === options.cursor);
  const from = start < 0 ? matching.length : start;
  const end = options.limit === undefined ? matching.length : from + options.limit;
  return { items: matching.slice(from, end), nextCursor: matching[end]?.id ?? null };
}
