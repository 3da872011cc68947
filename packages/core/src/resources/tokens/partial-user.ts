import type { RestrictedReason } from "../../errors/catalogue/session.js";
import type { AccessTokenClaims } from "./claims.js";

/**
 * The user an access token describes, read from its verified claims without asking the service
 * (the reference SDK's `TokenPartialUser`). Claims are as fresh as the token (10 minutes at most).
 */
export interface TokenPartialUser {
  readonly id: string;
  readonly displayName: string | null;
  readonly primaryEmail: string | null;
  readonly primaryEmailVerified: boolean;
  readonly isAnonymous: boolean;
  readonly isMultiFactorRequired: boolean;
  readonly isRestricted: boolean;
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
