import {
  emailSchema,
  permissionIdSchema,
  profileImageUrlSchema,
  teamDisplayNameSchema,
  urlSchema,
  userIdOrMeSchema,
  uuidSchema,
  verificationCodeSchema,
} from "@app/core/internal";
import * as v from "valibot";
import { metadataSchema } from "./metadata.js";

const metadata = v.optional(metadataSchema);
const profileImageUrl = v.optional(v.nullable(profileImageUrlSchema));

const clientTeamUpdateEntries = {
  display_name: v.optional(teamDisplayNameSchema),
  profile_image_url: profileImageUrl,
  client_metadata: metadata,
};

/** What a member with `$update_team` may change (`PATCH /teams/{id}`, client access). */
export const clientTeamUpdateSchema = v.strictObject(clientTeamUpdateEntries);

/** What the server may change about a team. */
export const serverTeamUpdateSchema = v.strictObject({
  ...clientTeamUpdateEntries,
  client_read_only_metadata: metadata,
  server_metadata: metadata,
});

/** `POST /teams` with client access: the creator is the signed-in user. */
export const clientTeamCreateSchema = v.strictObject({
  ...clientTeamUpdateEntries,
  display_name: teamDisplayNameSchema,
  creator_user_id: v.optional(userIdOrMeSchema),
});

/** `POST /teams` with server access: any creator, or none. */
export const serverTeamCreateSchema = v.strictObject({
  ...serverTeamUpdateSchema.entries,
  display_name: teamDisplayNameSchema,
  creator_user_id: v.optional(userIdOrMeSchema),
});

/** `PATCH /team-member-profiles/{team_id}/{user_id}`. */
export const memberProfileUpdateSchema = v.strictObject({
  display_name: v.optional(v.nullable(v.string())),
  profile_image_url: profileImageUrl,
});

/** `POST /team-invitations/send-code`. */
export const sendInvitationSchema = v.strictObject({
  email: emailSchema,
  team_id: uuidSchema,
  callback_url: urlSchema,
});

/** The body of the invitation code endpoints: a 45-character code. */
export const invitationCodeSchema = v.strictObject({ code: verificationCodeSchema });

/** A permission id in a path or body: the character rule, and `$` only for system permissions. */
export const permissionIdParamSchema = permissionIdSchema;

/** `{team_id}` paths. */
export const teamParamsSchema = v.object({ team_id: uuidSchema });

/** `{team_id}/{user_id}` paths; the user may be `me`. */
export const teamUserParamsSchema = v.object({ team_id: uuidSchema, user_id: userIdOrMeSchema });
