import { describe, expect, it } from "vitest";
import { createClientTokenStore } from "./client-token-store.js";
import { encodeAccessCookie, encodeRefreshCookie } from "./cookie-names.js";
import { MemoryTokenStore } from "./token-store.js";

describe("createClientTokenStore", () => {
  it("builds the browser forms: memory and explicit tokens", () => {
    const store = createClientTokenStore({ refreshToken: "r", accessToken: null }, "p");
    expect(store).toBeInstanceOf(MemoryTokenStore);
    expect(store.get()).toEqual({ refreshToken: "r", accessToken: null });
    expect(createClientTokenStore("memory", "p").get()).toEqual({
      refreshToken: null,
      accessToken: null,
    });
  });

  it("reads a request's cookies, for a page rendered on a server (not x-stack-auth)", () => {
    const cookie = [
      `stack-refresh-p--default=${encodeURIComponent(encodeRefreshCookie("r-cookie", 1))}`,
      `stack-access=${encodeURIComponent(encodeAccessCookie("r-cookie", "a-cookie"))}`,
    ].join("; ");
    const header = JSON.stringify({ accessToken: "a-header", refreshToken: "r-header" });
    const request = { headers: new Headers({ cookie, "x-stack-auth": header }) };
    const store = createClientTokenStore(request, "p");
    expect(store.get()).toEqual({ refreshToken: "r-cookie", accessToken: "a-cookie" });
    expect(createClientTokenStore({ headers: { cookie } }, "p").get().refreshToken).toBe(
      "r-cookie",
    );
    expect(createClientTokenStore({ headers: {} }, "p").get()).toEqual({
      refreshToken: null,
      accessToken: null,
    });
  });

  it('takes "nextjs-cookie" (the reference\'s Next.js store) as "cookie" outside Next.js', () => {
    // No document here (a server): the same refusal as "cookie", naming the store asked for.
    expect(() => createClientTokenStore("nextjs-cookie", "p")).toThrow(
      new TypeError(
        'tokenStore "nextjs-cookie" needs a browser (document.cookie); on a server, pass the request, or use "memory".',
      ),
    );
  });

  it("does not print a long string that may be a token", () => {
    const token = "x".repeat(40);
    expect(() => createClientTokenStore(token as "memory", "p")).toThrow(
      /got a string of 40 characters/,
    );
    expect(() => createClientTokenStore("cokie" as "memory", "p")).toThrow(/got "cokie"/);
  });
});
