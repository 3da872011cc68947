import * as v from "valibot";
import { jsonObjectSchema } from "../../schemas/fields.js";
import { base64Schema, passwordHashSchema } from "../../schemas/formats.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "./update.js";

/** What the server may change about any user. */
export interface ServerUserUpdate extends UserUpdate {
  primaryEmailVerified?: boolean;
  primaryEmailAuthEnabled?: boolean;
  clientReadOnlyMetadata?: Record<string, unknown> | null;
  serverMetadata?: Record<string, unknown> | null;
  /** Setting a password revokes all of the user's current sessions; `null` removes it. */
  password?: string | null;
  /** A password hash in Modular Crypt Format; like a password, it revokes current sessions. */
  passwordHash?: string;
  /** Base64 TOTP secret; `null` turns two-factor off. */
  totpSecretBase64?: string | null;
}

/** The fields of a user created by the server. */
export interface ServerUserCreate extends Omit<ServerUserUpdate, "password"> {
  password?: string;
}

const nullableObject = v.nullable(jsonObjectSchema);
/** The fields a server may send to `PATCH /users/{id}` and `POST /users`. */
export const SERVER_USER_FIELDS: Record<keyof ServerUserUpdate, FieldSpec> = {
  ...USER_UPDATE_FIELDS,
  primaryEmailVerified: ["primary_email_verified", v.boolean()],
  primaryEmailAuthEnabled: ["primary_email_auth_enabled", v.boolean()],
  clientReadOnlyMetadata: ["client_read_only_metadata", nullableObject],
  serverMetadata: ["server_metadata", nullableObject],
  password: ["password", v.nullable(v.string())],
  passwordHash: ["password_hash", passwordHashSchema],
  totpSecretBase64: ["totp_secret_base64", v.nullable(base64Schema)],
};
