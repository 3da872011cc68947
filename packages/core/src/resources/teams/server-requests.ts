import * as v from "valibot";
import { metadataSchema } from "../../schemas/metadata.js";
import { clientTeamUpdateEntries, creatorUserIdEntry, teamDisplayNameSchema } from "./requests.js";

// The bodies a server sends about teams, declared once for `createTeam()` / `team.update()`
// (`server-update.ts`) and the emulator. Server-only: a browser bundle does not import it.

/** The fields of `PATCH /teams/{team_id}` with server access, each optional. */
export const serverTeamUpdateEntries = {
  ...clientTeamUpdateEntries,
  client_read_only_metadata: v.optional(metadataSchema),
  server_metadata: v.optional(metadataSchema),
};

/**
 * `PATCH /teams/{team_id}` with server access: the metadata clients cannot write, too.
 *
 * @example
 * ```ts
 * v.is(serverTeamUpdateRequestSchema, { server_metadata: { plan: "pro" } }); // true
 * ```
 */
export const serverTeamUpdateRequestSchema = v.strictObject(serverTeamUpdateEntries);

/** The fields of `POST /teams` with server access. */
export const serverTeamCreateEntries = {
  ...serverTeamUpdateEntries,
  display_name: teamDisplayNameSchema,
  creator_user_id: creatorUserIdEntry,
};

/**
 * `POST /teams` with server access: any creator (who becomes the first member), or none.
 *
 * @example
 * ```ts
 * v.is(serverTeamCreateRequestSchema, { display_name: "Acme", creator_user_id: "user-1" }); // false
 * ```
 */
export const serverTeamCreateRequestSchema = v.strictObject(serverTeamCreateEntries);
