import type { CryptoKey, JWK } from "jose";
import { importJWK } from "jose/key/import";
import * as v from "valibot";

/** Options of {@link JwksCache}. */
export interface JwksCacheOptions {
  /** The JWKS URL, e.g. `{api}/api/v1/projects/{id}/.well-known/jwks.json?…`. */
  url: string;
  /** The app's fetch (the recording fetch in tests). */
  fetch?: typeof fetch | undefined;
  /** Gives up on the JWKS request after this long; default 60 s; from 2³¹ ms up, never. */
  timeoutMs?: number | undefined;
  /** The least time between two refetches for an unknown `kid`; default 30 s. */
  unknownKidCooldownMs?: number | undefined;
  /** Used when the answer has no `Cache-Control` max-age; default 10 min. */
  defaultMaxAgeMs?: number | undefined;
  now?: (() => number) | undefined;
}

const jwksSchema = v.object({
  keys: v.array(
    v.looseObject({ kty: v.string(), kid: v.optional(v.string()), crv: v.optional(v.string()) }),
  ),
});

/** The `max-age` of a `Cache-Control` header in ms: 0 for `no-store`/`no-cache`, else null. */
export function cacheControlMaxAgeMs(header: string | null): number | null {
  if (header === null) return null;
  if (/(?:^|,)\s*no-(?:store|cache)\b/i.test(header)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header);
  return match ? Number(match[1]) * 1000 : null;
}

/**
 * A project's public keys, fetched once and kept as long as the answer's `Cache-Control`
 * max-age allows. A `kid` it does not know fetches the set again (key rotation), at most once per
 * cooldown; concurrent callers share one request.
 *
 * @example
 * ```ts
 * const jwks = new JwksCache({ url: http.url(`/projects/${projectId}/.well-known/jwks.json`) });
 * const key = await jwks.key(kid); // CryptoKey or null
 * ```
 */
export class JwksCache {
  readonly #options: JwksCacheOptions;
  readonly #now: () => number;
  #keys = new Map<string, CryptoKey>();
  #expiresAt = Number.NEGATIVE_INFINITY;
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #inFlight: Promise<void> | null = null;
  #fetches = 0;

  constructor(options: JwksCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
  }

  /** How many times the set was fetched. */
  get fetches(): number {
    return this.#fetches;
  }

  /** The key of `kid`, fetching the set when it is stale or does not know `kid`; else null. */
  async key(kid: string | undefined): Promise<CryptoKey | null> {
    if (this.#now() >= this.#expiresAt) await this.#refresh();
    if (kid === undefined) return null;
    const key = this.#keys.get(kid);
    if (key) return key;
    const cooldown = this.#options.unknownKidCooldownMs ?? 30_000;
    if (this.#now() - this.#fetchedAt < cooldown) return null;
    await this.#refresh();
    return this.#keys.get(kid) ?? null;
  }

  #refresh(): Promise<void> {
    this.#inFlight ??= this.#load().finally(() => {
      this.#inFlight = null;
    });
    return this.#inFlight;
  }

  async #load(): Promise<void> {
    const fetchFn = this.#options.fetch ?? ((input, init) => fetch(input, init));
    this.#fetches++;
    this.#fetchedAt = this.#now();
    const ms = this.#options.timeoutMs ?? 60_000;
    const response = await fetchFn(this.#options.url, {
      method: "GET",
      headers: { accept: "application/json" },
      // From 2³¹ ms up (Infinity included), no timeout, as for the app's other calls.
      ...(ms < 2 ** 31 ? { signal: AbortSignal.timeout(ms) } : {}),
    });
    const body = await response.text();
    if (!response.ok) {
      throw new Error(
        `Could not fetch the project's public keys (GET ${this.#options.url} answered ${response.status}: ${body.slice(0, 200)}).`,
      );
    }
    let parsed: v.InferOutput<typeof jwksSchema>;
    try {
      parsed = v.parse(jwksSchema, JSON.parse(body));
    } catch {
      throw new Error(`The project's public keys (GET ${this.#options.url}) are not a JWKS.`);
    }
    const keys = new Map<string, CryptoKey>();
    for (const jwk of parsed.keys) {
      if (jwk.kty !== "EC" || jwk.crv !== "P-256" || jwk.kid === undefined) continue;
      // importJWK answers a CryptoKey for every asymmetric key.
      keys.set(jwk.kid, (await importJWK(jwk as JWK, "ES256")) as CryptoKey);
    }
    const maxAge =
      cacheControlMaxAgeMs(response.headers.get("cache-control")) ??
      this.#options.defaultMaxAgeMs ??
      600_000;
    this.#keys = keys;
    this.#expiresAt = this.#now() + maxAge;
  }
}
