import * as v from "valibot";

const metadata = v.nullable(v.unknown());

/** A team as embedded in a user (`selected_team`). */
export const clientTeamJsonSchema = v.looseObject({
  /** The team's id. */
  id: v.string(),
  /** The team's name. */
  display_name: v.string(),
  /** The URL of the team's image; null when it has none. */
  profile_image_url: v.nullable(v.string()),
  /** Metadata the members' clients may read and write. */
  client_metadata: v.optional(metadata),
  /** Metadata the members' clients may read but only a server may write. */
  client_read_only_metadata: v.optional(metadata),
});
/** A team as embedded in a user, as the service sends it (snake_case). */
export type ClientTeamJson = v.InferOutput<typeof clientTeamJsonSchema>;

/** One connected OAuth account of a user. */
export const oauthProviderJsonSchema = v.looseObject({
  /** The provider's id, such as `"google"`. */
  id: v.string(),
  /** The user's account id at the provider. */
  account_id: v.optional(v.string()),
  /** The e-mail address of the account at the provider, if known. */
  email: v.optional(v.nullable(v.string())),
});

/** The current user, as `GET /users/me` answers with client access. */
export const clientUserJsonSchema = v.looseObject({
  /** The user's id. */
  id: v.string(),
  /** The user's primary e-mail address; null when they have none. */
  primary_email: v.nullable(v.string()),
  /** Whether the primary e-mail address is verified. */
  primary_email_verified: v.boolean(),
  /** The name the user chose to show; null when they have not set one. */
  display_name: v.nullable(v.string()),
  /** Metadata the user's own client may read and write. */
  client_metadata: metadata,
  /** Metadata the client may read but only a server may write. */
  client_read_only_metadata: metadata,
  /** The URL of the user's profile image; null when they have none. */
  profile_image_url: v.nullable(v.string()),
  /** When the user signed up, in milliseconds since the epoch. */
  signed_up_at_millis: v.number(),
  /** Whether the user can sign in with a password. */
  has_password: v.boolean(),
  /** Whether the user can sign in with their primary e-mail address. */
  auth_with_email: v.boolean(),
  /** The OAuth accounts the user has connected. */
  oauth_providers: v.array(oauthProviderJsonSchema),
  /** The id of the team the user works in now; null when none is selected. */
  selected_team_id: v.nullable(v.string()),
  /** The team the user works in now; null when none is selected. */
  selected_team: v.nullable(clientTeamJsonSchema),
  /** Whether signing in asks for a second factor (a TOTP code). */
  requires_totp_mfa: v.boolean(),
  /** Whether the user can sign in with a one-time code sent by e-mail. */
  otp_auth_enabled: v.boolean(),
  /** Whether the user has a passkey to sign in with. */
  passkey_auth_enabled: v.boolean(),
  /** Whether the user is anonymous (signed up without credentials). */
  is_anonymous: v.boolean(),
  /** Whether the user is restricted (anonymous, or restricted by an administrator). */
  is_restricted: v.optional(v.boolean()),
  /** Why the user is restricted (`{ type }`); absent or null when they are not. */
  restricted_reason: v.optional(metadata),
});
/**
 * The current user as the service sends it (snake_case).
 *
 * @example
 * ```ts
 * const json: ClientUserJson = user.toClientJson();
 * console.log(json.primary_email);
 * ```
 *
 * @interface
 */
export type ClientUserJson = v.InferOutput<typeof clientUserJsonSchema>;
