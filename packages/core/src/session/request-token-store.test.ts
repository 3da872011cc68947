import { describe, expect, it, vi } from "vitest";
import { encodeAccessCookie, encodeRefreshCookie } from "./cookie-writer.js";
import {
  AUTH_HEADER_NAME,
  isRequestLike,
  readRequestTokens,
  requestTokenStore,
} from "./request-token-store.js";
import { MemoryTokenStore } from "./token-store.js";

const P = "proj-1";

const authHeader = JSON.stringify({ accessToken: "a-header", refreshToken: "r-header" });
const cookieHeader = [
  `stack-refresh-${P}--default=${encodeURIComponent(encodeRefreshCookie("r-cookie", 1))}`,
  `stack-access=${encodeURIComponent(encodeAccessCookie("r-cookie", "a-cookie"))}`,
].join("; ");

describe("readRequestTokens", () => {
  it("uses the header name x-stack-auth", () => {
    expect(AUTH_HEADER_NAME).toBe("x-stack-auth");
  });

  describe("with a Fetch Headers object", () => {
    it("reads the x-stack-auth header first, ignoring the cookies", () => {
      const request = new Request("https://app.example.com/", {
        headers: { "x-stack-auth": authHeader, cookie: cookieHeader },
      });
      expect(readRequestTokens(request, P)).toEqual({
        accessToken: "a-header",
        refreshToken: "r-header",
      });
    });

    it("falls back to the cookies", () => {
      const headers = new Headers({ cookie: cookieHeader });
      expect(readRequestTokens({ headers }, P)).toEqual({
        accessToken: "a-cookie",
        refreshToken: "r-cookie",
      });
    });

    it("is signed out without either", () => {
      expect(readRequestTokens({ headers: new Headers() }, P)).toEqual({
        accessToken: null,
        refreshToken: null,
      });
    });
  });

  describe("with a Node-style plain object", () => {
    it("reads the lowercase x-stack-auth key first", () => {
      expect(
        readRequestTokens({ headers: { "x-stack-auth": authHeader, cookie: cookieHeader } }, P),
      ).toEqual({ accessToken: "a-header", refreshToken: "r-header" });
    });

    it("joins an array cookie value with '; '", () => {
      const [refresh, access] = cookieHeader.split("; ");
      expect(
        readRequestTokens({ headers: { cookie: ["theme=dark", refresh!, access!] } }, P),
      ).toEqual({
        accessToken: "a-cookie",
        refreshToken: "r-cookie",
      });
    });

    it("finds mixed-case keys", () => {
      expect(readRequestTokens({ headers: { "X-Stack-Auth": authHeader } }, P)).toEqual({
        accessToken: "a-header",
        refreshToken: "r-header",
      });
      expect(readRequestTokens({ headers: { Cookie: cookieHeader } }, P)).toEqual({
        accessToken: "a-cookie",
        refreshToken: "r-cookie",
      });
    });

    it("skips keys whose value is undefined", () => {
      expect(
        readRequestTokens({ headers: { "x-stack-auth": undefined, cookie: cookieHeader } }, P),
      ).toEqual({ accessToken: "a-cookie", refreshToken: "r-cookie" });
    });
  });

  it("normalises missing, null and 'undefined' tokens in the header to null", () => {
    const read = (value: object) =>
      readRequestTokens({ headers: { "x-stack-auth": JSON.stringify(value) } }, P);
    expect(read({ accessToken: null, refreshToken: "r" })).toEqual({
      accessToken: null,
      refreshToken: "r",
    });
    expect(read({ refreshToken: "undefined" })).toEqual({ accessToken: null, refreshToken: null });
  });

  it("prefers the header even when it holds no tokens (an explicit sign-out)", () => {
    const headers = {
      "x-stack-auth": JSON.stringify({ accessToken: null, refreshToken: null }),
      cookie: cookieHeader,
    };
    expect(readRequestTokens({ headers }, P)).toEqual({ accessToken: null, refreshToken: null });
  });

  it.each([
    ["not JSON", "{accessToken: a}"],
    ["JSON null", "null"],
    ["a JSON string", '"a.b.c"'],
    ["a JSON number", "42"],
    ["a JSON array", '["a", "r"]'],
    ["an object with a non-string token", '{"accessToken": 42, "refreshToken": "r"}'],
    ["empty", ""],
  ])("a malformed x-stack-auth header (%s) is a TypeError naming the header", (_, value) => {
    const read = () => readRequestTokens({ headers: new Headers({ "x-stack-auth": value }) }, P);
    expect(read).toThrow(TypeError);
    expect(read).toThrow(/x-stack-auth header must be JSON/);
  });
});

describe("requestTokenStore", () => {
  it("is a memory store that starts with the request's tokens and keeps refreshed ones", () => {
    const store = requestTokenStore({ headers: { "x-stack-auth": authHeader } }, P);
    expect(store).toBeInstanceOf(MemoryTokenStore);
    expect(store.get()).toEqual({ accessToken: "a-header", refreshToken: "r-header" });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ accessToken: "a-new", refreshToken: "r-header" });
    expect(store.get().accessToken).toBe("a-new");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("isRequestLike", () => {
  it.each<[unknown, boolean]>([
    [{ headers: {} }, true],
    [new Request("https://x.example/"), true],
    [{}, false],
    [null, false],
    ["cookie", false],
  ])("isRequestLike(%o) is %s", (value, expected) => {
    expect(isRequestLike(value)).toBe(expected);
  });
});
