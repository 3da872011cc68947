import { createHmac, timingSafeEqual } from "node:crypto";

/** TOTP as authenticator apps compute it (RFC 6238): HMAC-SHA1, 30-second steps, 6 digits. */
const STEP_MS = 30_000;
const DIGITS = 6;

function secretBytes(secret: Uint8Array | string): Buffer {
  return typeof secret === "string" ? Buffer.from(secret, "base64") : Buffer.from(secret);
}

function codeAt(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac("sha1", secret).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * The six-digit TOTP code of `secret` (its bytes, or their base64 as `totp_secret_base64` holds
 * them) at `atMillis`: what an authenticator app shows. For tests that sign in with TOTP; pass the
 * emulator's time (`emulator.clock.now()`) when its clock was moved.
 *
 * @example
 * ```ts
 * const secret = crypto.getRandomValues(new Uint8Array(20));
 * await user.update({ totpMultiFactorSecret: secret });
 * await app.signInWithMfa(totpCode(secret, emulator.clock.now()), attemptCode);
 * ```
 */
export function totpCode(secret: Uint8Array | string, atMillis: number = Date.now()): string {
  return codeAt(secretBytes(secret), Math.floor(atMillis / STEP_MS));
}

/**
 * Whether `code` is the TOTP code of `secret` at `atMillis`, or of the step before it (a code
 * typed just as it changed still counts).
 */
export function verifyTotpCode(
  secret: Uint8Array | string,
  code: string,
  atMillis: number,
): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const bytes = secretBytes(secret);
  const step = Math.floor(atMillis / STEP_MS);
  return [step, step - 1].some((counter) =>
    timingSafeEqual(Buffer.from(codeAt(bytes, counter)), Buffer.from(code)),
  );
}
