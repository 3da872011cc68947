import * as v from "valibot";
import { jsonObjectSchema, profileImageUrlSchema } from "../../schemas/fields.js";
import { emailSchema } from "../../schemas/formats.js";
import type { FieldSpec } from "../../schemas/to-wire.js";

/** What a signed-in user may change about themselves. */
export interface UserUpdate {
  displayName?: string | null;
  clientMetadata?: Record<string, unknown> | null;
  profileImageUrl?: string | null;
  /**
   * The secret of the user's authenticator app (TOTP, RFC 6238): with one, signing in asks for its
   * six-digit code too; `null` turns two-factor authentication off.
   */
  totpMultiFactorSecret?: Uint8Array | null;
  /** The user's selected team: one they are a member of, or null for none. */
  selectedTeamId?: string | null;
  /** Whether the user may sign in with a one-time code e-mailed to them (magic link). */
  otpAuthEnabled?: boolean;
  /** Whether the user may sign in with a passkey. */
  passkeyAuthEnabled?: boolean;
  /** The primary e-mail (the primary contact channel); null removes it. */
  primaryEmail?: string | null;
}

/** The fields a client may send to `PATCH /users/me` (loaded with `user.update()`, lazily). */
export const USER_UPDATE_FIELDS: Record<keyof UserUpdate, FieldSpec> = {
  displayName: ["display_name", v.nullable(v.string())],
  clientMetadata: ["client_metadata", v.nullable(jsonObjectSchema)],
  profileImageUrl: ["profile_image_url", v.nullable(profileImageUrlSchema)],
  totpMultiFactorSecret: [
    "totp_secret_base64",
    v.nullable(
      v.pipe(
        v.unknown(),
        v.check((value) => value instanceof Uint8Array, "must be a Uint8Array"),
      ),
    ),
    (secret: Uint8Array | null) => secret && bytesToBase64(secret),
  ],
  selectedTeamId: ["selected_team_id", v.nullable(v.pipe(v.string(), v.minLength(1)))],
  otpAuthEnabled: ["otp_auth_enabled", v.boolean()],
  passkeyAuthEnabled: ["passkey_auth_enabled", v.boolean()],
  primaryEmail: ["primary_email", v.nullable(emailSchema)],
};

/** Standard base64 of `bytes`, as `totp_secret_base64` takes it. */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
