import * as v from "valibot";
import { metadataSchema } from "../../schemas/metadata.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import { clientUserUpdateEntries } from "./requests.js";

/**
 * What a signed-in user may change about themselves.
 *
 * @example
 * ```ts
 * await user.update({ displayName: "Ada", clientMetadata: { theme: "dark" } });
 * ```
 */
export interface UserUpdate {
  /** The name to show; null removes it. */
  displayName?: string | null;
  /** Metadata the user's own client may read and write; null clears it. */
  clientMetadata?: Record<string, unknown> | null;
  /** The URL of the profile image; null removes it. */
  profileImageUrl?: string | null;
  /**
   * The secret of the user's authenticator app (TOTP, RFC 6238): with one, signing in asks for its
   * six-digit code too; `null` turns two-factor authentication off.
   */
  totpMultiFactorSecret?: Uint8Array | null;
  /** The user's selected team (its id, a uuid): one they are a member of, or null for none. */
  selectedTeamId?: string | null;
  /** Whether the user may sign in with a one-time code e-mailed to them (magic link). */
  otpAuthEnabled?: boolean;
  /** Whether the user may sign in with a passkey. */
  passkeyAuthEnabled?: boolean;
  /** The primary e-mail (the primary contact channel); null removes it. */
  primaryEmail?: string | null;
}

/**
 * The fields a client may send to `PATCH /users/me` (loaded with `user.update()`, lazily): the
 * rules of the request (`requests.ts`), the TOTP secret as bytes, sent as base64, and the metadata
 * as the object the option's type says, within the request's limits (the request takes any JSON
 * value).
 */
export const USER_UPDATE_FIELDS: Record<keyof UserUpdate, FieldSpec> = {
  ...optionFields(clientUserUpdateEntries, {
    displayName: "display_name",
    profileImageUrl: "profile_image_url",
    selectedTeamId: "selected_team_id",
    otpAuthEnabled: "otp_auth_enabled",
    passkeyAuthEnabled: "passkey_auth_enabled",
    primaryEmail: "primary_email",
  }),
  clientMetadata: ["client_metadata", metadataSchema],
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
};

/** Standard base64 of `bytes`, as `totp_secret_base64` takes it. */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
