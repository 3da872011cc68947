import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// The flows beyond password sign-in load on first use. A lazily loaded module that imported a
// module of the sign-in bundle would split that bundle into chunks fetched one by one (and
// compressed worse), so they take what they need from apps/flow-kit.ts instead. Bundled here from
// the sources, with code splitting, as an app's bundler would.
const entry = `
import { StackClientApp } from "./index.js";
const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "a@example.com", password: "password" });
console.log(await app.getUser());
`;

describe("the sign-in bundle with the lazily loaded flows", () => {
  it("is one chunk, and the flows are in another that it only imports dynamically", async () => {
    const result = await build({
      stdin: {
        contents: entry,
        resolveDir: fileURLToPath(new URL(".", import.meta.url)),
        loader: "ts",
      },
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "browser",
      outdir: "/virtual-out",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const outputs = Object.values(result.metafile.outputs);
    const main = outputs.find((output) => output.entryPoint === "<stdin>");
    expect(main?.imports.filter((i) => i.kind === "import-statement" && !i.external)).toEqual([]);
    expect(new Set(main?.imports.map((i) => i.kind))).toEqual(new Set(["dynamic-import"]));
    const mainCode =
      result.outputFiles.find((file) =>
        file.path.endsWith(main?.entryPoint === "<stdin>" ? "stdin.js" : ""),
      )?.text ?? "";
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
});
