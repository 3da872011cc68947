import { type CryptoKey, exportJWK, generateKeyPair, type JWK } from "jose";
import { randomToken } from "../store/random.js";

/**
 * Which kind of user a token is for. Each kind has its own audience (`projectId`,
 * `projectId:anon`, `projectId:restricted`), issuer and key pair.
 */
export type TokenAudience = "default" | "anonymous" | "restricted";

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
 * The signing keys of every project: one ES256 key pair per project and audience, generated the
 * first time it is needed and kept for the life of the emulator.
 */
export class SigningKeys {
  readonly #keys = new Map<string, Promise<SigningKey>>();

  /** The key pair of a project for one audience. */
  get(projectId: string, audience: TokenAudience): Promise<SigningKey> {
    const id = `${projectId}\u0000${audience}`;
    let key = this.#keys.get(id);
    if (!key) {
      key = createSigningKey();
      this.#keys.set(id, key);
    }
    return key;
  }

  /** The public keys of a project: the default audience plus the ones asked for. */
  async jwks(projectId: string, extra: { anonymous?: boolean; restricted?: boolean } = {}) {
    const audiences: TokenAudience[] = ["default"];
    if (extra.restricted) audiences.push("restricted");
    if (extra.anonymous) audiences.push("anonymous");
    const keys = await Promise.all(audiences.map((audience) => this.get(projectId, audience)));
    return { keys: keys.map((key) => key.publicJwk) } satisfies JwksJson;
  }

  /** Drops a deleted project's keys, so a project made again with the same id gets new ones. */
  forget(projectId: string): void {
    for (const id of [...this.#keys.keys()]) {
      if (id.startsWith(`${projectId}\u0000`)) this.#keys.delete(id);
    }
  }
}

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  // 9 random bytes are 12 base64url characters.
  const kid = randomToken(9);
  const jwk = await exportJWK(publicKey);
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { kty: jwk.kty, alg: "ES256", crv: jwk.crv, kid, x: jwk.x, y: jwk.y },
  };
}
