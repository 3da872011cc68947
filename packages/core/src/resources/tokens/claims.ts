import * as v from "valibot";
import type { RestrictedReason } from "../../errors/catalogue/session.js";

/**
 * The claims of a verified access token (WIRE.md section 4), as the service signs them.
 * `signed_up_at` is in seconds; `exp` is optional, every other claim is required.
 *
 * @example
 * ```ts
 * const user = await serverApp.getPartialUser({ from: "token", tokenStore: request });
 * // the claims are read from the request's access token, verified against the project's keys
 * ```
 */
export interface AccessTokenClaims {
  /** The user's id. */
  sub: string;
  /** When the token was issued, in seconds since the epoch. */
  iat: number;
  /** When the token expires, in seconds since the epoch. */
  exp?: number | undefined;
  /** The issuer: the service's URL for the project and the kind of user. */
  iss: string;
  /** The audience: the project's id, with `:anon` or `:restricted` for those users. */
  aud: string;
  /** The project's id. */
  project_id: string;
  /** The project's branch (`"main"`). */
  branch_id: string;
  /** The id of the refresh token (the session) the token was issued for. */
  refresh_token_id: string;
  /** The role of the token (`"authenticated"`). */
  role: string;
  /** The user's display name; null when they have none. */
  name: string | null;
  /** The user's primary e-mail address; null when they have none. */
  email: string | null;
  /** Whether that address is verified. */
  email_verified: boolean;
  /** The id of the user's selected team; null when none is selected. */
  selected_team_id: string | null;
  /** When the user signed up, in seconds since the epoch. */
  signed_up_at: number;
  /** Whether the user is anonymous. */
  is_anonymous: boolean;
  /** Whether the user is restricted. */
  is_restricted: boolean;
  /** Why the user is restricted; null when they are not. */
  restricted_reason: RestrictedReason | null;
  /** Whether the user signs in with a second factor. */
  requires_totp_mfa: boolean;
}

/** The required claims of an access token, checked after the signature. */
export const accessTokenClaimsSchema: v.GenericSchema<unknown, AccessTokenClaims> = v.object({
  sub: v.string(),
  iat: v.number(),
  exp: v.optional(v.number()),
  iss: v.string(),
  aud: v.string(),
  project_id: v.string(),
  branch_id: v.string(),
  refresh_token_id: v.string(),
  role: v.string(),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  email_verified: v.boolean(),
  selected_team_id: v.nullable(v.string()),
  signed_up_at: v.number(),
  is_anonymous: v.boolean(),
  is_restricted: v.boolean(),
  // A reason the SDK does not know yet still verifies; its type lists the known ones.
  restricted_reason: v.nullable(v.object({ type: v.string() })) as v.GenericSchema<
    unknown,
    RestrictedReason | null
  >,
  requires_totp_mfa: v.boolean(),
});

/** Which kind of user a token is for; each has its own audience, issuer and keys. */
export type TokenAudienceKind = "default" | "anonymous" | "restricted";

/** The `aud` suffix of each kind of user. */
export const AUDIENCE_SUFFIXES: Record<TokenAudienceKind, string> = {
  default: "",
  anonymous: ":anon",
  restricted: ":restricted",
};

/** The path segment of each kind's issuer, `${apiUrl}/api/v1/${path}/${projectId}`. */
export const ISSUER_PATHS: Record<TokenAudienceKind, string> = {
  default: "projects",
  anonymous: "projects-anonymous-users",
  restricted: "projects-restricted-users",
};

/** The `aud` and `iss` the service gives a project's tokens of each kind (WIRE.md section 4). */
export function expectedAudiences(
  apiUrl: string,
  projectId: string,
): Map<string, { kind: TokenAudienceKind; issuer: string }> {
  const kinds = Object.keys(AUDIENCE_SUFFIXES) as TokenAudienceKind[];
  return new Map(
    kinds.map((kind) => [
      `${projectId}${AUDIENCE_SUFFIXES[kind]}`,
      { kind, issuer: `${apiUrl}/api/v1/${ISSUER_PATHS[kind]}/${projectId}` },
    ]),
  );
}

/** The kind of user the claims describe: anonymous users are restricted too. */
export function audienceKindOf(claims: AccessTokenClaims): TokenAudienceKind {
  if (claims.is_anonymous) return "anonymous";
  return claims.is_restricted ? "restricted" : "default";
}
