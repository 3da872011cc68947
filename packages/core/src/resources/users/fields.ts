import { type ServerTeamFields, type TeamFields, teamFromJson } from "../teams/team.js";
import type { ClientUserJson } from "./wire.js";

/**
 * Why a user is restricted (WIRE.md section 4): anonymous, unverified e-mail, or an admin.
 *
 * @example
 * ```ts
 * if (user.restrictedReason?.type === "email_not_verified") askToVerify();
 * ```
 */
export interface RestrictedReason {
  /** The kind of restriction. */
  type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
}

/**
 * What every view of a user has (SPEC.md section 3, client view).
 *
 * @example
 * ```ts
 * const { id, displayName, primaryEmail } = user;
 * ```
 */
export interface UserFields {
  /** The user's id. */
  id: string;
  /** The name the user chose to show; null when they have not set one. */
  displayName: string | null;
  /** The user's primary e-mail address; null when they have none. */
  primaryEmail: string | null;
  /** Whether the primary e-mail address is verified. */
  primaryEmailVerified: boolean;
  /** The URL of the user's profile image; null when they have none. */
  profileImageUrl: string | null;
  /** When the user signed up. */
  signedUpAt: Date;
  /** Metadata the user's own client may read and write. */
  clientMetadata: unknown;
  /** Metadata the client may read but only a server may write. */
  clientReadOnlyMetadata: unknown;
  /** Whether the user can sign in with a password. */
  hasPassword: boolean;
  /** Whether the user can sign in with their primary e-mail address. */
  emailAuthEnabled: boolean;
  /** Whether the user can sign in with a one-time code sent by e-mail. */
  otpAuthEnabled: boolean;
  /** The OAuth providers the user has connected, by provider id (`{ id: "google" }`). */
  oauthProviders: {
    /** The provider's id, such as `"google"`. */
    id: string;
  }[];
  /** Whether the user has a passkey to sign in with. */
  passkeyAuthEnabled: boolean;
  /** Whether signing in asks for a second factor (a TOTP code). */
  isMultiFactorRequired: boolean;
  /** Whether the user is anonymous (signed up without credentials). */
  isAnonymous: boolean;
  /** Whether the user is restricted (anonymous, or restricted by an administrator). */
  isRestricted: boolean;
  /** Why the user is restricted; null when they are not. */
  restrictedReason: RestrictedReason | null;
  /** The team the user works in now; the user objects give it its actions. */
  selectedTeam: TeamFields | null;
}

/**
 * The server view adds these.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser(userId);
 * console.log(user?.lastActiveAt, user?.serverMetadata);
 * ```
 */
export interface ServerUserFields extends UserFields {
  /** When the user was last active. */
  lastActiveAt: Date;
  /** Metadata only a server may read and write. */
  serverMetadata: unknown;
  /** Whether the user can sign in with their primary e-mail address. */
  primaryEmailAuthEnabled: boolean;
  /** The team the user works in now; null when none is selected. */
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
  riskScores: {
    /** The scores the service gave at sign-up. */
    signUp: {
      /** How likely the sign-up was a bot's. */
      bot: number;
      /** How likely the sign-up abuses a free trial. */
      freeTrialAbuse: number;
    };
  };
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
