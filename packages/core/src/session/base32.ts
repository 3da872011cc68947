// Crockford's base32 (digits and capitals without I, L, O, U), most significant bit first, no
// padding: the encoding of the domain in a custom refresh cookie's name, as the reference SDK
// writes it (`stack-refresh-{projectId}--custom-{base32(domain)}`).

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * Regroups `from`-bit values into `to`-bit ones, most significant bit first: the bits left at
 * the end make one more value, padded with zeros, when `pad`; else they are dropped.
 */
function regroup(values: Iterable<number>, from: number, to: number, pad: boolean): number[] {
  const out: number[] = [];
  let value = 0;
  let bits = 0;
  for (const next of values) {
    value = ((value << from) | next) & 0xfff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((value >> bits) & ((1 << to) - 1));
    }
  }
  if (pad && bits > 0) out.push((value << (to - bits)) & ((1 << to) - 1));
  return out;
}

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
  return regroup(bytes, 8, 5, true)
    .map((digit) => ALPHABET[digit])
    .join("");
}

/** The look-alike letters Crockford's base32 reads as digits. */
const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };

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
  const digits = Array.from(text.toUpperCase(), (char) =>
    ALPHABET.indexOf(LOOK_ALIKES[char] ?? char),
  );
  return digits.includes(-1) ? null : new Uint8Array(regroup(digits, 5, 8, false));
}
