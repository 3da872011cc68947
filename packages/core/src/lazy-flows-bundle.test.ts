import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

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
    const outputs = result.metafile.outputs;
    const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === "<stdin>");
    const initial = new Set<string>();
    const visit = (path: string) => {
      if (initial.has(path)) return;
      initial.add(path);
      for (const imported of outputs[path]?.imports ?? []) {
        if (imported.kind === "import-statement") visit(imported.path);
      }
    };
    if (entryPath) visit(entryPath);
    const name = (path: string) => path.slice(path.lastIndexOf("virtual-out/"));
    const initialNames = new Set([...initial].map(name));
    const pick = (wanted: boolean) =>
      result.outputFiles
        .filter((file) => initialNames.has(name(file.path)) === wanted)
        .map((file) => file.text)
        .join("\n");
    const mainCode = pick(true);
    expect(pick(false)).toContain("/auth/otp/sign-in");
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
