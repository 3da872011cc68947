import { describe, expect, it } from "vitest";
import { BROWSER_CONDITIONS, resolveCoreImport } from "../test-utils/subpath-imports.js";
import { encodeAccessCookie, encodeRefreshCookie } from "./cookie-writer.js";
import { readRequestTokens } from "./request-cookie-tokens.js";

const cookie = [
  `stack-refresh-p--default=${encodeURIComponent(encodeRefreshCookie("r-cookie", 1))}`,
  `stack-access=${encodeURIComponent(encodeAccessCookie("r-cookie", "a-cookie"))}`,
].join("; ");

describe("#request-tokens (package.json imports): which reader of a request each runtime gets", () => {
  const FULL = "src/session/request-token-store.ts";
  it.each<[string, string[], string]>([
    [
      "a browser bundle (esbuild, Vite's client build, webpack)",
      BROWSER_CONDITIONS,
      "src/session/request-cookie-tokens.ts",
    ],
    [
      "Node (a server app, server rendering, Vite's SSR build)",
      ["node", "import", "default"],
      FULL,
    ],
    ["CommonJS in Node", ["node", "require", "default"], FULL],
    ["Cloudflare Workers (wrangler)", ["workerd", "worker", "browser", "import", "default"], FULL],
    ["an edge runtime (Vercel)", ["edge-light", "worker", "browser", "import", "default"], FULL],
    ["a web worker bundle", ["worker", "browser", "import", "default"], FULL],
  ])("%s gets the reader its conditions select", (_, conditions, expected) => {
    expect(resolveCoreImport("#request-tokens", conditions)).toBe(expected);
  });
});

describe("readRequestTokens of a browser build (cookies only)", () => {
  it("reads the cookies the browser's cookie store wrote, from a Headers or a plain record", () => {
    expect(readRequestTokens({ headers: new Headers({ cookie }) }, "p")).toEqual({
      refreshToken: "r-cookie",
      accessToken: "a-cookie",
    });
    expect(readRequestTokens({ headers: { Cookie: cookie.split("; ") } }, "p")).toEqual({
      refreshToken: "r-cookie",
      accessToken: "a-cookie",
    });
    expect(readRequestTokens({ headers: {} }, "p")).toEqual({
      refreshToken: null,
      accessToken: null,
    });
  });

  it("ignores the Authorization and x-stack-auth headers, malformed or not (a browser app is given no backend request)", () => {
    const headers = { cookie, authorization: "Bearer stackauth_!!!", "x-stack-auth": "{" };
    expect(readRequestTokens({ headers }, "p")).toEqual({
      refreshToken: "r-cookie",
      accessToken: "a-cookie",
    });
  });
});
