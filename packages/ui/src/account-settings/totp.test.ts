import { totpCode } from "@app/emulator";
import { describe, expect, it } from "vitest";
import { isTotpCode, newTotpSecret, toBase32, totpUri } from "./totp.js";

describe("TOTP for the two-factor section", () => {
  it("writes base32 as RFC 4648's test vectors, without padding", () => {
    const ascii = (text: string) => new TextEncoder().encode(text);
    expect(toBase32(ascii(""))).toBe("");
    expect(toBase32(ascii("f"))).toBe("MY");
    expect(toBase32(ascii("foob"))).toBe("MZXW6YQ");
    expect(toBase32(ascii("foobar"))).toBe("MZXW6YTBOI");
  });

  it("accepts RFC 6238's SHA-1 code at 59 seconds and at 1111111109", async () => {
    const secret = new TextEncoder().encode("12345678901234567890");
    expect(await isTotpCode(secret, "287082", 59_000)).toBe(true);
    expect(await isTotpCode(secret, "081804", 1_111_111_109_000)).toBe(true);
    expect(await isTotpCode(secret, "081805", 1_111_111_109_000)).toBe(false);
  });

  it("agrees with the emulator's codes one step either side, and no further", async () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12);
    expect(await isTotpCode(secret, totpCode(secret, now), now)).toBe(true);
    expect(await isTotpCode(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(await isTotpCode(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    const old = totpCode(secret, now - 90_000);
    const near = [now - 30_000, now, now + 30_000].map((t) => totpCode(secret, t));
    if (!near.includes(old)) expect(await isTotpCode(secret, old, now)).toBe(false);
    expect(await isTotpCode(secret, "12345", now)).toBe(false);
  });

  it("names the app and the account in the otpauth URI", () => {
    const secret = new TextEncoder().encode("foobar");
    expect(totpUri(secret, "My App", "ada@example.com")).toBe(
      "otpauth://totp/My%20App:ada%40example.com?secret=MZXW6YTBOI&issuer=My+App",
    );
  });
});
