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
