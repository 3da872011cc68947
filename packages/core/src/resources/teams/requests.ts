import * as v from "valibot";
import { profileImageUrlSchema } from "../../schemas/fields.js";
import {
  emailSchema,
  urlSchema,
  userIdOrMeSchema,
  uuidSchema,
  verificationCodeSchema,
} from "../../schemas/formats.js";
import { metadataSchema } from "../../schemas/metadata.js";

// The bodies a team member sends, declared once: the team option tables (`update.ts`) take their
// rules from these entries, and the emulator checks requests with these schemas.

/**
 * A team's display name: any text, the empty string included, as the service takes it.
 *
 * @example
 * ```ts
 * v.is(teamDisplayNameSchema, ""); // true
 * v.is(teamDisplayNameSchema, 7); // false
 * ```
 */
export const teamDisplayNameSchema = v.string();

/** The fields of `PATCH /teams/{team_id}` with client access, each optional. */
export const clientTeamUpdateEntries = {
  display_name: v.optional(teamDisplayNameSchema),
  profile_image_url: v.optional(v.nullable(profileImageUrlSchema)),
  client_metadata: v.optional(metadataSchema),
};

/**
 * `PATCH /teams/{team_id}` with client access: what a member with `$update_team` may change.
 *
 * @example
 * ```ts
 * v.is(clientTeamUpdateRequestSchema, { display_name: "Acme" }); // true
 * ```
 */
export const clientTeamUpdateRequestSchema = v.strictObject(clientTeamUpdateEntries);

/** The `creator_user_id` of a new team: a user id, or `me` for the signed-in user. */
export const creatorUserIdEntry = v.optional(userIdOrMeSchema);

/**
 * `POST /teams` with client access: a display name, and `creator_user_id: "me"` to join it.
 *
 * @example
 * ```ts
 * v.is(clientTeamCreateRequestSchema, { display_name: "Acme", creator_user_id: "me" }); // true
 * ```
 */
export const clientTeamCreateRequestSchema = v.strictObject({
  ...clientTeamUpdateEntries,
  display_name: teamDisplayNameSchema,
  creator_user_id: creatorUserIdEntry,
});

/** The fields of `PATCH /team-member-profiles/{team_id}/{user_id}`, each optional. */
export const memberProfileUpdateEntries = {
  // The service takes a string here; a member's profile name cannot be set to null.
  display_name: v.optional(v.string()),
  profile_image_url: v.optional(v.nullable(profileImageUrlSchema)),
};

/**
 * `PATCH /team-member-profiles/{team_id}/{user_id}`: a member's own profile in a team.
 *
 * @example
 * ```ts
 * v.is(memberProfileUpdateRequestSchema, { display_name: null }); // false
 * ```
 */
export const memberProfileUpdateRequestSchema = v.strictObject(memberProfileUpdateEntries);

/**
 * `POST /team-invitations/send-code`: who to invite, to which team, and the page the e-mail links to.
 *
 * @example
 * ```ts
 * v.is(teamInvitationSendRequestSchema, { email: "ada@example.com", team_id: "x", callback_url: "https://a.com" }); // false
 * ```
 */
export const teamInvitationSendRequestSchema = v.strictObject({
  email: emailSchema,
  team_id: uuidSchema,
  callback_url: urlSchema,
});

/**
 * The body of the invitation code endpoints (`/team-invitations/accept`, `…/details`,
 * `…/accept/check-code`): the e-mailed code, 45 characters.
 *
 * @example
 * ```ts
 * v.is(teamInvitationCodeRequestSchema, { code: "short" }); // false
 * ```
 */
export const teamInvitationCodeRequestSchema = v.strictObject({ code: verificationCodeSchema });
