import * as v from "valibot";
import { clientTeamJsonSchema, clientUserJsonSchema } from "./wire.js";

const metadata = v.nullable(v.unknown());
const nullableString = v.nullable(v.string());

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
  restricted_by_admin: v.optional(v.boolean()),
  restricted_by_admin_reason: v.optional(nullableString),
  restricted_by_admin_private_details: v.optional(nullableString),
  country_code: v.optional(nullableString),
  risk_scores: v.optional(
    v.looseObject({
      sign_up: v.looseObject({ bot: v.number(), free_trial_abuse: v.number() }),
    }),
  ),
});
export type ServerUserJson = v.InferOutput<typeof serverUserJsonSchema>;
