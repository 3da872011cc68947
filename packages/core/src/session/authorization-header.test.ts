import { describe, expect, it } from "vitest";
import { authorizationHeaderOf, tokensFromAuthorizationHeader } from "./authorization-header.js";

const tokens = { accessToken: "eyJhbGciOiJFUzI1NiJ9.e30.c2ln", refreshToken: "refresh-1" };
/** The header as @stackframe/js 2.8.108 writes it: standard base64 of the JSON, after the prefix. */
const referenceHeader = (prefix: string, json: unknown) =>
  `Bearer ${prefix}${Buffer.from(JSON.stringify(json)).toString("base64")}`;

describe("the Authorization header of getAuthorizationHeader() (@stackframe/js's format)", () => {
  it("writes Bearer stackauth_ and the base64 of the tokens' JSON, null without a session", () => {
    expect(authorizationHeaderOf(tokens)).toBe(referenceHeader("stackauth_", tokens));
    expect(authorizationHeaderOf({ accessToken: null, refreshToken: null })).toBeNull();
  });

  it("reads what either SDK writes: stackauth_ or hexclave_, base64 or base64url, any case of Bearer", () => {
    expect(tokensFromAuthorizationHeader(referenceHeader("stackauth_", tokens))).toEqual(tokens);
    expect(tokensFromAuthorizationHeader(referenceHeader("hexclave_", tokens))).toEqual(tokens);
    const url = Buffer.from(JSON.stringify({ refreshToken: "r?>" })).toString("base64url");
    expect(tokensFromAuthorizationHeader(`bearer stackauth_${url}`)).toEqual({
      accessToken: null,
      refreshToken: "r?>",
    });
  });

  it("leaves any other Authorization header to the next source (null)", () => {
    expect(tokensFromAuthorizationHeader("Bearer eyJhbGciOiJFUzI1NiJ9.e30.c2ln")).toBeNull();
    expect(tokensFromAuthorizationHeader("Basic YWRhOnB3")).toBeNull();
  });

  it("refuses a stackauth_ payload that is not the tokens' JSON, without showing it", () => {
    for (const header of [
      "Bearer stackauth_",
      "Bearer stackauth_%%%",
      referenceHeader("stackauth_", ["secret-token"]),
      referenceHeader("stackauth_", { accessToken: 7 }),
    ]) {
      expect(() => tokensFromAuthorizationHeader(header)).toThrow(TypeError);
    }
    expect(() =>
      tokensFromAuthorizationHeader(referenceHeader("stackauth_", ["secret-token"])),
    ).toThrow(/what getAuthorizationHeader\(\) writes.*not shown/);
    try {
      tokensFromAuthorizationHeader(referenceHeader("stackauth_", ["secret-token"]));
    } catch (error) {
      expect(String(error)).not.toContain("secret");
      expect(String(error)).not.toContain(Buffer.from('["secret-token"]').toString("base64"));
    }
  });
});
