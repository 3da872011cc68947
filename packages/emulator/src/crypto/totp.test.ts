import { describe, expect, it } from "vitest";
import { totpCode, verifyTotpCode } from "./totp.js";

// RFC 6238, appendix B: the SHA-1 secret, whose 8-digit codes end in these 6 digits.
const RFC_SECRET = new TextEncoder().encode("12345678901234567890");

describe("TOTP", () => {
  it("computes the codes of RFC 6238's test vectors", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(Buffer.from(RFC_SECRET).toString("base64"), 1_234_567_890_000)).toBe("005924");
  });

  it("accepts the current and the previous step's code only", () => {
    const at = 1_234_567_890_000;
    expect(verifyTotpCode(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(true);
    expect(verifyTotpCode(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(true);
    expect(verifyTotpCode(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBe(false);
    expect(verifyTotpCode(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(false);
    expect(verifyTotpCode(RFC_SECRET, "", at)).toBe(false);
  });
});
