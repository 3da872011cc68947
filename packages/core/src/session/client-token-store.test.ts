import type { StackClientApp } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { signUpUser, useHarness } from "../test-utils/emulator-harness.js";
import { authorizationHeaderOf } from "./authorization-header.js";
import { createClientTokenStore } from "./client-token-store.js";
import { encodeAccessCookie, encodeRefreshCookie } from "./cookie-writer.js";
import { MemoryTokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

const COOKIE_TOKENS = { refreshToken: "r-cookie", accessToken: "a-cookie" };
const A_HEADER_TOKENS = { refreshToken: "r-authorization", accessToken: "a-authorization" };
const cookie = [
  `stack-refresh-p--default=${encodeURIComponent(encodeRefreshCookie("r-cookie", 1))}`,
  `stack-access=${encodeURIComponent(encodeAccessCookie("r-cookie", "a-cookie"))}`,
].join("; ");
const authorization = authorizationHeaderOf(A_HEADER_TOKENS)!;
const xStackAuth = JSON.stringify({
  accessToken: "a-x-stack-auth",
  refreshToken: "r-x-stack-auth",
});

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

  it("reads a request's Authorization header, then x-stack-auth, then the cookies (as @stackframe/js's client app)", () => {
    const read = (headers: Record<string, string>) =>
      createClientTokenStore({ headers: new Headers(headers) }, "p").get();
    expect(read({ authorization, "x-stack-auth": xStackAuth, cookie })).toEqual(A_HEADER_TOKENS);
    expect(read({ "x-stack-auth": xStackAuth, cookie })).toEqual({
      refreshToken: "r-x-stack-auth",
      accessToken: "a-x-stack-auth",
    });
    // A bearer token of another kind (your own API's) is not ours: the next source is read.
    expect(read({ authorization: "Bearer my-api-token", cookie })).toEqual(COOKIE_TOKENS);
    // A Node-style record, mixed-case keys and an array of cookie headers.
    const record = { Authorization: authorization, cookie: cookie.split("; ") };
    expect(createClientTokenStore({ headers: record }, "p").get()).toEqual(A_HEADER_TOKENS);
    expect(createClientTokenStore({ headers: {} }, "p").get()).toEqual({
      refreshToken: null,
      accessToken: null,
    });
  });

  it.each([
    ["authorization", "Bearer stackauth_bm90LWpzb24", /authorization header must be/],
    [
      "x-stack-auth",
      '{"accessToken": "a-secret-token", "refreshToken": 42}',
      /x-stack-auth header must be JSON/,
    ],
  ])(
    "a malformed %s header reads as signed out, warning without showing its value",
    (name, value, message) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const store = createClientTokenStore({ headers: { [name]: value, cookie } }, "p");
      expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
      // Once per process and header: an earlier test may have had it.
      for (const [text] of warn.mock.calls) {
        expect(String(text)).toMatch(message);
        expect(String(text)).toMatch(/the value is not shown/);
        expect(String(text)).not.toContain(value);
        expect(String(text)).not.toContain("a-secret-token");
      }
      warn.mockRestore();
    },
  );

  it('builds a "nextjs-cookie" store outside Next.js and a browser, whose reads say what is missing', () => {
    // No document here (a server without @app/next): building the app must not fail (a module
    // shared with Next.js code builds it), but nothing can read the tokens.
    const store = createClientTokenStore("nextjs-cookie", "p");
    const message =
      'tokenStore "nextjs-cookie" reads the request\'s cookies through Next.js (next/headers): import the app from @app/next in code that Next.js runs. Elsewhere on a server, pass the request as tokenStore, or use "memory".';
    expect(() => store.get()).toThrow(new TypeError(message));
    expect(() => store.set({ accessToken: null, refreshToken: null })).toThrow(message);
    // "cookie" keeps refusing at once: it never means a server's cookies.
    expect(() => createClientTokenStore("cookie", "p")).toThrow(
      'tokenStore "cookie" needs a browser (document.cookie); on a server, pass the request, or use "memory".',
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

describe("a client app given a request (a backend's, or a page's on a server), against the emulator", () => {
  const h = useHarness();

  /** Two signed-in users, each as the header that carries its session to a backend. */
  async function twoUsers() {
    const [first, second] = [await signUpUser(h), await signUpUser(h)];
    const tokens = async (app: StackClientApp) =>
      JSON.parse((await app.getAuthHeaders())["x-stack-auth"]!) as Tokens;
    return {
      first: { ...first, authorization: (await first.app.getAuthorizationHeader())! },
      second: { ...second, tokens: await tokens(second.app) },
    };
  }

  it("reads the user of getAuthorizationHeader()'s header, from a Fetch Request", async () => {
    const { first } = await twoUsers();
    const request = new Request("https://backend.example/notes", {
      headers: { authorization: first.authorization },
    });
    const user = await h.client({ tokenStore: request }).getUser();
    expect(user?.id).toBe(first.user.id);
    expect(user?.primaryEmail).toBe(first.user.primaryEmail);
  });

  it("reads the user of getAuthHeaders()' x-stack-auth header, from a Node-style record", async () => {
    const { second } = await twoUsers();
    const app = h.client({ tokenStore: { headers: await second.app.getAuthHeaders() } });
    expect((await app.getUser())?.id).toBe(second.user.id);
  });

  it("takes the Authorization header over x-stack-auth, and x-stack-auth over the cookies", async () => {
    const { first, second } = await twoUsers();
    const secondCookie = `stack-refresh-${h.emulator.projectId}--default=${encodeURIComponent(
      encodeRefreshCookie(second.tokens.refreshToken!, 1),
    )}`;
    const all = {
      authorization: first.authorization,
      "x-stack-auth": JSON.stringify(second.tokens),
      cookie: secondCookie,
    };
    const app = h.client({ tokenStore: "memory" });
    expect((await app.getUser({ tokenStore: { headers: all } }))?.id).toBe(first.user.id);
    const cookieOnly = { headers: { cookie: secondCookie } };
    expect((await app.getUser({ tokenStore: cookieOnly }))?.id).toBe(second.user.id);
    const firstJson = (await first.app.getAuthHeaders())["x-stack-auth"]!;
    const overCookie = { headers: { "x-stack-auth": firstJson, cookie: secondCookie } };
    expect((await app.getUser({ tokenStore: overCookie }))?.id).toBe(first.user.id);
  });

  it("getUser({ tokenStore: request }) with a malformed header is null (signed out), as the server app's is; it does not throw", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const request = { headers: { authorization: "Bearer stackauth_e30", cookie: "" } };
    // `e30` is `{}`: no tokens at all is a header of our format, read as signed out.
    expect(await h.client({ tokenStore: request }).getUser()).toBeNull();
    for (const headers of [
      { authorization: "Bearer stackauth_%%%" },
      { "x-stack-auth": "{not json" },
      { "x-stack-auth": '{"accessToken": 1}' },
    ]) {
      const bad = { headers };
      expect(await h.client({ tokenStore: bad }).getUser()).toBeNull();
      expect(await h.server().getUser({ tokenStore: bad })).toBeNull();
      expect(await h.client().getUser({ tokenStore: bad })).toBeNull();
      expect(await h.server().getUser({ tokenStore: bad, or: "return-null" })).toBeNull();
    }
    warn.mockRestore();
  });
});
