import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * The catalogue's share of the client bundle, minified and gzipped (level 9), in bytes. Written
 * as one `defineError()` call per code it took 5,862 bytes; as `defineErrors()` tables, 3,616;
 * with the server's message prose moved to the emulator (details typed by type-only maps), 2,720.
 * The classes and their base are made by `../error-classes.ts`, which the first load holds
 * (the package root's `KnownErrors`): the catalogue's own chunk, its tables, is 2,385.
 */
const BUDGET = 2500;

// The core package compiles without Node types (its code must not use Node globals), so the two
// built-ins this test needs are typed here by hand.
interface NodeBuiltins {
  gzipSync(data: Uint8Array, options: { level: number }): Uint8Array;
  fileURLToPath(url: URL): string;
}

async function nodeBuiltins(): Promise<NodeBuiltins> {
  const zlib: Pick<NodeBuiltins, "gzipSync"> = await import("node:zlib" as string);
  const url: Pick<NodeBuiltins, "fileURLToPath"> = await import("node:url" as string);
  return { gzipSync: zlib.gzipSync, fileURLToPath: url.fileURLToPath };
}

describe("the catalogue's bundle size", () => {
  it(`stays under ${BUDGET} bytes, minified and gzipped`, async () => {
    const { gzipSync, fileURLToPath } = await nodeBuiltins();
    const result = await build({
      entryPoints: [fileURLToPath(new URL("./index.ts", import.meta.url))],
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      write: false,
      logLevel: "silent",
      // The first load holds the classes already; the catalogue's chunk imports them from it.
      external: ["*/error-classes.js"],
    });
    const [output] = result.outputFiles;
    expect(output).toBeDefined();
    const size = gzipSync(output?.contents ?? new Uint8Array(), { level: 9 }).length;
    expect(size).toBeLessThan(BUDGET);
  });
});
