// Crockford's base32 (digits and capitals without I, L, O, U), most significant bit first, no
// padding: the encoding of the domain in a custom refresh cookie's name, as the reference SDK
// writes it (`stack-refresh-{projectId}--custom-{base32(domain)}`).

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * Encodes bytes in Crockford's base32; the last character carries the remaining bits, padded
 * with zeros.
 *
 * @example
 * ```ts
 * encodeBase32(new TextEncoder().encode("example.com")); // "CNW62VBGDHJJWRVFDM"
 * ```
 */
export function encodeBase32(bytes: Uint8Array): string {
  let out = "";
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Decodes Crockford's base32 (any case; `O` reads as 0, `I` and `L` as 1), or null when `text`
 * holds another character.
 *
 * @example
 * ```ts
 * new TextDecoder().decode(decodeBase32("CNW62VBGDHJJWRVFDM") ?? new Uint8Array()); // "example.com"
 * ```
 */
export function decodeBase32(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let value = 0;
  let bits = 0;
  let index = 0;
  for (const char of text.toUpperCase()) {
    const digit = ALPHABET.indexOf(char === "O" ? "0" : char === "I" || char === "L" ? "1" : char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      if (index < out.length) out[index++] = (value >> bits) & 255;
    }
  }
  return out;
}
