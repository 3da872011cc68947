import type { ClientUserJson, ServerUserJson } from "@app/core/internal";
import type { AccessType } from "../context.js";
import type { UserRecord } from "../store/user-store.js";
import { restrictedStatus } from "../tokens/restricted-status.js";

/** The fields a client may read about a user, in their wire form (WIRE.md section 6). */
export function clientUserJson(user: UserRecord) {
  const restricted = restrictedStatus(user);
  return {
    id: user.id,
    primary_email: user.primaryEmail,
    primary_email_verified: user.primaryEmailVerified,
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
    // Teams are not modelled yet, so no user has a selected team.
    selected_team: null,
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

/** Everything about a user, as server and admin access read it. */
export function serverUserJson(user: UserRecord) {
  return {
    ...clientUserJson(user),
    primary_email_auth_enabled: user.primaryEmailAuthEnabled,
    server_metadata: user.serverMetadata,
    last_active_at_millis: user.lastActiveAtMillis,
    restricted_by_admin_private_details: user.restrictedByAdminPrivateDetails,
    country_code: user.countryCode ?? null,
    risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } },
  } satisfies ServerUserJson;
}

/** The view of a user that an access type may read. */
export function userJsonFor(accessType: AccessType, user: UserRecord) {
  return accessType === "client" ? clientUserJson(user) : serverUserJson(user);
}
