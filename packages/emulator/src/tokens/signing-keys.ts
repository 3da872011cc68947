import { createECDH, createHash } from "node:crypto";
import { AUDIENCE_SUFFIXES, type TokenAudienceKind } from "@app/core/internal";
import { type CryptoKey, importJWK, type JWK } from "jose";

/**
 * Which kind of user a token is for. Each kind has its own audience (`projectId`,
 * `projectId:anon`, `projectId:restricted`, the SDK's `AUDIENCE_SUFFIXES`), issuer and key pairs.
 */
export type TokenAudience = TokenAudienceKind;
export { AUDIENCE_SUFFIXES };

/** One ES256 key pair and the public JWK that the JWKS serves. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** A JSON Web Key Set. */
export interface JwksJson {
  keys: JWK[];
}

/**
 * The secret an emulator in memory derives its keys from. Not a secret at all: it makes the keys
 * the same on every start, as the seeded state is, so a JWKS cached by an app (for an hour, as the
 * `cache-control` header allows) still verifies tokens after a restart. With a data directory the
 * emulator uses a random secret kept in its file instead (see `emulatorSecrets`).
 */
export const EMULATOR_KEY_SECRET = "app-emulator-signing-keys-not-a-secret";

/**
 * The two key generations of each audience, as the service has them (WIRE.md section 4): the
 * legacy pair, which signs new tokens, and the current pair. The JWKS serves both.
 */
const GENERATIONS = ["legacy", "current"] as const;

/** The order of the P-256 group: a private key is an integer from 1 to n − 1. */
const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/**
 * The signing keys of every project: two ES256 key pairs per project and audience, derived from
 * the emulator's secret ({@link EMULATOR_KEY_SECRET} in memory), the project id and the audience,
 * so they are the same on every start.
 */
export class SigningKeys {
  readonly #secret: string;
  readonly #pairs = new Map<string, Promise<readonly SigningKey[]>>();

  constructor(secret: string = EMULATOR_KEY_SECRET) {
    this.#secret = secret;
  }

  /** The key pairs of a project for one audience: the signing (legacy) pair first. */
  pairs(projectId: string, audience: TokenAudience): Promise<readonly SigningKey[]> {
    const aud = `${projectId}${AUDIENCE_SUFFIXES[audience]}`;
    let pairs = this.#pairs.get(aud);
    if (!pairs) {
      pairs = Promise.all(GENERATIONS.map((generation) => this.#derive(generation, aud)));
      this.#pairs.set(aud, pairs);
    }
    return pairs;
  }

  /** The key pair that signs a project's new tokens for one audience. */
  async signing(projectId: string, audience: TokenAudience): Promise<SigningKey> {
    const [signing] = await this.pairs(projectId, audience);
    if (!signing) throw new TypeError("Every audience has a signing key.");
    return signing;
  }

  /**
   * The public keys of a project, as the service serves them: the default audience's two keys,
   * then the restricted audience's (with `restricted` or `anonymous`: anonymous users are less
   * authenticated than restricted ones), then the anonymous audience's.
   */
  async jwks(projectId: string, extra: { anonymous?: boolean; restricted?: boolean } = {}) {
    const audiences: TokenAudience[] = ["default"];
    if (extra.restricted || extra.anonymous) audiences.push("restricted");
    if (extra.anonymous) audiences.push("anonymous");
    const pairs = await Promise.all(audiences.map((audience) => this.pairs(projectId, audience)));
    return { keys: pairs.flat().map((key) => key.publicJwk) } satisfies JwksJson;
  }

  /** Drops the cached keys of a deleted project. */
  forget(projectId: string): void {
    for (const aud of [...this.#pairs.keys()]) {
      if (aud === projectId || aud.startsWith(`${projectId}:`)) this.#pairs.delete(aud);
    }
  }

  async #derive(generation: string, aud: string): Promise<SigningKey> {
    const digest = (label: string, counter: number) =>
      createHash("sha256")
        .update(JSON.stringify([label, generation, this.#secret, aud, counter]))
        .digest();
    let counter = 0;
    let d = digest("app-emulator-jwk", counter);
    // Almost every digest is a valid private key; the loop only guards the 2^-32 exceptions.
    while (!isPrivateScalar(d)) d = digest("app-emulator-jwk", ++counter);
    const kid = digest("app-emulator-kid", 0).toString("base64url").slice(0, 12);
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(d);
    // Uncompressed point: 0x04, then x and y, 32 bytes each.
    const point = ecdh.getPublicKey();
    const publicJwk: JWK = {
      kty: "EC",
      alg: "ES256",
      crv: "P-256",
      kid,
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    };
    const privateJwk: JWK = { ...publicJwk, d: d.toString("base64url") };
    // importJWK answers a CryptoKey for every asymmetric key (Uint8Array only for "oct" keys).
    return {
      kid,
      privateKey: (await importJWK(privateJwk, "ES256")) as CryptoKey,
      publicKey: (await importJWK(publicJwk, "ES256")) as CryptoKey,
      publicJwk,
    };
  }
}

function isPrivateScalar(bytes: Buffer): boolean {
  const value = BigInt(`0x${bytes.toString("hex")}`);
  return value > 0n && value < P256_ORDER;
}
