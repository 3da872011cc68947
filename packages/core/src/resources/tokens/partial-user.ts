import type { RestrictedReason } from "../../errors/catalogue/session.js";
import type { AccessTokenClaims } from "./claims.js";

/**
 * The user an access token describes, read from its verified claims without asking the service
 * (the reference SDK's `TokenPartialUser`). Claims are as fresh as the token (10 minutes at most).
 *
 * @example
 * ```ts
 * const user = await serverApp.getPartialUser({ from: "token", tokenStore: request });
 * if (user) console.log(user.id, user.primaryEmail);
 * ```
 */
export interface TokenPartialUser {
  /** The user's id. */
  readonly id: string;
  /** The user's name; null when they have none. */
  readonly displayName: string | null;
  /** The user's primary e-mail address; null when they have none. */
  readonly primaryEmail: string | null;
  /** Whether that address is verified. */
  readonly primaryEmailVerified: boolean;
  /** Whether the user is anonymous. */
  readonly isAnonymous: boolean;
  /** Whether the user signs in with a second factor. */
  readonly isMultiFactorRequired: boolean;
  /** Whether the user is restricted. */
  readonly isRestricted: boolean;
  /** Why the user is restricted; null when they are not. */
  readonly restrictedReason: RestrictedReason | null;
}

/**
 * The partial user of verified claims.
 *
 * @example
 * ```ts
 * const user = tokenPartialUserFromClaims(claims);
 * ```
 */
export function tokenPartialUserFromClaims(claims: AccessTokenClaims): TokenPartialUser {
  return {
    id: claims.sub,
    displayName: claims.name,
    primaryEmail: claims.email,
    primaryEmailVerified: claims.email_verified,
    isAnonymous: claims.is_anonymous,
    isMultiFactorRequired: claims.requires_totp_mfa,
    isRestricted: claims.is_restricted,
    restrictedReason: claims.restricted_reason,
  };
}
