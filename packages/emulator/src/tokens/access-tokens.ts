import { KnownErrors } from "@app/core/errors";
import { ISSUER_PATHS } from "@app/core/internal";
import type { AccessTokenClaims as SdkAccessTokenClaims } from "@app/core/server";
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, SignJWT } from "jose";
import { primaryChannel } from "../store/contact-channel-store.js";
import type { SessionRecord } from "../store/session-store.js";
import type { UserRecord } from "../store/user-store.js";
import { type RestrictionSettings, restrictedStatus } from "./restricted-status.js";
import { AUDIENCE_SUFFIXES, type SigningKeys, type TokenAudience } from "./signing-keys.js";

/**
 * The claims of an access token the emulator signs: the SDK's claims (WIRE.md section 4), with
 * `exp` always set. `signed_up_at` is in seconds.
 */
export type AccessTokenClaims = SdkAccessTokenClaims & { exp: number };

/** What a valid access token says. */
export interface VerifiedAccessToken {
  projectId: string;
  userId: string;
  refreshTokenId: string;
  audience: TokenAudience;
  expiresAtMillis: number;
  /** The token's `restricted_reason` claim: why its user was restricted when it was issued. */
  restrictedReason: AccessTokenClaims["restricted_reason"];
}

/** How many verified tokens {@link AccessTokens} remembers (the oldest are forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and verifies the ES256 access tokens of every project. */
export class AccessTokens {
  readonly #keys: SigningKeys;
  /**
   * Tokens whose signature and claims were checked, with what they say: a project's keys never
   * change (they derive from its id), so the signature of a token checked once stays good, and
   * only its expiry is checked again on each use. Checking an ES256 signature was the largest
   * cost of a signed-in request.
   */
  readonly #verified = new Map<string, VerifiedAccessToken>();
  /**
   * Checks running, by token: requests that bring a token not yet checked at the same time (the
   * first burst after a sign-in) share one signature check instead of each making its own.
   */
  readonly #checking = new Map<string, Promise<VerifiedAccessToken>>();
  readonly #lifetimeMs: number;
  readonly #baseUrl: () => string;
  readonly #now: () => number;

  /** `now` is the emulator's clock: it dates new tokens and decides which have expired. */
  constructor(
    keys: SigningKeys,
    options: { lifetimeMs: number; baseUrl: () => string; now?: () => number },
  ) {
    this.#keys = keys;
    this.#lifetimeMs = options.lifetimeMs;
    this.#baseUrl = options.baseUrl;
    this.#now = options.now ?? Date.now;
  }

  /** Access token lifetime, in milliseconds. */
  get lifetimeMs(): number {
    return this.#lifetimeMs;
  }

  /** The `iss` claim of a project's tokens for one audience. */
  issuer(projectId: string, audience: TokenAudience): string {
    return `${this.#baseUrl()}/api/v1/${ISSUER_PATHS[audience]}/${projectId}`;
  }

  /** Mints an access token for a session of `user`, whose restriction `project` decides. */
  async issue(
    user: UserRecord,
    session: SessionRecord,
    project: RestrictionSettings,
    now = this.#now(),
  ): Promise<string> {
    const restricted = restrictedStatus(user, project);
    const audience: TokenAudience = user.isAnonymous
      ? "anonymous"
      : restricted.is_restricted
        ? "restricted"
        : "default";
    const key = await this.#keys.signing(user.projectId, audience);
    const primary = primaryChannel(user);
    const claims: Omit<AccessTokenClaims, "iat" | "exp" | "iss" | "aud" | "sub"> = {
      project_id: user.projectId,
      branch_id: "main",
      refresh_token_id: session.id,
      role: "authenticated",
      name: user.displayName,
      email: primary?.value ?? null,
      email_verified: primary?.isVerified ?? false,
      selected_team_id: user.selectedTeamId,
      signed_up_at: Math.floor(user.signedUpAtMillis / 1000),
      is_anonymous: user.isAnonymous,
      is_restricted: restricted.is_restricted,
      restricted_reason: restricted.restricted_reason,
      requires_totp_mfa: user.totpSecretBase64 !== null,
    };
    return await new SignJWT(claims)
      .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
      .setSubject(user.id)
      .setIssuer(this.issuer(user.projectId, audience))
      .setAudience(`${user.projectId}${AUDIENCE_SUFFIXES[audience]}`)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + this.#lifetimeMs) / 1000))
      .sign(key.privateKey);
  }

  /**
   * Checks a token against the keys of `projectId`. Throws UNPARSABLE_ACCESS_TOKEN,
   * INVALID_PROJECT_FOR_ACCESS_TOKEN or ACCESS_TOKEN_EXPIRED.
   */
  async verify(token: string, projectId: string): Promise<VerifiedAccessToken> {
    const known = this.#verified.get(token);
    if (known?.projectId === projectId) return this.#unexpired(known);
    const key = `${projectId}\0${token}`;
    let checking = this.#checking.get(key);
    if (!checking) {
      checking = this.#verifySignature(token, projectId).finally(() => this.#checking.delete(key));
      this.#checking.set(key, checking);
    }
    const verified = await checking;
    if (!this.#verified.has(token)) {
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) {
        this.#verified.delete(this.#verified.keys().next().value as string);
      }
      this.#verified.set(token, verified);
    }
    // A caller that joined a shared check reads the clock for itself, as a remembered token's does.
    return this.#unexpired(verified);
  }

  /** A remembered token, unless the clock has passed its `exp` (as `jwtVerify` decides it). */
  #unexpired(known: VerifiedAccessToken): VerifiedAccessToken {
    if (known.expiresAtMillis / 1000 <= Math.floor(this.#now() / 1000)) {
      throw new KnownErrors.AccessTokenExpired({
        expired_at_millis: known.expiresAtMillis,
        project_id: known.projectId,
        user_id: known.userId,
        refresh_token_id: known.refreshTokenId,
      });
    }
    return known;
  }

  async #verifySignature(token: string, projectId: string): Promise<VerifiedAccessToken> {
    const unverified = decodeUnverified(token);
    const claimed = unverified.project;
    if (claimed !== projectId) {
      throw new KnownErrors.InvalidProjectForAccessToken({
        expected_project_id: projectId,
        actual_project_id: claimed,
      });
    }
    // Either key of the audience verifies, as both are in the JWKS; the header's kid picks it.
    const pairs = await this.#keys.pairs(projectId, unverified.audience);
    const key = pairs.find((candidate) => candidate.kid === unverified.kid);
    if (!key) throw new KnownErrors.UnparsableAccessToken();
    try {
      const { payload } = await jwtVerify(token, key.publicKey, {
        algorithms: ["ES256"],
        currentDate: new Date(this.#now()),
        issuer: this.issuer(projectId, unverified.audience),
        audience: `${projectId}${AUDIENCE_SUFFIXES[unverified.audience]}`,
      });
      const { sub, refresh_token_id: refreshTokenId, exp } = payload;
      if (typeof sub !== "string" || typeof refreshTokenId !== "string" || exp === undefined) {
        throw new KnownErrors.UnparsableAccessToken();
      }
      const reason = payload.restricted_reason as AccessTokenClaims["restricted_reason"];
      return {
        projectId,
        userId: sub,
        refreshTokenId,
        audience: unverified.audience,
        expiresAtMillis: exp * 1000,
        restrictedReason: reason ?? null,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new KnownErrors.AccessTokenExpired({
          expired_at_millis: (unverified.exp ?? 0) * 1000,
          project_id: projectId,
          user_id: unverified.sub ?? null,
          refresh_token_id: unverified.refreshTokenId ?? null,
        });
      }
      if (error instanceof errors.JOSEError) throw new KnownErrors.UnparsableAccessToken();
      throw error;
    }
  }
}

interface UnverifiedToken {
  project: string;
  audience: TokenAudience;
  kid?: string;
  sub?: string;
  refreshTokenId?: string;
  exp?: number;
}

/** Reads the claims that pick the key, before the signature is checked. */
function decodeUnverified(token: string): UnverifiedToken {
  let payload: ReturnType<typeof decodeJwt>;
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== "ES256") throw new TypeError("not ES256");
    kid = header.kid;
    payload = decodeJwt(token);
  } catch {
    throw new KnownErrors.UnparsableAccessToken();
  }
  const aud = typeof payload.aud === "string" ? payload.aud : undefined;
  if (aud === undefined) throw new KnownErrors.UnparsableAccessToken();
  const [project = "", suffix] = aud.split(":");
  const audience: TokenAudience | undefined =
    suffix === undefined
      ? "default"
      : suffix === "anon"
        ? "anonymous"
        : suffix === "restricted"
          ? "restricted"
          : undefined;
  if (audience === undefined) throw new KnownErrors.UnparsableAccessToken();
  return {
    project: typeof payload.project_id === "string" ? payload.project_id : project,
    audience,
    ...(kid === undefined ? {} : { kid }),
    ...(typeof payload.sub === "string" ? { sub: payload.sub } : {}),
    ...(typeof payload.refresh_token_id === "string"
      ? { refreshTokenId: payload.refresh_token_id }
      : {}),
    ...(typeof payload.exp === "number" ? { exp: payload.exp } : {}),
  };
}
