import * as v from "valibot";
import { jsonObjectSchema } from "../../schemas/fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { type ServerTeamCreateOptions, TEAM_UPDATE_FIELDS } from "./update.js";

// The server's team fields, apart so that a browser bundle does not carry them.

const nullableObject = v.nullable(jsonObjectSchema);

/** The fields of `PATCH /teams/{id}` and `POST /teams` with server access. */
export const SERVER_TEAM_FIELDS: Record<keyof ServerTeamCreateOptions, FieldSpec> = {
  ...TEAM_UPDATE_FIELDS,
  clientReadOnlyMetadata: ["client_read_only_metadata", nullableObject],
  serverMetadata: ["server_metadata", nullableObject],
  creatorUserId: ["creator_user_id", v.pipe(v.string(), v.minLength(1, "must not be empty"))],
};
