// Crockford's base32 (digits and capitals without I, L, O, U), most significant bit first, no
// padding: the encoding of the domain in a custom refresh cookie's name, as the reference SDK
// writes it (`stack-refresh-{projectId}--custom-{base32(domain)}`). Every browser app loads it
// with the page (the client app's synchronous cookie helpers), so it goes through a string of
// binary digits, which takes fewer bytes than shifting bits.

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
  return Array.from(bytes, (byte) => byte.toString(2).padStart(8, "0"))
    .join("")
    .replace(/.{1,5}/g, (bits) => ALPHABET[Number.parseInt(bits.padEnd(5, "0"), 2)] as string);
}

/**
 * Decodes Crockford's base32 (any case; `O` reads as 0, `I` and `L` as 1), or null when `text`
 * holds another character. Bits left over after the last whole byte are dropped.
 *
 * @example
 * ```ts
 * new TextDecoder().decode(decodeBase32("CNW62VBGDHJJWRVFDM") ?? new Uint8Array()); // "example.com"
 * ```
 */
export function decodeBase32(text: string): Uint8Array | null {
  let bits = "";
  for (const char of text.toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1")) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    bits += digit.toString(2).padStart(5, "0");
  }
  return new Uint8Array((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}
