import { describe, expect, it, vi } from "vitest";
import { CookieTokenStore } from "./cookie-token-store.js";
import { createTokenStore, type TokenStoreInit } from "./create-token-store.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";

const P = "proj-1";

describe("createTokenStore", () => {
  it('"cookie" is a cookie store for the project in a browser', () => {
    vi.stubGlobal("document", { cookie: "" });
    try {
      expect(createTokenStore("cookie", P)).toBeInstanceOf(CookieTokenStore);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // Regression: outside a browser, "cookie" silently lost every token it was given.
  it('"cookie" outside a browser is a TypeError that says what to use instead', () => {
    expect(() => createTokenStore("cookie", P)).toThrow(
      'tokenStore "cookie" needs a browser (document.cookie); on a server, pass the request, or use "memory".',
    );
  });

  it('"memory" is an empty memory store, a new one each time', () => {
    const store = createTokenStore("memory", P);
    expect(store).toBeInstanceOf(MemoryTokenStore);
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(createTokenStore("memory", P)).not.toBe(store);
  });

  it("explicit tokens are a memory store holding them", () => {
    const store = createTokenStore({ accessToken: "a1", refreshToken: "r1" }, P);
    expect(store).toBeInstanceOf(MemoryTokenStore);
    expect(store.get()).toEqual({ accessToken: "a1", refreshToken: "r1" });
    expect(createTokenStore({ refreshToken: "r1" }, P).get()).toEqual({
      accessToken: null,
      refreshToken: "r1",
    });
    expect(createTokenStore({ accessToken: null }, P).get()).toEqual({
      accessToken: null,
      refreshToken: null,
    });
  });

  it("a request reads its x-stack-auth header, then its cookies", () => {
    const fromHeader = createTokenStore(
      {
        headers: new Headers({
          "x-stack-auth": JSON.stringify({ accessToken: "a1", refreshToken: "r1" }),
        }),
      },
      P,
    );
    expect(fromHeader.get()).toEqual({ accessToken: "a1", refreshToken: "r1" });
    const fromCookie = createTokenStore({ headers: { cookie: `stack-refresh-${P}=legacy` } }, P);
    expect(fromCookie.get()).toEqual({ accessToken: null, refreshToken: "legacy" });
  });

  it("a custom TokenStore is used as it is", () => {
    const custom: TokenStore = {
      get: () => ({ accessToken: null, refreshToken: "custom" }),
      set: () => {},
      subscribe: () => () => {},
    };
    expect(createTokenStore(custom, P)).toBe(custom);
    const memory = new MemoryTokenStore();
    expect(createTokenStore(memory, P)).toBe(memory);
  });

  const circular: Record<string, unknown> = {};
  circular.self = circular;

  it.each<[string, unknown]>([
    ["a misspelt mode", "cookies"],
    ["an empty string", ""],
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
    ["an empty object", {}],
    ["snake_case wire tokens", { access_token: "a", refresh_token: "r" }],
    ["a function", () => "cookie"],
    ["a half store", { get: () => ({}) }],
    ["a circular object", circular],
  ])("%s is a TypeError listing the valid forms", (_, init) => {
    const create = () => createTokenStore(init as TokenStoreInit, P);
    expect(create).toThrow(TypeError);
    expect(create).toThrow(
      'tokenStore must be "cookie", "nextjs-cookie", "memory", { accessToken, refreshToken }, a request with headers, or a TokenStore',
    );
  });

  it("names the keys of a bad object without printing the token values", () => {
    const init = { access_token: "secret-access-value", refresh_token: "secret-refresh-value" };
    let message = "";
    try {
      createTokenStore(init as unknown as TokenStoreInit, P);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('got an object with keys ["access_token","refresh_token"]');
    expect(message).not.toContain("secret-");
  });
});
