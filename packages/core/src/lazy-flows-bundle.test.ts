import { describe, expect, it } from "vitest";
import { bundleForBrowser } from "./testing/browser-bundle.js";

// The flows beyond password sign-in load on first use: nothing of them is in what the page loads
// first (the entry chunk and the chunks it imports statically). Bundled here from the sources,
// with code splitting, as an app's bundler would.
const entry = `
import { StackClientApp } from "./index.js";
const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "a@example.com", password: "password" });
console.log(await app.getUser());
`;

describe("the sign-in bundle with the lazily loaded flows", () => {
  it("loads none of the flows with the page, and imports them dynamically", async () => {
    const { initial: mainCode, lazy } = await bundleForBrowser(entry);
    expect(lazy).toContain("/auth/otp/sign-in");
    for (const lazyOnly of [
      "/auth/otp/sign-in",
      "/auth/mfa/sign-in",
      "/auth/password/reset",
      "/contact-channels/verify",
      "/auth/password/sign-up",
      "/auth/anonymous/sign-up",
    ]) {
      expect(mainCode, `${lazyOnly} is in the sign-in bundle`).not.toContain(lazyOnly);
    }
    expect(mainCode).toContain("/auth/password/sign-in");
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
    expect(initial).toContain("/auth/password/sign-in");
    expect(initial).not.toContain(catalogueMarker);
    expect(initial).not.toContain(catalogueCode);
  });
});
