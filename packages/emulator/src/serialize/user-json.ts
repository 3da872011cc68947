import type { ClientUserJson, ServerUserJson } from "@app/core/internal";
import type { AccessType } from "../services/context.js";
import { primaryChannel } from "../store/contact-channel-store.js";
import type { TeamStore } from "../store/team-store.js";
import type { UserRecord } from "../store/user-store.js";
import { type RestrictionSettings, restrictedStatus } from "../tokens/restricted-status.js";
import { clientTeamJson, serverTeamJson } from "./team-json.js";

/** The user's selected team, looked up in `teams` (no team without them). */
function selectedTeam(user: UserRecord, teams: TeamStore | undefined) {
  return user.selectedTeamId === null ? undefined : teams?.get(user.projectId, user.selectedTeamId);
}

/**
 * The fields a client may read about a user, in their wire form (WIRE.md section 6). `project` is
 * the user's project, whose settings say whether the user is restricted; pass the team store so
 * that `selected_team` shows the selected team.
 */
export function clientUserJson(user: UserRecord, project: RestrictionSettings, teams?: TeamStore) {
  const restricted = restrictedStatus(user, project);
  // The primary e-mail is the primary contact channel.
  const primary = primaryChannel(user);
  return {
    id: user.id,
    primary_email: primary?.value ?? null,
    primary_email_verified: primary?.isVerified ?? false,
    display_name: user.displayName,
    client_metadata: user.clientMetadata,
    client_read_only_metadata: user.clientReadOnlyMetadata,
    profile_image_url: user.profileImageUrl,
    signed_up_at_millis: user.signedUpAtMillis,
    has_password: user.passwordHash !== null,
    auth_with_email: user.passwordHash !== null || user.otpAuthEnabled,
    oauth_providers: user.oauthAccounts.map((account) => ({
      id: account.providerId,
      account_id: account.accountId,
      email: account.email,
    })),
    selected_team_id: user.selectedTeamId,
    selected_team: mapOrNull(selectedTeam(user, teams), clientTeamJson),
    requires_totp_mfa: user.totpSecretBase64 !== null,
    otp_auth_enabled: user.otpAuthEnabled,
    passkey_auth_enabled: user.passkeyAuthEnabled,
    is_anonymous: user.isAnonymous,
    is_restricted: restricted.is_restricted,
    restricted_reason: restricted.restricted_reason,
    restricted_by_admin: user.restrictedByAdmin,
    restricted_by_admin_reason: user.restrictedByAdminReason,
  } satisfies ClientUserJson;
}

/** Everything about a user, as server and admin access read it (as for the client view). */
export function serverUserJson(user: UserRecord, project: RestrictionSettings, teams?: TeamStore) {
  return {
    ...clientUserJson(user, project, teams),
    selected_team: mapOrNull(selectedTeam(user, teams), serverTeamJson),
    primary_email_auth_enabled: primaryChannel(user)?.usedForAuth ?? false,
    server_metadata: user.serverMetadata,
    last_active_at_millis: user.lastActiveAtMillis,
    restricted_by_admin_private_details: user.restrictedByAdminPrivateDetails,
    country_code: user.countryCode ?? null,
    risk_scores: user.riskScores ?? { sign_up: { bot: 0, free_trial_abuse: 0 } },
  } satisfies ServerUserJson;
}

/** The view of a user that an access type may read. */
export function userJsonFor(
  accessType: AccessType,
  user: UserRecord,
  project: RestrictionSettings,
  teams?: TeamStore,
) {
  return accessType === "client"
    ? clientUserJson(user, project, teams)
    : serverUserJson(user, project, teams);
}

function mapOrNull<T, R>(value: T | undefined, map: (value: T) => R): R | null {
  return value === undefined ? null : map(value);
}
