import * as z from "zod/mini";

const metadata = z.nullable(z.unknown());

/** A team as embedded in a user (`selected_team`). */
export const clientTeamJsonSchema = z.looseObject({
  id: z.string(),
  display_name: z.string(),
  profile_image_url: z.nullable(z.string()),
  client_metadata: z.optional(metadata),
  client_read_only_metadata: z.optional(metadata),
});
export type ClientTeamJson = z.infer<typeof clientTeamJsonSchema>;

/** The server view of a team adds its creation time and server metadata. */
export const serverTeamJsonSchema = z.looseObject({
  ...clientTeamJsonSchema.def.shape,
  created_at_millis: z.number(),
  server_metadata: z.optional(metadata),
});
export type ServerTeamJson = z.infer<typeof serverTeamJsonSchema>;

/** One connected OAuth account of a user. */
export const oauthProviderJsonSchema = z.looseObject({
  id: z.string(),
  account_id: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
});

/** The current user, as `GET /users/me` answers with client access. */
export const clientUserJsonSchema = z.looseObject({
  id: z.string(),
  primary_email: z.nullable(z.string()),
  primary_email_verified: z.boolean(),
  display_name: z.nullable(z.string()),
  client_metadata: metadata,
  client_read_only_metadata: metadata,
  profile_image_url: z.nullable(z.string()),
  signed_up_at_millis: z.number(),
  has_password: z.boolean(),
  auth_with_email: z.boolean(),
  oauth_providers: z.array(oauthProviderJsonSchema),
  selected_team_id: z.nullable(z.string()),
  selected_team: z.nullable(clientTeamJsonSchema),
  requires_totp_mfa: z.boolean(),
  otp_auth_enabled: z.boolean(),
  passkey_auth_enabled: z.boolean(),
  is_anonymous: z.boolean(),
});
export type ClientUserJson = z.infer<typeof clientUserJsonSchema>;

/** A user as the server sees it. */
export const serverUserJsonSchema = z.looseObject({
  ...clientUserJsonSchema.def.shape,
  primary_email_auth_enabled: z.boolean(),
  server_metadata: metadata,
  last_active_at_millis: z.number(),
  selected_team: z.nullable(serverTeamJsonSchema),
});
export type ServerUserJson = z.infer<typeof serverUserJsonSchema>;
