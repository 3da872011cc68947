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

/** The entry chunk of `contents` bundled with code splitting: what loads before any `import()`. */
async function entryChunk(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL(".", import.meta.url)), loader: "ts" },
    bundle: true,
    splitting: true,
    outdir: "/virtual-out",
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles.find((file) => file.path.endsWith("stdin.js"))?.text ?? "";
}

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
      "listUsers",
      "createUser",
      "server_metadata",
      "oauth_account_merge_strategy",
      "readRequestTokens",
      "/user-api-keys/check",
      "/internal/api-keys",
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

  it("loads the user's API keys, sessions and account actions only on first use", async () => {
    const code = await entryChunk(entry);
    expect(code).toContain("signInWithCredential");
    for (const lazy of [
      "/user-api-keys",
      "last_used_at_end_user_ip_info",
      "/auth/password/update",
    ]) {
      expect(code, `found in the initial chunk: ${lazy}`).not.toContain(lazy);
    }
    expect(await bundle(entry)).toContain("/auth/password/update");
  });
});
