import * as v from "valibot";
import { serverTeamJsonSchema, serverUserJsonSchema } from "../users/server-wire.js";
import { teamMemberProfileJsonSchema } from "./wire.js";

// The server's views of teams (WIRE.md section 6). Server only: the client's modules never import
// this, so a browser bundle carries no server fields.

export type { ServerTeamJson } from "../users/server-wire.js";
export { serverTeamJsonSchema };

/** With server access, a member profile carries the whole user. */
export const serverTeamMemberProfileJsonSchema = v.looseObject({
  ...teamMemberProfileJsonSchema.entries,
  user: serverUserJsonSchema,
});
export type ServerTeamMemberProfileJson = v.InferOutput<typeof serverTeamMemberProfileJsonSchema>;
