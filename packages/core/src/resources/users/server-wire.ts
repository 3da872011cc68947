import * as v from "valibot";
import { clientTeamJsonSchema, clientUserJsonSchema } from "./wire.js";

const metadata = v.nullable(v.unknown());

/** The server view of a team adds its creation time and server metadata. */
export const serverTeamJsonSchema = v.looseObject({
  ...clientTeamJsonSchema.entries,
  created_at_millis: v.number(),
  server_metadata: v.optional(metadata),
});
export type ServerTeamJson = v.InferOutput<typeof serverTeamJsonSchema>;

/** A user as the server sees it. */
export const serverUserJsonSchema = v.looseObject({
  ...clientUserJsonSchema.entries,
  primary_email_auth_enabled: v.boolean(),
  server_metadata: metadata,
  last_active_at_millis: v.number(),
  selected_team: v.nullable(serverTeamJsonSchema),
});
export type ServerUserJson = v.InferOutput<typeof serverUserJsonSchema>;
