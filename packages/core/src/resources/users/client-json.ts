import { type ClientUserJson, clientTeamJsonSchema, clientUserJsonSchema } from "./wire.js";

/** Keeps the keys of `entries` that `json` has. */
function pick(json: object, entries: object): Record<string, unknown> {
  const record = json as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(entries)
      .filter((key) => key in record)
      .map((key) => [key, record[key]]),
  );
}

/**
 * The client's view of a user's JSON (what `GET /users/me` answers a client): the server's view
 * without its server-only fields, the selected team in its client view.
 *
 * @example
 * ```ts
 * clientUserJsonOf(serverJson).server_metadata; // undefined
 * ```
 */
export function clientUserJsonOf(json: ClientUserJson): ClientUserJson {
  const client = pick(json, clientUserJsonSchema.entries) as ClientUserJson;
  client.selected_team =
    json.selected_team &&
    (pick(json.selected_team, clientTeamJsonSchema.entries) as ClientUserJson["selected_team"]);
  return client;
}
