import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase32, encodeBase32 } from "./base32.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("Crockford base32, as the reference SDK names custom refresh cookies", () => {
  it("encodes as @stackframe/js's encodeBase32 (its own vectors, and domains)", () => {
    const vectors: [number[], string][] = [
      [[], ""],
      [[1], "04"],
      [[15], "1W"],
      [[16], "20"],
      [[255], "ZW"],
      [[255, 255], "ZZZG"],
    ];
    for (const [input, encoded] of vectors) {
      expect(encodeBase32(new Uint8Array(input))).toBe(encoded);
      expect(decodeBase32(encoded)).toEqual(new Uint8Array(input));
    }
    // Computed with the reference's encodeBase32.
    expect(encodeBase32(bytes("example.com"))).toBe("CNW62VBGDHJJWRVFDM");
    expect(encodeBase32(bytes("app.example.co.uk"))).toBe("C5R70BK5F1GPTW3CCMQ66VSEENNG");
    expect(encodeBase32(bytes("a"))).toBe("C4");
  });

  it("decodes any case and the look-alike letters, and refuses other characters", () => {
    expect(new TextDecoder().decode(decodeBase32("cnw62vbgdhjjwrvfdm") ?? undefined)).toBe(
      "example.com",
    );
    expect(decodeBase32("0O")).toEqual(new Uint8Array([0]));
    expect(decodeBase32("1W")).toEqual(decodeBase32("iw"));
    expect(decodeBase32("1W")).toEqual(decodeBase32("LW"));
    expect(decodeBase32("U0")).toBeNull();
    expect(decodeBase32("AB-")).toBeNull();
  });
});

/** Crockford base32 by arithmetic on one big number: an oracle written apart from base32.ts. */
function oracleEncode(bytes: Uint8Array): string {
  const length = Math.ceil((bytes.length * 8) / 5);
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  value <<= BigInt(length * 5 - bytes.length * 8);
  let out = "";
  for (let i = 0; i < length; i++) {
    out = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

describe("Crockford base32 on any bytes (the cookie names written before the string version)", () => {
  it("encodes as the arithmetic oracle, and decodes back", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (input) => {
        const encoded = encodeBase32(input);
        expect(encoded).toBe(oracleEncode(input));
        expect(decodeBase32(encoded)).toEqual(input);
        expect(decodeBase32(encoded.toLowerCase())).toEqual(input);
      }),
    );
  });
});
