import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// A browser app that imports only `@app/core` must not carry server or admin code (and so can
// never be tempted to hold a secret key). Bundled here from the sources as an app's bundler would.
const entry = `
import { StackClientApp, KnownErrors } from "./index.js";
const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "a@example.com", password: "password" });
console.log(await app.getUser(), await app.getProject(), KnownErrors.UserNotFound);
`;

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL(".", import.meta.url)), loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

describe("the browser bundle of @app/core", () => {
  it("contains the client app and none of the server or admin code", async () => {
    const code = await bundle(entry);
    expect(code).toContain("signInWithCredential");
    expect(code).not.toMatch(/\b(StackServerApp|StackAdminApp) = class\b/);
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
    ]) {
      expect(code, `found server-only code: ${serverOnly}`).not.toContain(serverOnly);
    }
  });

  it("does contain server code when the server entry is imported (the check can fail)", async () => {
    const code = await bundle(
      `import { StackServerApp } from "./server.js"; console.log(StackServerApp);`,
    );
    expect(code).toMatch(/\bStackServerApp = class\b/);
    expect(code).toContain("must not run in a browser");
  });
});
