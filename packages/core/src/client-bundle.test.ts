import { describe, expect, it } from "vitest";
import { bundleForBrowser as bundle } from "./testing/browser-bundle.js";

// A browser app that imports only `@app/core` must not load server or admin code with the page
// (and so can never be tempted to hold a secret key). Bundled here from the sources as an app's
// bundler would, with code splitting: what the page loads is the entry chunk and the chunks it
// imports statically; code behind `import()` is fetched when first used. A project owner's admin
// apps (`user.listOwnedProjects()`) come from `@app/core/admin`, which the app imports itself: a
// lazy chunk would not do, since a bundler puts every part of a shared module (valibot, jose) that
// any chunk uses into the chunk the page loads.
const entry = `
import { StackClientApp, KnownErrors } from "./index.js";
const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "a@example.com", password: "password" });
console.log(await app.getUser(), await app.getProject(), KnownErrors.UserNotFound);
`;

describe("the browser bundle of @app/core", () => {
  it("loads the client app and none of the server or admin code with the page", async () => {
    const { initial } = await bundle(entry);
    expect(initial).toContain("signInWithCredential");
    expect(initial).not.toMatch(/\b(StackServerApp|StackAdminApp) = class\b/);
    for (const serverOnly of [
      "must not run in a browser",
      "/internal/projects/current",
      // (A client team has `listUsers` too: the server's user listing is `listUsersQuery`.)
      "listUsersQuery",
      "createUser",
      "grantPermission",
      "team-permission-definitions",
      "server_metadata",
      "oauth_account_merge_strategy",
      "readRequestTokens",
      "createOAuthProvider",
      "listServerOAuthProviders",
      "createServerContactChannel",
      "SERVER_CHANNEL_UPDATE_FIELDS",
      "/internal/projects",
      "/email-templates",
    ]) {
      expect(initial, `found server-only code: ${serverOnly}`).not.toContain(serverOnly);
    }
  });

  it("loads the admin app only on a project owner's first call, as a lazy chunk", async () => {
    const { initial, lazy } = await bundle(entry);
    expect(initial).not.toMatch(/\bStackAdminApp = class\b/);
    expect(initial).not.toContain("/internal/projects");
    expect(lazy).toMatch(/\bStackAdminApp = class\b/);
  });

  it("does contain server code when the server entry is imported (the check can fail)", async () => {
    const { initial } = await bundle(
      `import { StackServerApp } from "./server.js"; console.log(StackServerApp);`,
    );
    expect(initial).toMatch(/\bStackServerApp = class\b/);
    expect(initial).toContain("must not run in a browser");
  });

  it("loads the user's API keys, sessions and account actions only on first use", async () => {
    const { initial: code, lazy } = await bundle(entry);
    expect(code).toContain("signInWithCredential");
    for (const lazy of [
      "/user-api-keys",
      "last_used_at_end_user_ip_info",
      "/auth/password/update",
    ]) {
      expect(code, `found in the initial chunk: ${lazy}`).not.toContain(lazy);
    }
    expect(lazy).toContain("/auth/password/update");
  });

  it("loads OAuth, passkeys and command-line login only on first use, WebAuthn later still", async () => {
    const { initial, lazy } = await bundle(entry);
    for (const onFirstUse of [
      "/auth/oauth/authorize/",
      "stack-oauth-outer-",
      "/auth/passkey/",
      "/auth/cli/poll",
      "browserSupportsWebAuthn",
    ]) {
      expect(initial, `found in the initial chunk: ${onFirstUse}`).not.toContain(onFirstUse);
      expect(lazy).toContain(onFirstUse);
    }
  });
});
