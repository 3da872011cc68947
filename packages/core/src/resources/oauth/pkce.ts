/** A PKCE verifier with its S256 challenge, and the state of one OAuth flow. */
export interface PkcePair {
  /** 43 characters of base64url randomness; it stays in the browser (the state cookie). */
  verifier: string;
  /** base64url(SHA-256(verifier)): what the authorize URL carries. */
  challenge: string;
  /** The flow's random state, which names its cookie and comes back with the code. */
  state: string;
}

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

function randomBase64Url(byteCount: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/**
 * The S256 challenge of a PKCE verifier (RFC 7636).
 *
 * @example
 * ```ts
 * await pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
 * // "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
 * ```
 */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * A fresh verifier, its challenge and a state (32 random bytes each), with Web Crypto.
 *
 * @example
 * ```ts
 * const { verifier, challenge, state } = await createPkcePair();
 * ```
 */
export async function createPkcePair(): Promise<PkcePair> {
  const verifier = randomBase64Url(32);
  return { verifier, challenge: await pkceChallenge(verifier), state: randomBase64Url(32) };
}
