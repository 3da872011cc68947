import {
  base64Schema,
  emailSchema,
  passwordHashSchema,
  profileImageUrlSchema,
  uuidSchema,
} from "@app/core/internal";
import * as v from "valibot";
import { metadataSchema } from "./metadata.js";

const metadata = v.optional(metadataSchema);

const clientUserUpdateEntries = {
  display_name: v.optional(v.nullable(v.string())),
  profile_image_url: v.optional(v.nullable(profileImageUrlSchema)),
  client_metadata: metadata,
  selected_team_id: v.optional(v.nullable(uuidSchema)),
  totp_secret_base64: v.optional(v.nullable(base64Schema)),
  otp_auth_enabled: v.optional(v.boolean()),
  passkey_auth_enabled: v.optional(v.boolean()),
  primary_email: v.optional(v.nullable(emailSchema)),
};

/** What a user may change about themselves (`PATCH /users/me` with client access). */
export const clientUserUpdateSchema = v.strictObject(clientUserUpdateEntries);

/** What a server may set on a user (`POST /users`, `PATCH /users/{id}`). */
export const serverUserUpdateSchema = v.strictObject({
  ...clientUserUpdateEntries,
  client_read_only_metadata: metadata,
  server_metadata: metadata,
  primary_email_verified: v.optional(v.boolean()),
  primary_email_auth_enabled: v.optional(v.boolean()),
  password: v.optional(v.nullable(v.string())),
  password_hash: v.optional(passwordHashSchema),
  // Anonymous users come from anonymous sign-up; a server may only upgrade them (false).
  is_anonymous: v.optional(
    v.literal(false, "can only be false: anonymous users are made by anonymous sign-up"),
  ),
});

/** A change to a user, whichever access type asked for it. */
export type UserUpdate = v.InferOutput<typeof serverUserUpdateSchema>;
