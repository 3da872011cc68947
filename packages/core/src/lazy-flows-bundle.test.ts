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

  it("leaves the error catalogue out of the sign-in entry's static graph: it loads with the first known error", async () => {
    const { staticGraph, initial, lazy } = await bundleForBrowser(entry);
    // define-error.ts builds the catalogue's classes; only the catalogue uses it.
    const catalogueMarker = "Known error codes are UPPER_SNAKE_CASE";
    const catalogueCode = "TEAM_MEMBERSHIP_ALREADY_EXISTS";
    expect(`${initial}\n${lazy}`).toContain(catalogueMarker);
    expect(`${initial}\n${lazy}`).toContain(catalogueCode);
    expect(staticGraph).toContain("/auth/password/sign-in");
    expect(staticGraph).not.toContain(catalogueMarker);
    expect(staticGraph).not.toContain(catalogueCode);
  });
});
