import * as v from "valibot";
import { jsonMetadataSchema } from "../../schemas/metadata.js";
import { clientUserUpdateEntries } from "./requests.js";

// The bodies a server sends about any user, declared once for `createUser()` / `updateUser()`
// (`server-update.ts`) and the emulator's routes. Server-only: a browser bundle does not import it.

const { selected_team_id: _selectedTeam, ...clientFieldsButTeam } = clientUserUpdateEntries;

/**
 * An ISO 3166-1 alpha-2 country code, in any case and with spaces around it: the service (and the
 * emulator) stores it trimmed and upper-cased.
 */
const countryCodeSchema = v.pipe(
  v.string(),
  v.regex(/^\s*[A-Za-z]{2}\s*$/, "must be a 2-letter country code"),
);

/** A risk score: an integer from 0 to 100. */
export const riskScoreSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

/** The fields a server may set on a user, on creation and update alike, each optional. */
const serverUserEntries = {
  ...clientFieldsButTeam,
  client_read_only_metadata: v.optional(jsonMetadataSchema),
  server_metadata: v.optional(jsonMetadataSchema),
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

/** The restriction field set without `restricted_by_admin: true` in the same body, if any. */
function strayRestrictionField(body: Record<string, unknown>): string | undefined {
  if (body.restricted_by_admin === true) return undefined;
  return ["restricted_by_admin_reason", "restricted_by_admin_private_details"].find(
    (field) => body[field] != null,
  );
}

/**
 * A restriction's reason and private details only go with `restricted_by_admin: true` in the
 * same request, as the service's schema has it. (`check`: the other schemas use it already, so it
 * adds no valibot code.)
 */
function restrictionConsistency<T extends Record<string, unknown>>() {
  return v.check<T, (issue: v.CheckIssue<T>) => string>(
    (body) => strayRestrictionField(body) === undefined,
    (issue) =>
      `${strayRestrictionField(issue.input)} must be null when restricted_by_admin is not true`,
  );
}

/** The fields a server may set on a new user (`POST /users`): no selected team, maybe anonymous. */
export const serverUserCreateEntries = {
  ...serverUserEntries,
  is_anonymous: v.optional(v.boolean()),
};

/**
 * `POST /users`: a new user. The service takes no `selected_team_id` here: a new user has no team
 * to select until one is made.
 *
 * @example
 * ```ts
 * v.is(serverUserCreateRequestSchema, { primary_email: "ada@example.com" }); // true
 * ```
 */
export const serverUserCreateRequestSchema = v.pipe(
  v.strictObject(serverUserCreateEntries),
  restrictionConsistency(),
);

/** The fields a server may change on any user (`PATCH /users/{id}`, `PATCH /users/me`). */
export const serverUserUpdateEntries = {
  ...serverUserEntries,
  selected_team_id: clientUserUpdateEntries.selected_team_id,
  // Anonymous users come from anonymous sign-up; a server may only upgrade them (false).
  is_anonymous: v.optional(
    v.literal(false, "can only be false: anonymous users are made by anonymous sign-up"),
  ),
};

/**
 * `PATCH /users/{id}` (and `PATCH /users/me` with server access).
 *
 * @example
 * ```ts
 * v.is(serverUserUpdateRequestSchema, { server_metadata: { plan: "pro" } }); // true
 * ```
 */
export const serverUserUpdateRequestSchema = v.pipe(
  v.strictObject(serverUserUpdateEntries),
  restrictionConsistency(),
);
