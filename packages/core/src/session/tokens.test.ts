import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  accessTokenExpiresAt,
  NO_TOKENS,
  normalizeToken,
  normalizeTokens,
  sameTokens,
} from "./tokens.js";

const key = new TextEncoder().encode("a-test-secret-of-at-least-32-bytes!!");

function b64url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("normalizeToken", () => {
  it.each<[unknown, string | null]>([
    ["abc", "abc"],
    ["", null],
    ["undefined", null],
    ["null", null],
    [undefined, null],
    [null, null],
    [42, null],
    [{ token: "abc" }, null],
  ])("normalizeToken(%j) is %j", (value, expected) => {
    expect(normalizeToken(value)).toBe(expected);
  });
});

describe("normalizeTokens", () => {
  it("normalises both tokens and fills in missing ones", () => {
    expect(normalizeTokens({ accessToken: "undefined", refreshToken: "r" })).toEqual({
      accessToken: null,
      refreshToken: "r",
    });
    expect(normalizeTokens({ accessToken: "a" })).toEqual({ accessToken: "a", refreshToken: null });
    expect(normalizeTokens(null)).toEqual(NO_TOKENS);
    expect(normalizeTokens(undefined)).toEqual(NO_TOKENS);
  });

  it("NO_TOKENS is frozen, so no caller can sign everyone in by mutating it", () => {
    expect(Object.isFrozen(NO_TOKENS)).toBe(true);
    expect(NO_TOKENS).toEqual({ accessToken: null, refreshToken: null });
  });
});

describe("sameTokens", () => {
  it("compares both tokens", () => {
    expect(
      sameTokens({ accessToken: "a", refreshToken: "r" }, { accessToken: "a", refreshToken: "r" }),
    ).toBe(true);
    expect(
      sameTokens({ accessToken: "a", refreshToken: "r" }, { accessToken: "b", refreshToken: "r" }),
    ).toBe(false);
    expect(
      sameTokens({ accessToken: "a", refreshToken: "r" }, { accessToken: "a", refreshToken: "s" }),
    ).toBe(false);
    expect(sameTokens(NO_TOKENS, { accessToken: null, refreshToken: null })).toBe(true);
  });
});

describe("accessTokenExpiresAt", () => {
  it("is the exp claim in milliseconds", async () => {
    const jwt = await new SignJWT({ sub: "u1" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(1_700_000_123)
      .sign(key);
    expect(accessTokenExpiresAt(jwt)).toBe(1_700_000_123_000);
  });

  it("is Infinity for a JWT without exp (such a token never goes stale)", async () => {
    const jwt = await new SignJWT({ sub: "u1" }).setProtectedHeader({ alg: "HS256" }).sign(key);
    expect(accessTokenExpiresAt(jwt)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ["not a JWT at all", "opaque-token"],
    ["two parts", `${b64url('{"alg":"none"}')}.${b64url('{"exp":1}')}`],
    ["four parts", `a.${b64url('{"exp":1}')}.c.d`],
    ["a payload that is not base64url JSON", "a.%%%.c"],
    ["a JSON array payload", `a.${b64url("[1,2]")}.c`],
    ["a JSON string payload", `a.${b64url('"exp"')}.c`],
    ["an empty payload", "a..c"],
    ["the string undefined", "undefined"],
  ])("is null (treated as expired) for %s", (_, token) => {
    expect(accessTokenExpiresAt(token)).toBeNull();
  });
});
