import { describe, expect, it } from "vitest";
import { bundleForBrowser } from "../src/test-utils/browser-bundle.js";

// The sign-in flows load on first use, password sign-in too, and so does the code that sends
// requests: nothing of them is in what the page loads first (the entry chunk and the chunks it
// imports statically). Bundled here from the sources,
// with code splitting, as an app's bundler would.
const entry = `
import { StackClientApp } from "./index.js";
const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "a@example.com", password: "password" });
console.log(await app.getUser());
`;

/** Each of `codes` is in a chunk the page loads later, and none is in its first load. */
function expectLoadedLater(initial: string, lazy: string, codes: readonly string[]): void {
  for (const code of codes) {
    expect(initial, `${code} is in the first load`).not.toContain(code);
    expect(lazy, `${code} is in no chunk`).toContain(code);
  }
}

describe("the sign-in bundle with the lazily loaded flows", () => {
  it("loads none of the flows with the page, and imports them dynamically", async () => {
    const { initial: mainCode, lazy } = await bundleForBrowser(entry);
    expect(lazy).toContain("/auth/otp/sign-in");
    for (const lazyOnly of [
      "/auth/password/sign-in",
      "/auth/otp/sign-in",
      "/auth/mfa/sign-in",
      "/auth/password/reset",
      "/contact-channels/verify",
      "/auth/password/sign-up",
      "/auth/anonymous/sign-up",
    ]) {
      expect(mainCode, `${lazyOnly} is in the sign-in bundle`).not.toContain(lazyOnly);
      expect(lazy, `${lazyOnly} is in no chunk`).toContain(lazyOnly);
    }
  });

  it("sends the first request with code the page loads after its own (the headers, the refresh grant)", async () => {
    const { initial, lazy } = await bundleForBrowser(entry);
    // http-call.ts writes the request's headers; refresh-grant.ts takes the tab lock of a refresh;
    // sessions/api.ts sends the refresh grant.
    expectLoadedLater(initial, lazy, [
      "x-stack-random-nonce",
      "stack-auth refresh",
      "/auth/oauth/token",
    ]);
  });

  it("writes the session's cookies with code the page loads after its own", async () => {
    const { initial, lazy } = await bundleForBrowser(entry);
    // Only cookie-writer.ts names the default domain's refresh cookie ("…--default"): the first
    // load reads every refresh cookie by prefix. The page's jar writes the cookies' attributes
    // ("samesite=lax") in its writing half, cookie-jar.ts, which loads with the writer.
    expectLoadedLater(initial, lazy, ["--default", "samesite=lax"]);
  });

  it("leaves the focus and online managers out of the page's first load (they come with the live updates)", async () => {
    const { initial, lazy } = await bundleForBrowser(entry);
    // Regression: the package root exported them, and esbuild put every module that the root
    // exports and a lazy chunk uses into the first load (385 B gzip of a page that never uses them).
    expectLoadedLater(initial, lazy, ["visibilitychange", "setFocused", "setOnline"]);
  });

  it("leaves the error catalogue out of the page's first load: it loads with the first known error", async () => {
    // The page checks a known error by its class, as code written for the reference SDK does:
    // the package root's `KnownErrors` hands out the classes without the catalogue.
    const { initial, lazy } = await bundleForBrowser(`${entry}
import { KnownErrors } from "./index.js";
console.log(KnownErrors.UserNotFound.isInstance(new Error()));
`);
    // define-error.ts reads the catalogue's rows; only the catalogue uses it.
    const catalogueMarker = "Known error codes are UPPER_SNAKE_CASE";
    const catalogueCode = "TEAM_MEMBERSHIP_ALREADY_EXISTS";
    expect(lazy).toContain(catalogueMarker);
    expect(lazy).toContain(catalogueCode);
    expect(initial).toContain("StackClientApp");
    expect(initial).not.toContain(catalogueMarker);
    expect(initial).not.toContain(catalogueCode);
  });
});
