import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import { serverTeamCreateEntries } from "./server-requests.js";
import { type ServerTeamCreateOptions, TEAM_UPDATE_FIELDS } from "./update.js";

// The server's team fields, apart so that a browser bundle does not carry them.

/**
 * The fields of `PATCH /teams/{id}` and `POST /teams` with server access: the rules of
 * `server-requests.ts`.
 */
export const SERVER_TEAM_FIELDS: Record<keyof ServerTeamCreateOptions, FieldSpec> = {
  ...TEAM_UPDATE_FIELDS,
  ...optionFields(serverTeamCreateEntries, {
    clientReadOnlyMetadata: "client_read_only_metadata",
    serverMetadata: "server_metadata",
    creatorUserId: "creator_user_id",
  }),
};
