import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { transform } from "esbuild";
import { describe, expect, it } from "vitest";
import { sourceModules } from "./first-load.js";

// docs/architecture.md, "Chunk map": a concept is one module unless the bytes need a boundary, and
// a module of less than about 0.2 KB gzip goes into the module that uses it. This keeps the rule:
// a module under the line is types only, a package entry, a role file of the resource pattern,
// a loader beside a lazy module, or named in docs/architecture.md with the reason it stands alone.

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const LINE = 200;

/** What a module weighs in a bundle: minified, gzipped on its own; 0 when it holds types only. */
async function gzipSize(path: string): Promise<number> {
  const { code } = await transform(await readFile(join(packageDir, path), "utf8"), {
    loader: "ts",
    format: "esm",
    minify: true,
  });
  return code.trim() === "" ? 0 : gzipSync(code).length;
}

/** Why a small module may stand alone without being named in docs/architecture.md. */
function standingReason(path: string, size: number): string | undefined {
  if (size === 0) return "types only";
  if (/^src\/[^/]+\.ts$/.test(path)) return "a package entry";
  if (/^src\/resources\/[^/]+\/((server|admin)-)?(wire|requests|api|update)\.ts$/.test(path)) {
    return "a role file of the resource pattern";
  }
  if (/\/load-[^/]+\.ts$/.test(path)) return "the loader beside a lazy module";
  if (/^src\/errors\/catalogue\/[^/]+\.ts$/.test(path)) return "a domain of the error catalogue";
  return undefined;
}

describe("modules by concept (docs/architecture.md, Chunk map)", () => {
  it("names in docs/architecture.md every module under 0.2 KB gzip that stands alone", async () => {
    const architecture = await readFile(join(packageDir, "../../docs/architecture.md"), "utf8");
    const unexplained: string[] = [];
    for (const path of (await sourceModules()).map((file) => relative(packageDir, file))) {
      const size = await gzipSize(path);
      if (size >= LINE || standingReason(path, size)) continue;
      if (!architecture.includes(`\`${path.slice("src/".length)}\``)) {
        unexplained.push(`${path} (${size} B)`);
      }
    }
    expect(
      unexplained,
      "merge each into the module that uses it, or say why it stands alone",
    ).toEqual([]);
  });

  it("measures a module with code by its gzip size, and a module of types only as nothing", async () => {
    expect(await gzipSize("src/errors/result.ts")).toBeGreaterThan(0);
    expect(await gzipSize("src/context/app-context.ts")).toBe(0);
    expect(await gzipSize("src/apps/client-app.ts")).toBeGreaterThan(LINE);
  });
});
