import { describe, expect, it } from "vitest";
import { bundleForBrowser as bundle } from "../src/test-utils/browser-bundle.js";

// A browser app that imports only `@app/core` must not load server or admin code with the page
// (and so can never be tempted to hold a secret key). Bundled here from the sources as an app's
// bundler would, with code splitting: what the page loads is the entry chunk and the chunks it
// imports statically; code behind `import()` is fetched when first used. A project owner's admin
// apps (`user.listOwnedProjects()`) load the admin app as a lazy chunk, which is why the first
// load holds no valibot: a bundler puts every part of a shared module that any chunk uses into
// the chunk the page loads.
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
      // The x-stack-auth reader of request-token-store.ts (the browser build's `readRequestTokens`
      // reads a request's cookies only).
      "header must be JSON of",
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

  it("leaves the redaction of URLs in errors out of the first load: the request code loads it", async () => {
    const { initial, lazy } = await bundle(entry);
    expect(initial).not.toContain("[redacted]");
    expect(lazy).toContain("[redacted]");
  });

  // The extra request headers' check that says where an environment variable's JSON breaks (its
  // JSON scanner: 0.3 KB gzip) is Node's: package.json "imports" gives `#extra-request-headers`
  // a shorter one under the `browser` condition, which shows no value either.
  it("keeps the JSON scanner of STACK_EXTRA_REQUEST_HEADERS's errors out of the page", async () => {
    const { initial } = await bundle(entry);
    expect(initial).toContain("must be a JSON object of header names to strings");
    expect(initial).not.toContain("are not JSON: ");
    const node = await bundle(
      `import { checkedExtraRequestHeaders } from "./context/extra-request-headers.js"; console.log(checkedExtraRequestHeaders);`,
    );
    expect(node.initial).toContain("are not JSON: ");
  });

  it("does contain server code when the server entry is imported (the check can fail)", async () => {
    const { initial } = await bundle(
      `import { StackServerApp } from "./server.js"; console.log(StackServerApp);`,
    );
    expect(initial).toMatch(/\bStackServerApp = class\b/);
    expect(initial).toContain("must not run in a browser");
  });

  it("loads no valibot with the page: response checks load with the first response they check", async () => {
    const { initial, lazy } = await bundle(entry);
    expect(initial).not.toContain("node_modules/valibot");
    expect(lazy).toContain("node_modules/valibot");
    // The schema of the refresh grant's answer is in a lazy chunk.
    expect(initial).not.toContain("must be bearer or dpop");
    expect(lazy).toContain("must be bearer or dpop");
  });

  // A module of the first load that a lazy chunk uses lands in a chunk of its own unless the ESM
  // build makes the lazy module re-export dist/first-load.js (build/first-load.ts, which the
  // bundle above applies to the sources): the page would then fetch it apart. (What only the page
  // uses, such as the package root's KnownErrors, is in the entry's own chunk.)
  it("fetches the first load as the entry's own chunk and one chunk of shared code", async () => {
    const { initialChunks } = await bundle(entry);
    const shared = initialChunks.filter(
      (chunk) => chunk.modules.length > 0 && !chunk.modules.includes("<stdin>"),
    );
    expect(shared, JSON.stringify(shared, null, 1)).toHaveLength(1);
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

  // The request schemas (`resources/*/requests.ts`) check what a feature sends; the page's first
  // load sends only the password sign-in and the refresh grant, which it builds by hand.
  it("loads the request schemas with the features that send them, not with the page", async () => {
    const { initial, lazy } = await bundle(entry);
    for (const requestRule of [
      "bytes as JSON",
      "must be nested at most",
      "a revoked key cannot be restored",
    ]) {
      expect(initial, `found in the initial chunk: ${requestRule}`).not.toContain(requestRule);
      expect(lazy).toContain(requestRule);
    }
    // A bundler puts every part of valibot that any chunk uses in the chunk the page loads: the
    // request schemas use only the parts the page has already (`check`, not `rawCheck` or
    // `transform`), so they add nothing to it. Regression: they added 92 bytes (gzip).
    for (const part of ["function rawCheck(", "function transform("]) {
      expect(initial, `found in the initial chunk: ${part}`).not.toContain(part);
    }
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

  // Reading a request's Authorization and x-stack-auth headers (what a backend is sent) costs
  // 0.8 KB gzip, and a browser never hands the client app a request: package.json "imports"
  // gives `#request-tokens` a cookies-only reader under the `browser` condition.
  it("keeps the request headers' reader out of the page, even for a client app given a request", async () => {
    const headerReader = ["header must be JSON of", "The authorization header must be"];
    const { initial } = await bundle(`
      import { StackClientApp } from "./index.js";
      const app = new StackClientApp({ projectId: "p", tokenStore: { headers: { cookie: "" } } });
      console.log(await app.getUser());
    `);
    expect(initial).toContain("stack-refresh-");
    for (const text of headerReader) expect(initial).not.toContain(text);
    // The check can fail: the reader Node gets holds both texts.
    const node = await bundle(
      `import { readRequestTokens } from "./session/request-token-store.js"; console.log(readRequestTokens);`,
    );
    for (const text of headerReader) expect(node.initial).toContain(text);
  });
});
