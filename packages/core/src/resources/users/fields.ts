import { type ServerTeamFields, type TeamFields, teamFromJson } from "../teams/team.js";
import type { ClientUserJson } from "./wire.js";

/** Why a user is restricted (WIRE.md section 4): anonymous, unverified e-mail, or an admin. */
export interface RestrictedReason {
  type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
}

/** What every view of a user has (SPEC.md section 3, client view). */
export interface UserFields {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: Date;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  hasPassword: boolean;
  emailAuthEnabled: boolean;
  otpAuthEnabled: boolean;
  oauthProviders: { id: string }[];
  passkeyAuthEnabled: boolean;
  isMultiFactorRequired: boolean;
  isAnonymous: boolean;
  /** Whether the user is restricted (anonymous, or restricted by an administrator). */
  isRestricted: boolean;
  /** Why the user is restricted; null when they are not. */
  restrictedReason: RestrictedReason | null;
  /** The team the user works in now; the user objects give it its actions. */
  selectedTeam: TeamFields | null;
}

/** The server view adds these. */
export interface ServerUserFields extends UserFields {
  lastActiveAt: Date;
  serverMetadata: unknown;
  primaryEmailAuthEnabled: boolean;
  selectedTeam: ServerTeamFields | null;
  /** Whether an administrator restricted the user. */
  restrictedByAdmin: boolean;
  /** The reason shown to the user for that restriction, if any. */
  restrictedByAdminReason: string | null;
  /** Private details of the restriction, for the server only. */
  restrictedByAdminPrivateDetails: string | null;
  /** The ISO country code seen at sign-up, if known. */
  countryCode: string | null;
  /** The service's sign-up risk scores. */
  riskScores: { signUp: { bot: number; freeTrialAbuse: number } };
}

/** Maps the wire form of the current user. */
export function userFieldsFromJson(json: ClientUserJson): UserFields {
  return {
    id: json.id,
    displayName: json.display_name,
    primaryEmail: json.primary_email,
    primaryEmailVerified: json.primary_email_verified,
    profileImageUrl: json.profile_image_url,
    signedUpAt: new Date(json.signed_up_at_millis),
    clientMetadata: json.client_metadata ?? null,
    clientReadOnlyMetadata: json.client_read_only_metadata ?? null,
    hasPassword: json.has_password,
    emailAuthEnabled: json.auth_with_email,
    otpAuthEnabled: json.otp_auth_enabled,
    oauthProviders: json.oauth_providers.map((provider) => ({ id: provider.id })),
    passkeyAuthEnabled: json.passkey_auth_enabled,
    isMultiFactorRequired: json.requires_totp_mfa,
    isAnonymous: json.is_anonymous,
    isRestricted: !!json.is_restricted,
    restrictedReason: (json.restricted_reason ?? null) as RestrictedReason | null,
    selectedTeam: json.selected_team ? teamFromJson(json.selected_team) : null,
  };
}
