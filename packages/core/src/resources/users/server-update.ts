import { passwordHashSchema } from "../../schemas/formats.js";
import { metadataSchema } from "../../schemas/metadata.js";
import { optionFields } from "../../schemas/option-fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { serverUserUpdateEntries } from "./server-requests.js";
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

/** The fields of a user created by the server (a new user has no team to select yet). */
export interface ServerUserCreate extends Omit<ServerUserUpdate, "password" | "selectedTeamId"> {
  password?: string;
}

/**
 * The fields a server may send to `PATCH /users/{id}`: the rules of the request
 * (`server-requests.ts`), with the signed-in user's own fields (`update.ts`). The metadata is an
 * object, as the options' types say, within the request's limits. A password hash is checked
 * before sending: the request takes any string and the service refuses a hash it cannot import
 * when it applies it, with a plain-text 400 (the agreement test holds both to the same hashes).
 */
export const SERVER_USER_FIELDS: Record<keyof ServerUserUpdate, FieldSpec> = {
  ...USER_UPDATE_FIELDS,
  ...optionFields(serverUserUpdateEntries, {
    primaryEmailVerified: "primary_email_verified",
    primaryEmailAuthEnabled: "primary_email_auth_enabled",
    password: "password",
    totpSecretBase64: "totp_secret_base64",
  }),
  clientReadOnlyMetadata: ["client_read_only_metadata", metadataSchema],
  serverMetadata: ["server_metadata", metadataSchema],
  passwordHash: ["password_hash", passwordHashSchema],
};

/** The fields of `createUser()` (`POST /users`): the same, but no selected team. */
export const SERVER_USER_CREATE_FIELDS: Record<keyof ServerUserCreate, FieldSpec> = (() => {
  const { selectedTeamId: _selectedTeam, ...fields } = SERVER_USER_FIELDS;
  return fields;
})();
