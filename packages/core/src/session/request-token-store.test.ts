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
  ])(
    "a malformed x-stack-auth header (%s) reads as signed out, not the cookies",
    async (_, value) => {
      const { readRequestTokens } = await freshModule();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const request = { headers: new Headers({ "x-stack-auth": value, cookie: cookieHeader }) };
      expect(readRequestTokens(request, P)).toEqual({ accessToken: null, refreshToken: null });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/x-stack-auth header must be JSON/);
      warn.mockRestore();
    },
  );
});

/** The module anew, so that its once-per-process warnings start over. */
async function freshModule(): Promise<typeof import("./request-token-store.js")> {
  vi.resetModules();
  return import("./request-token-store.js");
}

describe("a malformed x-stack-auth or Authorization header (any visitor can send one)", () => {
  const secret = "eyJhbGciOiJFUzI1NiJ9.SECRET-PAYLOAD";

  it("reads as signed out instead of throwing, so the app's route does not answer 500", async () => {
    const { readRequestTokens } = await freshModule();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const headers of [
      { "x-stack-auth": `{"accessToken": "${secret}"` },
      { authorization: `Bearer stackauth_${btoa(`{"accessToken": "${secret}"`)}` },
      { authorization: "Bearer stackauth_%%%not-base64%%%" },
      { authorization: "Bearer stackauth_" },
    ]) {
      expect(() => readRequestTokens({ headers }, P)).not.toThrow();
      expect(readRequestTokens({ headers }, P)).toEqual({ accessToken: null, refreshToken: null });
    }
    warn.mockRestore();
  });

  it("warns once per header, naming it and never showing its value", async () => {
    const { readRequestTokens } = await freshModule();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const badAuth = { "x-stack-auth": `{"accessToken": "${secret}", "refreshToken": 1}` };
    const badBearer = { authorization: `Bearer stackauth_${btoa(`["${secret}"]`)}` };
    for (let i = 0; i < 3; i++) {
      readRequestTokens({ headers: badAuth }, P);
      readRequestTokens({ headers: badBearer }, P);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    const [first, second] = warn.mock.calls.map((call) => String(call[0]));
    expect(first).toMatch(
      /^A request's x-stack-auth header is malformed, so the request reads as signed out/,
    );
    expect(second).toMatch(
      /^A request's authorization header is malformed, so the request reads as signed out/,
    );
    for (const text of [first, second]) expect(text).not.toContain(secret);
    warn.mockRestore();
  });

  it("another scheme in Authorization is not ours: the cookies are read, with no warning", async () => {
    const { readRequestTokens } = await freshModule();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const headers = { authorization: "Basic dXNlcjpwYXNz", cookie: cookieHeader };
    expect(readRequestTokens({ headers }, P).refreshToken).toBe("r-cookie");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("a request's cookie header", () => {
  it("a planted unprefixed cookie with a newer timestamp does not take over the __Host- session", () => {
    const cookie = [
      `__Host-stack-refresh-${P}--default=${encodeURIComponent(encodeRefreshCookie("r-victim", 1))}`,
      `stack-refresh-${P}--default=${encodeURIComponent(encodeRefreshCookie("r-planted", Date.now()))}`,
      `stack-access=${encodeURIComponent(encodeAccessCookie("r-planted", "a-planted"))}`,
    ].join("; ");
    expect(readRequestTokens({ headers: { cookie } }, P)).toEqual({
      refreshToken: "r-victim",
      accessToken: null,
    });
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
