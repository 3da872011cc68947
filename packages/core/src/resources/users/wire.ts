import * as v from "valibot";

const metadata = v.nullable(v.unknown());

/** A team as embedded in a user (`selected_team`). */
export const clientTeamJsonSchema = v.looseObject({
  id: v.string(),
  display_name: v.string(),
  profile_image_url: v.nullable(v.string()),
  client_metadata: v.optional(metadata),
  client_read_only_metadata: v.optional(metadata),
});
export type ClientTeamJson = v.InferOutput<typeof clientTeamJsonSchema>;

/** One connected OAuth account of a user. */
export const oauthProviderJsonSchema = v.looseObject({
  id: v.string(),
  account_id: v.optional(v.string()),
  email: v.optional(v.nullable(v.string())),
});

/** The current user, as `GET /users/me` answers with client access. */
export const clientUserJsonSchema = v.looseObject({
  id: v.string(),
  primary_email: v.nullable(v.string()),
  primary_email_verified: v.boolean(),
  display_name: v.nullable(v.string()),
  client_metadata: metadata,
  client_read_only_metadata: metadata,
  profile_image_url: v.nullable(v.string()),
  signed_up_at_millis: v.number(),
  has_password: v.boolean(),
  auth_with_email: v.boolean(),
  oauth_providers: v.array(oauthProviderJsonSchema),
  selected_team_id: v.nullable(v.string()),
  selected_team: v.nullable(clientTeamJsonSchema),
  requires_totp_mfa: v.boolean(),
  otp_auth_enabled: v.boolean(),
  passkey_auth_enabled: v.boolean(),
  is_anonymous: v.boolean(),
  is_restricted: v.optional(v.boolean()),
  restricted_reason: v.optional(metadata),
});
export type ClientUserJson = v.InferOutput<typeof clientUserJsonSchema>;
