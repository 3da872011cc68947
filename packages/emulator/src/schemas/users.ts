import { base64Schema, emailSchema, profileImageUrlSchema, uuidSchema } from "@app/core/internal";
import * as v from "valibot";
import { jsonMetadataSchema } from "./metadata.js";

/** A user's metadata: any JSON value within the limits (the service takes strings, arrays…). */
const metadata = v.optional(jsonMetadataSchema);

/** What a user may set about themselves, but the selected team (which a new user has none of). */
const clientUserEntries = {
  display_name: v.optional(v.nullable(v.string())),
  profile_image_url: v.optional(v.nullable(profileImageUrlSchema)),
  client_metadata: metadata,
  totp_secret_base64: v.optional(v.nullable(base64Schema)),
  otp_auth_enabled: v.optional(v.boolean()),
  passkey_auth_enabled: v.optional(v.boolean()),
  primary_email: v.optional(v.nullable(emailSchema)),
};

const selectedTeamId = v.optional(v.nullable(uuidSchema));

/** What a user may change about themselves (`PATCH /users/me` with client access). */
export const clientUserUpdateSchema = v.strictObject({
  ...clientUserEntries,
  selected_team_id: selectedTeamId,
});

/** An ISO 3166-1 alpha-2 country code, trimmed and upper-cased as the service stores it. */
const countryCodeSchema = v.pipe(
  v.string(),
  v.transform((code) => code.trim().toUpperCase()),
  v.regex(/^[A-Z]{2}$/, "must be a 2-letter country code"),
);

/** A risk score: an integer from 0 to 100. */
const riskScoreSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

/** The fields a server may set on a user, on creation and update alike. */
const serverUserEntries = {
  ...clientUserEntries,
  client_read_only_metadata: metadata,
  server_metadata: metadata,
  primary_email_verified: v.optional(v.boolean()),
  primary_email_auth_enabled: v.optional(v.boolean()),
  // A server sets any password up to 70 characters (sign-up keeps its own minimum).
  password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(70)))),
  // Checked when applied: a bad hash is the service's plain-text 400, not a schema error.
  password_hash: v.optional(v.pipe(v.string(), v.minLength(1, "must not be empty"))),
  restricted_by_admin: v.optional(v.boolean()),
  restricted_by_admin_reason: v.optional(v.nullable(v.string())),
  restricted_by_admin_private_details: v.optional(v.nullable(v.string())),
  country_code: v.optional(v.nullable(countryCodeSchema)),
  risk_scores: v.optional(
    v.strictObject({
      sign_up: v.strictObject({ bot: riskScoreSchema, free_trial_abuse: riskScoreSchema }),
    }),
  ),
};

/**
 * A restriction's reason and private details only go with `restricted_by_admin: true` in the
 * same request, as the service's schema has it.
 */
function restrictionConsistency<T extends Record<string, unknown>>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.restricted_by_admin === true) return;
    for (const field of ["restricted_by_admin_reason", "restricted_by_admin_private_details"]) {
      if (dataset.value[field] != null) {
        addIssue({ message: `${field} must be null when restricted_by_admin is not true` });
      }
    }
  });
}

/** What a server may change about a user (`PATCH /users/{id}`, `PATCH /users/me`). */
export const serverUserUpdateSchema = v.pipe(
  v.strictObject({
    ...serverUserEntries,
    selected_team_id: selectedTeamId,
    // Anonymous users come from anonymous sign-up; a server may only upgrade them (false).
    is_anonymous: v.optional(
      v.literal(false, "can only be false: anonymous users are made by anonymous sign-up"),
    ),
  }),
  restrictionConsistency(),
);

/** What a server may set on a new user (`POST /users`): no selected team, and may be anonymous. */
export const serverUserCreateSchema = v.pipe(
  v.strictObject({ ...serverUserEntries, is_anonymous: v.optional(v.boolean()) }),
  restrictionConsistency(),
);

/** A change to a user, whichever access type asked for it (a new user may be anonymous). */
export type UserUpdate = Omit<v.InferOutput<typeof serverUserUpdateSchema>, "is_anonymous"> & {
  is_anonymous?: boolean | undefined;
};
