import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_MODULE, firstLoadJoiners, firstLoadPlugin } from "./first-load.js";

// The ESM build keeps a browser app's first load in one chunk by beginning the lazy modules that
// share its code with a re-export of dist/first-load.js (build/first-load.ts); the set comes from
// the import graph. client-bundle.test.ts checks the chunks that result; these check the set and
// what the unbundled build writes.

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

describe("the first load's re-exports in the ESM build", () => {
  it("are added to the lazy modules that use code of the first load", async () => {
    const joiners = await firstLoadJoiners();
    for (const lazy of [
      "src/resources/auth/sign-in-methods.ts",
      "src/resources/users/account-actions.ts",
      "src/http/http-call.ts",
      "src/session/refresh-grant.ts",
      // Shares no module with the first load, but has an `import()`: Vite gives it its preload
      // helper, which would otherwise be fetched as a chunk of its own with the page.
      "src/resources/sessions/api.ts",
    ]) {
      expect(joiners, lazy).toContain(lazy);
    }
  });

  it("are left out of lazy modules that share nothing with it, or hold the client app already", async () => {
    const joiners = await firstLoadJoiners();
    for (const apart of [
      "src/resources/sessions/wire.ts",
      "src/session/live-updates.ts",
      "src/apps/admin-app.ts",
      // Not loaded with `import()` at all.
      "src/apps/client-app.ts",
      "src/http/http-client.ts",
    ]) {
      expect(joiners, apart).not.toContain(apart);
    }
  });

  it("begin a lazy module's output and come with dist/first-load.js", async () => {
    const outdir = await mkdtemp(join(tmpdir(), "first-load-"));
    try {
      const { outputFiles } = await build({
        entryPoints: [src("resources/auth/sign-in-methods.ts"), src("resources/sessions/wire.ts")],
        outbase: src("."),
        outdir,
        bundle: false,
        format: "esm",
        write: false,
        logLevel: "silent",
        plugins: [firstLoadPlugin],
      });
      const text = (path: string) => outputFiles.find((file) => file.path === join(outdir, path));
      expect(text("resources/auth/sign-in-methods.js")?.text).toMatch(
        /^export \* from "\.\.\/\.\.\/first-load\.js";\n/,
      );
      expect(text("resources/sessions/wire.js")?.text).not.toContain("first-load");
      expect(await readFile(join(outdir, "first-load.js"), "utf8")).toBe(FIRST_LOAD_MODULE);
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  });
});
