import * as v from "valibot";
import type { RestrictedReason } from "../../errors/catalogue/session.js";

/**
 * The claims of a verified access token (WIRE.md section 4), as the service signs them.
 * `signed_up_at` is in seconds; `exp` is optional, every other claim is required.
 */
export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp?: number | undefined;
  iss: string;
  aud: string;
  project_id: string;
  branch_id: string;
  refresh_token_id: string;
  role: string;
  name: string | null;
  email: string | null;
  email_verified: boolean;
  selected_team_id: string | null;
  signed_up_at: number;
  is_anonymous: boolean;
  is_restricted: boolean;
  restricted_reason: RestrictedReason | null;
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
