import * as v from "valibot";
import { passwordHashSchema } from "../../schemas/formats.js";
import { metadataSchema } from "../../schemas/metadata.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import { riskScoreSchema, serverUserUpdateEntries } from "./server-requests.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "./update.js";

/**
 * What the server may change about any user.
 *
 * @example
 * ```ts
 * await serverUser.update({ serverMetadata: { plan: "pro" }, primaryEmailVerified: true });
 * ```
 */
export interface ServerUserUpdate extends UserUpdate {
  /** Whether the primary e-mail address counts as verified. */
  primaryEmailVerified?: boolean;
  /** Whether the user may sign in with the primary e-mail address. */
  primaryEmailAuthEnabled?: boolean;
  /** Metadata the client may read but only a server may write; null clears it. */
  clientReadOnlyMetadata?: Record<string, unknown> | null;
  /** Metadata only a server may read and write; null clears it. */
  serverMetadata?: Record<string, unknown> | null;
  /** Setting a password revokes all of the user's current sessions; `null` removes it. */
  password?: string | null;
  /** A password hash in Modular Crypt Format; like a password, it revokes current sessions. */
  passwordHash?: string;
  /** Base64 TOTP secret; `null` turns two-factor off. */
  totpSecretBase64?: string | null;
  /** Restricts the user (they count as signed out until lifted); false lifts it. */
  restrictedByAdmin?: boolean;
  /** The reason the user is shown; only with `restrictedByAdmin: true`. */
  restrictedByAdminReason?: string | null;
  /** Details only server and admin apps see; only with `restrictedByAdmin: true`. */
  restrictedByAdminPrivateDetails?: string | null;
  /** An ISO 3166-1 alpha-2 country code, stored upper-cased (`"de"` → `"DE"`). */
  countryCode?: string | null;
  /** The sign-up risk scores, integers from 0 to 100. */
  riskScores?: {
    /** The scores of the sign-up. */
    signUp: {
      /** How likely the sign-up was a bot's. */
      bot: number;
      /** How likely the sign-up abuses a free trial. */
      freeTrialAbuse: number;
    };
  };
}

/**
 * The fields of a user created by the server (a new user has no team to select yet).
 *
 * @example
 * ```ts
 * const user = await serverApp.createUser({ primaryEmail: "ada@example.com", password: "correct horse", primaryEmailVerified: true });
 * ```
 */
export interface ServerUserCreate extends Omit<ServerUserUpdate, "password" | "selectedTeamId"> {
  /** The user's password. */
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
    restrictedByAdmin: "restricted_by_admin",
    restrictedByAdminReason: "restricted_by_admin_reason",
    restrictedByAdminPrivateDetails: "restricted_by_admin_private_details",
    countryCode: "country_code",
  }),
  riskScores: [
    "risk_scores",
    v.strictObject({
      signUp: v.strictObject({ bot: riskScoreSchema, freeTrialAbuse: riskScoreSchema }),
    }),
    (scores: NonNullable<ServerUserUpdate["riskScores"]>) => ({
      sign_up: { bot: scores.signUp.bot, free_trial_abuse: scores.signUp.freeTrialAbuse },
    }),
  ],
  clientReadOnlyMetadata: ["client_read_only_metadata", metadataSchema],
  serverMetadata: ["server_metadata", metadataSchema],
  // Checked here: the service refuses a hash it cannot import with a plain-text 400, no known error.
  passwordHash: ["password_hash", passwordHashSchema, undefined, "judgedHere"],
};

/** The fields of `createUser()` (`POST /users`): the same, but no selected team. */
export const SERVER_USER_CREATE_FIELDS: Record<keyof ServerUserCreate, FieldSpec> = (() => {
  const { selectedTeamId: _selectedTeam, ...fields } = SERVER_USER_FIELDS;
  return fields;
})();
