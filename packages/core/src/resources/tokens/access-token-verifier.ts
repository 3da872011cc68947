// jose's subpaths, not its index: a bundle then takes only the jose files this module uses.

import type { JWTPayload } from "jose";
import * as errors from "jose/errors";
import { decodeJwt } from "jose/jwt/decode";
import { jwtVerify } from "jose/jwt/verify";
import * as v from "valibot";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, ok, type Result } from "../../errors/result.js";
import {
  type AccessTokenClaims,
  accessTokenClaimsSchema,
  audienceKindOf,
  expectedAudiences,
  type TokenAudienceKind,
} from "./claims.js";
import type { JwksCache } from "./jwks-cache.js";

/** Why a token is refused. */
export type AccessTokenError =
  | KnownErrors["UnparsableAccessToken"]
  | KnownErrors["AccessTokenExpired"]
  | KnownErrors["InvalidProjectForAccessToken"];

/** Options of {@link AccessTokenVerifier}. */
export interface AccessTokenVerifierOptions {
  projectId: string;
  /** The API URL the issuers start with, e.g. `https://api.stack-auth.com`. */
  apiUrl: string;
  jwks: JwksCache;
  /** How many verified tokens are remembered; default 1000. */
  maxCachedTokens?: number | undefined;
  now?: (() => number) | undefined;
}

/** Accepted clock difference between this server and the service, in seconds. */
export const CLOCK_TOLERANCE_S = 30;
/** How long a verified token without `exp` is remembered. */
const NO_EXP_CACHE_MS = 60_000;

/**
 * Verifies a project's ES256 access tokens locally: signature against the project's JWKS, then
 * `aud`/`iss` of the project (default, anonymous or restricted users), every required claim, and
 * `exp` with 30 s of clock tolerance. Verified tokens are remembered in a small LRU, each until it
 * expires.
 *
 * @example
 * ```ts
 * const result = await verifier.verify(token);
 * if (result.status === "ok") console.log(result.data.sub);
 * ```
 */
export class AccessTokenVerifier {
  readonly #projectId: string;
  readonly #audiences: Map<string, { kind: TokenAudienceKind; issuer: string }>;
  readonly #jwks: JwksCache;
  readonly #max: number;
  readonly #now: () => number;
  readonly #cache = new Map<string, { claims: AccessTokenClaims; until: number; used: boolean }>();

  constructor(options: AccessTokenVerifierOptions) {
    const max = options.maxCachedTokens ?? 1000;
    if (!Number.isInteger(max) || max < 0) {
      throw new TypeError(`maxCachedTokens must be a non-negative integer; got ${max}.`);
    }
    this.#projectId = options.projectId;
    this.#audiences = expectedAudiences(options.apiUrl, options.projectId);
    this.#jwks = options.jwks;
    this.#max = max;
    this.#now = options.now ?? (() => Date.now());
  }

  /** How many verified tokens are remembered now. */
  get cachedTokens(): number {
    return this.#cache.size;
  }

  /**
   * The claims of a token verified before and not expired yet, without waiting (the fast path of
   * a repeated token); `undefined` otherwise.
   */
  cached(token: string): AccessTokenClaims | undefined {
    const entry = this.#cache.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.#now()) {
      this.#cache.delete(token);
      return undefined;
    }
    entry.used = true;
    return entry.claims;
  }

  /** The claims of a valid token of this project, or why it is refused. */
  async verify(token: string): Promise<Result<AccessTokenClaims, AccessTokenError>> {
    const cached = this.cached(token);
    if (cached) return ok(cached);
    const result = await this.#verify(token);
    if (result.status === "ok" && this.#max > 0) this.#remember(token, result.data);
    return result;
  }

  async #verify(token: string): Promise<Result<AccessTokenClaims, AccessTokenError>> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(token);
    } catch {
      return fail(new KnownErrors.UnparsableAccessToken());
    }
    // A token of another project is refused before any key is looked up (or refetched).
    const expected = typeof unverified.aud === "string" && this.#audiences.get(unverified.aud);
    if (!expected || unverified.project_id !== this.#projectId) {
      return fail(
        new KnownErrors.InvalidProjectForAccessToken({
          expected_project_id: this.#projectId,
          actual_project_id: String(unverified.project_id ?? unverified.aud ?? ""),
        }),
      );
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, (header) => this.#key(header.kid), {
        algorithms: ["ES256"],
        issuer: expected.issuer,
        audience: unverified.aud as string,
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(this.#now()),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return fail(
          new KnownErrors.AccessTokenExpired({
            expired_at_millis: typeof unverified.exp === "number" ? unverified.exp * 1000 : null,
            project_id: this.#projectId,
            user_id: typeof unverified.sub === "string" ? unverified.sub : null,
            refresh_token_id:
              typeof unverified.refresh_token_id === "string" ? unverified.refresh_token_id : null,
          }),
        );
      }
      if (error instanceof errors.JOSEError) return fail(new KnownErrors.UnparsableAccessToken());
      throw error;
    }
    const claims = v.safeParse(accessTokenClaimsSchema, payload);
    // The audience must be the one of the user's kind: an anonymous user's token has `:anon`.
    if (!claims.success || audienceKindOf(claims.output) !== expected.kind) {
      return fail(new KnownErrors.UnparsableAccessToken());
    }
    return ok(Object.freeze(claims.output));
  }

  async #key(kid: string | undefined) {
    const key = await this.#jwks.key(kid);
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  }

  #remember(token: string, claims: AccessTokenClaims): void {
    const until =
      claims.exp === undefined
        ? this.#now() + NO_EXP_CACHE_MS
        : claims.exp * 1000 + CLOCK_TOLERANCE_S * 1000;
    this.#cache.set(token, { claims, until, used: false });
    // LRU by second chance (CLOCK): a hit only flags its entry, as moving it costs more than
    // the hit itself; when full, the oldest unflagged entry goes and flagged ones move to the end.
    while (this.#cache.size > this.#max) {
      const [oldest, entry] = this.#cache.entries().next().value as [
        string,
        { claims: AccessTokenClaims; until: number; used: boolean },
      ];
      this.#cache.delete(oldest);
      if (entry.used && oldest !== token) {
        entry.used = false;
        this.#cache.set(oldest, entry);
      }
    }
  }
}
