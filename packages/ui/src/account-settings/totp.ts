// TOTP (RFC 6238) as authenticator apps use it: HMAC-SHA1 over 30-second steps, six digits. The
// settings check the code the user types before they turn two-factor authentication on, with the
// browser's Web Crypto.

const STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A new random secret for an authenticator app: 20 bytes, as RFC 4226 recommends. */
export function newTotpSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(20));
}

/** `bytes` in base32 without padding (RFC 4648), as authenticator apps take a secret. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The `otpauth://` URI that an authenticator app reads from the QR code. */
export function totpUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret: toBase32(secret), issuer });
  return `otpauth://totp/${label}?${params}`;
}

async function codeAt(key: CryptoKey, counter: number): Promise<string> {
  const message = new Uint8Array(8); // the counter, big-endian
  for (let index = 7, rest = counter; index >= 0; index--, rest = Math.floor(rest / 256)) {
    message[index] = rest % 256;
  }
  const hmac = new DataView(await crypto.subtle.sign("HMAC", key, message));
  const offset = hmac.getUint8(hmac.byteLength - 1) & 0x0f;
  const binary = hmac.getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * Whether `code` is the six-digit code of `secret` now, or one step before or after (a clock a
 * little off, or a code typed as it changed, still counts).
 */
export async function isTotpCode(
  secret: Uint8Array,
  code: string,
  atMillis: number = Date.now(),
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    new Uint8Array(secret),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const step = Math.floor(atMillis / 1000 / STEP_SECONDS);
  const codes = await Promise.all(
    [step - 1, step, step + 1].map((counter) => codeAt(key, counter)),
  );
  return codes.includes(code);
}
