import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

// A passkey authenticator in plain Node, for tests that run without a browser: it answers the
// options of the passkey endpoints the way `navigator.credentials.create()` / `.get()` would on a
// page of `origin` (attestation "none", ES256 keys, user verification done).

/**
 * The registration options it needs (as `options_json` carries them, RP id already replaced).
 *
 * @example
 * ```ts
 * const registration = authenticator.register({ challenge, rp: { id: "localhost" }, user: { id: userHandle } }, "http://localhost:3000");
 * ```
 */
export interface SoftwareRegistrationOptions {
  /** The challenge to sign, base64url. */
  challenge: string;
  /** The relying party (the site). */
  rp: {
    /** Its id (a domain); default the origin's host. */
    id?: string;
  };
  /** The user the passkey is for. */
  user: {
    /** The user's handle, base64url. */
    id: string;
  };
}

/**
 * The authentication options it needs (`options_json`, RP id already replaced).
 *
 * @example
 * ```ts
 * const response = authenticator.authenticate({ challenge, rpId: "localhost" }, "http://localhost:3000");
 * ```
 */
export interface SoftwareAuthenticationOptions {
  /** The challenge to sign, base64url. */
  challenge: string;
  /** The relying party's id (a domain); default the origin's host. */
  rpId?: string;
  /** The passkeys the site accepts; any of this authenticator's when absent. */
  allowCredentials?: {
    /** A credential id, base64url. */
    id: string;
  }[];
}

interface StoredCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/**
 * A registration answer, as `@simplewebauthn/browser`'s `startRegistration()` returns it.
 *
 * @example
 * ```ts
 * const response: SoftwareRegistrationResponse = authenticator.register(options, origin);
 * ```
 */
export interface SoftwareRegistrationResponse {
  /** The new credential's id, base64url. */
  id: string;
  /** The same id, base64url. */
  rawId: string;
  /** Always `"public-key"`. */
  type: "public-key";
  /** What the authenticator answers. */
  response: {
    /** The client data, base64url JSON. */
    clientDataJSON: string;
    /** The attestation object, base64url CBOR. */
    attestationObject: string;
    /** How the authenticator is reached (`["internal"]`). */
    transports: string[];
  };
  /** No extensions: `{}`. */
  clientExtensionResults: Record<string, never>;
  /** Always `"platform"`. */
  authenticatorAttachment: "platform";
}

/**
 * A sign-in answer, as `@simplewebauthn/browser`'s `startAuthentication()` returns it.
 *
 * @example
 * ```ts
 * const response: SoftwareAuthenticationResponse = authenticator.authenticate(options, origin);
 * ```
 */
export interface SoftwareAuthenticationResponse {
  /** The credential's id, base64url. */
  id: string;
  /** The same id, base64url. */
  rawId: string;
  /** Always `"public-key"`. */
  type: "public-key";
  /** What the authenticator answers. */
  response: {
    /** The client data, base64url JSON. */
    clientDataJSON: string;
    /** The authenticator data, base64url. */
    authenticatorData: string;
    /** The signature over the authenticator data and client data, base64url. */
    signature: string;
    /** The user's handle, base64url. */
    userHandle: string;
  };
  /** No extensions: `{}`. */
  clientExtensionResults: Record<string, never>;
  /** Always `"platform"`. */
  authenticatorAttachment: "platform";
}

/**
 * A software passkey authenticator: see {@link softwareAuthenticator}.
 *
 * @example
 * ```ts
 * const authenticator = softwareAuthenticator();
 * const registration = authenticator.register(registrationOptions, "http://localhost:3000");
 * ```
 */
export interface SoftwareAuthenticator {
  /** Makes a new passkey for the options' RP id and user, as created on a page of `origin`. */
  register(options: SoftwareRegistrationOptions, origin: string): SoftwareRegistrationResponse;
  /** Signs the challenge with a passkey of the options' RP id, as used on a page of `origin`. */
  authenticate(
    options: SoftwareAuthenticationOptions,
    origin: string,
  ): SoftwareAuthenticationResponse;
  /** How many passkeys it holds. */
  readonly size: number;
}

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** The head of a CBOR item: major type and length (or value). */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

type CborValue = number | string | Uint8Array | Map<number | string, CborValue>;

/** The CBOR encoding of the few kinds of value attestation objects and COSE keys use. */
function cbor(value: CborValue): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  // isView, not instanceof: a test's DOM environment may bring its own Uint8Array.
  if (ArrayBuffer.isView(value)) return Buffer.concat([cborHead(2, value.byteLength), value]);
  const map = value as Map<number | string, CborValue>;
  const parts = [cborHead(5, map.size)];
  for (const [key, item] of map) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/**
 * A passkey authenticator for tests without a browser: feed it the `options_json` of the passkey
 * endpoints (with the relying-party id replaced by the page's hostname, as the SDK does) and send
 * its answers back. Each passkey signs with its own ES256 key and counts its uses.
 *
 * @example
 * ```ts
 * const authenticator = softwareAuthenticator();
 * options_json.rp.id = "localhost";
 * const credential = authenticator.register(options_json, "http://localhost:3000");
 * // POST /auth/passkey/register { credential, code }
 * ```
 */
export function softwareAuthenticator(): SoftwareAuthenticator {
  const credentials: StoredCredential[] = [];
  return {
    get size() {
      return credentials.length;
    },
    register(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const id = randomBytes(16);
      const coseKey = new Map<number, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const credentialIdLength = Buffer.from([id.length >> 8, id.length & 0xff]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(0),
        Buffer.alloc(16), // AAGUID
        credentialIdLength,
        id,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<string, CborValue>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      const clientData = {
        type: "webauthn.create",
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      };
      credentials.push({ id: b64u(id), rpId, userHandle: options.user.id, privateKey, counter: 0 });
      return {
        id: b64u(id),
        rawId: b64u(id),
        type: "public-key",
        response: {
          clientDataJSON: b64u(Buffer.from(JSON.stringify(clientData))),
          attestationObject: b64u(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    authenticate(options, origin) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const allowed = options.allowCredentials?.map((c) => c.id);
      const credential = [...credentials]
        .reverse()
        .find(
          (c) =>
            c.rpId === rpId &&
            (allowed === undefined || allowed.length === 0 || allowed.includes(c.id)),
        );
      if (!credential) throw new Error(`No passkey for ${rpId}.`);
      credential.counter++;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x05]), // user present, user verified
        counterBytes(credential.counter),
      ]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: "webauthn.get",
          challenge: options.challenge,
          origin,
          crossOrigin: false,
        }),
      );
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.privateKey,
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: "public-key",
        response: {
          clientDataJSON: b64u(clientDataJSON),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
